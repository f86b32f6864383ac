// The web app's index.html, sent per request host with that host's white-label skin (issue 17): the site title in
// <title> and the boot screen, the skin's favicon, and the skin itself as a JSON data block the app reads at start
// (no extra call before the login page draws). The file is read once; each answer is a few string replacements.
import type { Skin } from '@portal/contract';

/** The id of the data block the web app reads (apps/web/src/lib/skin.ts). */
export const SKIN_DATA_ID = 'portal-skin';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a <script> block: nothing in it may close the block or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface IndexPage {
  /**
   * The page for a host's skin; `preloads`: files the page will ask for at once, `data`: API calls it will make
   * at once (index-preloads.ts).
   */
  render(skin: Skin, preloads?: string[], data?: string[]): string;
}

export function createIndexPage(html: string): IndexPage {
  return {
    render(skin, preloads = [], data = []) {
      const title = escapeHtml(skin.title);
      let page = html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
        .replace(
          /(<div id="boot"[^>]*>)[^<]*(<\/div>)/,
          (_match, open: string, close: string) => open + title + close,
        );
      if (skin.favicon) {
        const favicon = escapeHtml(skin.favicon);
        page = page.replace(/<link rel="icon"[^>]*>/, () => `<link rel="icon" href="${favicon}" />`);
      }
      const skinData = `<script type="application/json" id="${SKIN_DATA_ID}">${scriptJson(skin)}</script>`;
      // A stylesheet is fetched, not applied: the chunk that needs it applies it (Vite's loader, same
      // `crossorigin`, so the fetch is reused).
      const hints = preloads.map((file) =>
        file.endsWith('.css')
          ? `<link rel="preload" as="style" crossorigin href="${escapeHtml(file)}" />\n    `
          : `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />\n    `,
      );
      // An API call is fetched with the session's cookies, as the app's own fetch (`credentials: 'include'`),
      // which then takes the answer instead of asking again.
      const calls = data.map(
        (url) =>
          `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${escapeHtml(url)}" />\n    `,
      );
      return page.replace('</head>', () => `    ${hints.join('')}${calls.join('')}${skinData}\n  </head>`);
    },
  };
}
