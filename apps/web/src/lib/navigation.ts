/** Paths and navigation helpers shared by the API client, the router and the features. */
import { AUTH_PATHS, isAuthPath } from '@portal/contract';

export { AUTH_PATHS, isAuthPath };
export const DEFAULT_AFTER_LOGIN = '/admin/get-cert';
/** Add funds (the funds feature's page), linked from every "balance is not enough" message. */
export const ADD_FUNDS_PATH = '/admin/invoice/add-funds';

type Navigate = (to: string, options?: { replace?: boolean }) => Promise<void>;
let navigator: Navigate | undefined;

/** The router registers its navigate function; before that, full page loads are used. */
export function registerNavigator(fn: Navigate | undefined): void {
  navigator = fn;
}

/** Resolves once the router has finished the navigation (lazy screens loaded). */
export async function navigateTo(to: string, options?: { replace?: boolean }): Promise<void> {
  if (navigator) return navigator(to, options);
  if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The login page with a callback naming the page to come back to. */
export function loginUrl(callback?: string): string {
  return callback ? `${AUTH_PATHS.login}?callback=${encodeURIComponent(callback)}` : AUTH_PATHS.login;
}

/** Code 1002 or an unknown session: to the login page, remembering where the user was. */
export function redirectToLogin(): void {
  const { pathname, search } = window.location;
  if (isAuthPath(pathname)) return;
  void navigateTo(loginUrl(`${pathname}${search}`), { replace: true });
}

/**
 * Only same-origin paths are accepted as a callback ("/admin/x?y"); anything else (absolute URLs,
 * protocol-relative "//host", backslashes, the auth screens themselves) falls back to the default.
 */
export function safeCallback(
  raw: string | null | undefined,
  origin: string,
  fallback = DEFAULT_AFTER_LOGIN,
): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return fallback;
    if (isAuthPath(url.pathname)) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
