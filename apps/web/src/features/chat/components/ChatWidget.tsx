import { useEffect } from 'react';

/**
 * The operator's chat widget (`portal settings:chat`) on every page. Loaded when the browser is idle after the
 * first screen, so the first page neither waits for it nor carries its code; nothing happens while none is set.
 */
export function ChatWidget() {
  useEffect(() => {
    const load = () =>
      void import('../logic/loadChatWidget')
        .then(({ loadChatWidget }) => loadChatWidget())
        .catch(() => undefined);
    const idle = typeof window.requestIdleCallback === 'function';
    const handle = idle ? window.requestIdleCallback(load, { timeout: 3000 }) : window.setTimeout(load, 1000);
    return () => {
      if (idle) window.cancelIdleCallback(handle);
      else window.clearTimeout(handle);
    };
  }, []);
  return null;
}
