// Once per session per page path, and the countdown (spec section 4).
import type { Advertisement } from '@portal/contract';

/** sessionStorage key of a page path whose popup was shown in this browser tab's session. */
const SHOWN_KEY_PREFIX = 'adShown:';

/** Once per session per page path (spec section 4): whether `path` has shown its popup in this session. */
export function popupShown(storage: Pick<Storage, 'getItem'> | undefined, path: string): boolean {
  if (!storage) return false;
  try {
    return storage.getItem(SHOWN_KEY_PREFIX + path) !== null;
  } catch {
    return false;
  }
}

export function markPopupShown(
  storage: Pick<Storage, 'setItem'> | undefined,
  path: string,
  id: number,
): void {
  try {
    storage?.setItem(SHOWN_KEY_PREFIX + path, String(id));
  } catch {
    // Storage disabled: the popup may show again after a reload, nothing worse.
  }
}

/** Milliseconds still to wait: the countdown runs from the arrival on the page, not from the list's answer. */
export function remainingDelay(ad: Advertisement, arrivedAt: number, now: number): number {
  return Math.max(0, ad.popCountdown * 1000 - (now - arrivedAt));
}

/** The session's storage, or undefined where the browser refuses it. */
export function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}
