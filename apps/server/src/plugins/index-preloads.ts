// What index.html asks the browser to fetch at once for the page it opens (issue 31, the login page's speed):
// the reader's `start` catalog, which every screen waits for before its first render, and on the sign-in pages the
// sign-in screen's code; in the member area and the console (issue 31) their shell, the query client, the member
// texts, antd's provider (but on the first screens that draw without antd: My Orders, the console's overview) and,
// for the member pages people open by a full load (My Orders, billing), the page's own chunk, and the stylesheets
// those chunks wait for (as `rel=preload as=style`, see index-page.ts). Without the hints each is asked only after
// the app's own code has run: a round trip more before the page draws. Never the console's own code: index.html is
// the same for a customer or a visitor opening /ops, and they must download nothing of the console (its gate
// decides after the session is known).
import { isAuthPath, signedInPageData, type Language } from '@portal/contract';
import { chunkFiles, chunkStyles, type WebManifest } from '../lib/web-manifest.js';

/** The web app's entry and the chunks named here: their keys in the build manifest (apps/web). */
const ENTRY = 'index.html';
const AUTH_SCREEN = 'src/features/auth/pages/AuthPage.tsx';
const LOCALE_FOLDER: Record<Language, string> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };
const startCatalog = (lang: Language) => `packages/i18n/src/locales/${LOCALE_FOLDER[lang]}/start.ts`;
const memberCatalog = (lang: Language) => `packages/i18n/src/locales/${LOCALE_FOLDER[lang]}/member.ts`;
/** What every member-area and console screen loads before it draws (app/router.tsx). */
const SIGNED_IN_SHELL = ['src/lib/queryClient.tsx'];
/** antd's provider (app/antdRoute.tsx): every signed-in page brings it, but the first screens that draw without it. */
const ANTD_PROVIDER = 'src/app/AntdProvider.tsx';
/** The pages whose first screen draws without antd (issue 31): hinting antd there would load it for nothing. */
const LIGHT_FIRST_SCREENS = new Set(['/admin/order/list', '/ops', '/ops/overview']);
const MEMBER_SHELL = 'src/app/layouts/member/MemberRoutes.tsx';
/** The pages opened by a full page load whose chunk start-up asks at once (app/router.tsx, PAGE_CHUNKS). */
const PAGE_SCREENS: Record<string, string> = {
  '/admin/order/list': 'src/features/orders/pages/OrdersPage.tsx',
  '/admin/invoice/billing': 'src/features/billing/pages/BillingPage.tsx',
};
const inConsole = (path: string) => path === '/ops' || path.startsWith('/ops/');
const inMemberArea = (path: string) => path === '/admin' || path.startsWith('/admin/');

export type IndexPreloads = (path: string, lang: Language) => string[];

/** The hints of a page; none without a manifest, or for chunks a build does not have. */
export function createIndexPreloads(manifest: WebManifest | undefined): IndexPreloads {
  if (!manifest?.[ENTRY]) return () => [];
  // The catalogs sit outside the web app's folder: their keys start with "../../".
  const keyOf = (suffix: string) => Object.keys(manifest).find((key) => key.endsWith(suffix));
  const entryFiles = new Set(chunkFiles(manifest, [ENTRY]));
  const catalog = new Map(
    (Object.keys(LOCALE_FOLDER) as Language[]).map((lang) => {
      const key = keyOf(startCatalog(lang));
      return [lang, key ? chunkFiles(manifest, [key], entryFiles) : []] as const;
    }),
  );
  const keysOf = (keys: (string | undefined)[]) =>
    keys.filter((key): key is string => key !== undefined).map((key) => keyOf(key) ?? key);
  // A chunk's code and the stylesheets it waits for. The entry's own stylesheet (inlined in index.html) is left
  // out, except for the signed-in screens: the member area's nested lazy chunks list it, and Vite's loader asks for
  // it again there (the sign-in screen's import does not); hinted, it is there when they ask instead of one round
  // trip more before the page draws.
  const entryStyles = new Set(chunkStyles(manifest, [ENTRY]));
  const filesOf = (keys: (string | undefined)[], except: ReadonlySet<string> = entryStyles) => [
    ...chunkFiles(manifest, keysOf(keys), entryFiles),
    ...chunkStyles(manifest, keysOf(keys), except),
  ];
  const authScreen = filesOf([AUTH_SCREEN]);
  const signedIn = (lang: Language, path: string) => [
    ...filesOf(
      [...SIGNED_IN_SHELL, memberCatalog(lang), ...(LIGHT_FIRST_SCREENS.has(path) ? [] : [ANTD_PROVIDER])],
      new Set(),
    ),
    ...(inConsole(path) ? [] : filesOf([MEMBER_SHELL, PAGE_SCREENS[path]])),
  ];
  return (rawPath, lang) => {
    const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    const files = [...(catalog.get(lang) ?? [])];
    if (isAuthPath(path)) files.push(...authScreen);
    else if (inConsole(path) || inMemberArea(path)) files.push(...signedIn(lang, path));
    return [...new Set(files)];
  };
}

/**
 * The calls a signed-in page makes first (its profile, the first rows of My Orders), hinted in index.html to a
 * browser that holds a session (issue 31): they then answer while the code downloads, not after it has run. A
 * visitor without a session cookie is hinted nothing: the app sends it to the login page without asking.
 */
export function indexDataHints(path: string, search: string, hasSession: boolean): string[] {
  return opensSignedInArea(path, hasSession) ? signedInPageData(path, search) : [];
}

/** Whether the page opens the member area or the console for a browser that holds a session. */
export function opensSignedInArea(path: string, hasSession: boolean): boolean {
  return hasSession && !isAuthPath(path) && (inConsole(path) || inMemberArea(path));
}
