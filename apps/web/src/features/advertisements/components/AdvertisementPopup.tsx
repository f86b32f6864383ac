import type { Advertisement } from '@portal/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { findAdvertisement } from '../logic/popupChoice';
import { markPopupShown, popupShown, remainingDelay, sessionStore } from '../logic/popupSession';

// The dialog brings antd: it loads only when the page has an advertisement, while the countdown runs.
const loadDialog = () => import('./AdvertisementDialog');
const AdvertisementDialog = lazy(async () => ({ default: (await loadDialog()).AdvertisementDialog }));

/**
 * The advertisement popup of one page (spec section 4): the newest advertisement of the page's location opens
 * popCountdown seconds after the page was opened, once per browser-tab session per path (sessionStorage, marked
 * when it opens). Leaving the page before the countdown ends cancels it; the next visit counts again.
 */
export function AdvertisementPopup({ path }: { path: string }) {
  const [shown, setShown] = useState<{ ad: Advertisement; open: boolean }>();

  useEffect(() => {
    if (popupShown(sessionStore(), path)) return;
    const arrivedAt = Date.now();
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void findAdvertisement(path).then((ad) => {
      if (cancelled || !ad) return;
      // Fetched while the countdown runs: the dialog and its image are there when it ends.
      void loadDialog();
      new Image().src = ad.imageLink;
      timer = setTimeout(
        () => {
          markPopupShown(sessionStore(), path, ad.id);
          setShown({ ad, open: true });
        },
        remainingDelay(ad, arrivedAt, Date.now()),
      );
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [path]);

  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <AdvertisementDialog
        ad={shown.ad}
        open={shown.open}
        onClose={() => setShown({ ...shown, open: false })}
      />
    </Suspense>
  );
}
