// The calls a full load of a signed-in page makes first, spelled exactly as the web app sends them on that load
// (no cache-busting `_t`), so the server's index.html can ask them beside the page's code (issue 31: without the
// hint each waits for the app's code to download and run, then for the profile). The web app's start-up prefetch
// (apps/web/src/app/prefetch.ts) sends these same URLs; a unit test there holds the two together.

/** Every member-area and console page waits for the caller's profile. */
export const PROFILE_DATA_URL = '/api/account/profile';

/** The first rows of a page opened without a query string, by the page's path. */
export const FIRST_ROWS_DATA_URL: Readonly<Record<string, string>> = {
  '/admin/order/list': '/api/orders?timeType=created&page=1&pageSize=10',
};

/** What index.html may hint for `path` (with its query string `search`) to a browser holding a session. */
export function signedInPageData(path: string, search: string): string[] {
  const rows = search === '' ? FIRST_ROWS_DATA_URL[path.replace(/\/$/, '')] : undefined;
  return rows === undefined ? [PROFILE_DATA_URL] : [PROFILE_DATA_URL, rows];
}
