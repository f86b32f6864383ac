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

/** What the page of one request carries beyond its skin (index-preloads.ts decides). */
export interface IndexPageParts {
  /** Files the page will ask for at once. */
  preloads?: string[];
  /** API calls it will make at once. */
  data?: string[];
  /** The signed-in frame instead of the boot title: the page opens the member area or the console. */
  signedInFrame?: boolean;
}

export interface IndexPage {
  render(skin: Skin, parts?: IndexPageParts): string;
}

/**
 * The member area's and the console's frame while the app loads (issue 31: the frame at once, the rows when they
 * come): the side panel, the header bar and grey rows where the page's will be, drawn by index.html's own styles
 * (global.css, inlined) as the app's ShellSkeleton draws them. No text: the first paint that counts as content is
 * the app's own (its header and menu), and the title is only told to assistive technology.
 */
function signedInFrame(title: string): string {
  const row =
    '<div class="skeleton__row"><span class="skeleton__bar skeleton__bar--short"></span>' +
    '<span class="skeleton__bar"></span><span class="skeleton__bar skeleton__bar--wide"></span></div>';
  return (
    `<div id="boot" class="shell-skeleton" role="status" aria-busy="true" aria-label="${title}">` +
    '<div class="shell-skeleton__sider"></div><div class="shell-skeleton__main">' +
    '<div class="shell-skeleton__header"></div><div class="shell__content"><div class="page__card">' +
    `<div class="skeleton">${row.repeat(6)}</div></div></div></div></div>`
  );
}

export function createIndexPage(html: string): IndexPage {
  return {
    render(skin, { preloads = [], data = [], signedInFrame: frame = false } = {}) {
      const title = escapeHtml(skin.title);
      let page = html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${title}</title>`)
        .replace(/(<div id="boot"[^>]*>)[^<]*(<\/div>)/, (_match, open: string, close: string) =>
          frame ? signedInFrame(title) : open + title + close,
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
