// What index.html asks the browser to fetch at once for the page it opens (issue 31, the login page's speed):
// the reader's `start` catalog, which every screen waits for before its first render, and on the sign-in pages the
// sign-in screen's code. Without the hints each is asked only after the app's own code has run: a round trip more
// before the page draws.
import { isAuthPath, type Language } from '@portal/contract';
import { chunkFiles, type WebManifest } from '../lib/web-manifest.js';

/** The web app's entry and the chunks named here: their keys in the build manifest (apps/web). */
const ENTRY = 'index.html';
const AUTH_SCREEN = 'src/features/auth/pages/AuthPage.tsx';
const LOCALE_FOLDER: Record<Language, string> = { en: 'en-US', 'zh-cn': 'zh-CN', 'zh-tw': 'zh-TW' };
const startCatalog = (lang: Language) => `packages/i18n/src/locales/${LOCALE_FOLDER[lang]}/start.ts`;

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
  const authKey = keyOf(AUTH_SCREEN);
  const authScreen = authKey ? chunkFiles(manifest, [authKey], entryFiles) : [];
  return (path, lang) => [...(catalog.get(lang) ?? []), ...(isAuthPath(path) ? authScreen : [])];
}
