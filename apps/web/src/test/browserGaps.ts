/** The width of the window the component tests render in: a desktop (the mobile layouts start below 992 px). */
export const WINDOW_WIDTH = 1280;

/** Whether a media query's width conditions hold for WINDOW_WIDTH (other conditions count as true). */
function widthMatches(query: string): boolean {
  return [...query.matchAll(/\((min|max)-width:\s*([\d.]+)px\)/g)].every(([, kind, px]) =>
    kind === 'min' ? WINDOW_WIDTH >= Number(px) : WINDOW_WIDTH <= Number(px),
  );
}

/**
 * What jsdom lacks and antd or the app asks for: matchMedia (antd's responsive grid, useIsMobile), ResizeObserver
 * (tables, tabs), scrollTo and getComputedStyle of a pseudo-element. Installed once per test file.
 */
export function installBrowserGaps(): void {
  if (typeof window.matchMedia !== 'function') {
    window.matchMedia = (query: string): MediaQueryList =>
      ({
        media: query,
        matches: widthMatches(query),
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver !== 'function') {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
  window.scrollTo = () => undefined;
  // jsdom does not compute pseudo-elements (antd measures the scrollbar with one): it logs and answers the
  // element's own style, slowly; this answers the same without the log.
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}
