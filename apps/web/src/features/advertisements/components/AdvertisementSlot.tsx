import { adLocationOfPath } from '@portal/contract';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';

// The first page carries only this check: the popup's code loads on the four pages that have one.
const AdvertisementPopup = lazy(async () => ({
  default: (await import('./AdvertisementPopup')).AdvertisementPopup,
}));

/**
 * Where the advertisement popup lives: mounted once beside the routes, so every layout of `/`, `/ssl-product`,
 * `/ssl-product/` and `/admin/dashboard` has it (spec section 4); keyed on the path, so leaving the page ends its
 * countdown and closes its popup.
 */
export function AdvertisementSlot() {
  const { pathname } = useLocation();
  if (!adLocationOfPath(pathname)) return null;
  return (
    <Suspense fallback={null}>
      <AdvertisementPopup key={pathname} path={pathname} />
    </Suspense>
  );
}
