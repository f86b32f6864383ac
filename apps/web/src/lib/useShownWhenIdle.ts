import { useEffect, useState, type RefObject } from 'react';

/** How long a widget waits for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * True once the element is in (or near) the window and the browser has been idle since: a heavy widget below the
 * page's text (a chart) then neither delays the first screen's content nor adds to its long tasks (issue 31).
 * Without IntersectionObserver (tests, old browsers) it only waits for the idle moment.
 */
export function useShownWhenIdle(ref: RefObject<Element | null>): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (shown) return;
    let idle: number | undefined;
    let timer: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => setShown(true), { timeout: IDLE_TIMEOUT_MS });
      else timer = globalThis.setTimeout(() => setShown(true), 0) as unknown as number;
    };
    const element = ref.current;
    let observer: IntersectionObserver | undefined;
    if (element && typeof IntersectionObserver === 'function') {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          whenIdle();
        },
        { rootMargin: '200px' },
      );
      observer.observe(element);
    } else whenIdle();
    return () => {
      observer?.disconnect();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) globalThis.clearTimeout(timer);
    };
  }, [ref, shown]);
  return shown;
}
