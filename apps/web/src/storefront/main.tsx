// The storefront pages' bundle (issue 17): hydrates the server-rendered page from the props it was rendered with
// (React + packages/storefront, nothing else), then, once the browser is idle, the advertisement popup and the chat
// widget (extras.ts: about 1 KB gzip, in this bundle: a chunk of its own would cost the login page a shared
// preload helper).
import { PROPS_ELEMENT_ID, ROOT_ELEMENT_ID, StorefrontPage, type StorefrontProps } from '@portal/storefront';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { startExtras } from './extras';

function pageProps(): StorefrontProps | undefined {
  const text = document.getElementById(PROPS_ELEMENT_ID)?.textContent;
  return text ? (JSON.parse(text) as StorefrontProps) : undefined;
}

/** Runs `task` when the main thread is free after the first paint (a second at most). */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 1000 });
  else window.setTimeout(task, 200);
}

/** Marks the page hydrated (`<body data-hydrated>`): the e2e story waits for it. Renders its child unchanged. */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    document.body.dataset.hydrated = 'true';
  }, []);
  return children;
}

const props = pageProps();
const container = document.getElementById(ROOT_ELEMENT_ID);
if (props && container) {
  hydrateRoot(
    container,
    <Hydrated>
      <StorefrontPage {...props} />
    </Hydrated>,
  );
  whenIdle(() => startExtras(props.extras, props.texts.ad));
}
