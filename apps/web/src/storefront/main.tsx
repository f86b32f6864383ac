// The storefront pages' script (issue 17; issue 31: no React here). The server renders the whole page and nothing
// on it is interactive (every control is a plain link: Buy, Free trial, the language switch), so the page is not
// hydrated: hydrating the catalogue's tables was most of the main thread's work on a slow phone (React's 68 KB
// parsed and the whole tree rendered again, for no change). The script reads the page's extras from its props,
// marks `<body data-hydrated>` (the page's script has run: the e2e story waits for it) and, once the browser is
// idle, adds the advertisement popup and the chat widget (extras.ts: a native <dialog>, about 1 KB gzip).
// Should a part of a page ever need to react to input, hydrate only that part (its own root), not the page.
import { PROPS_ELEMENT_ID, type StorefrontScriptData } from '@portal/storefront';
import { startExtras } from './extras';

/** The page's script data (the server sends only what this script reads: scriptDataOf). */
function pageProps(): StorefrontScriptData | undefined {
  const text = document.getElementById(PROPS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as StorefrontScriptData) : undefined;
}

/** Runs `task` when the main thread is free after the first paint (a second at most). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 200);
}

const props = pageProps();
document.body.dataset.hydrated = 'true';
if (props) whenIdle(() => startExtras(props.extras, props.texts.ad));
