import type { Locale } from 'antd/es/locale';
import { lazy, type ComponentType } from 'react';
import type { AntdProvider } from './AntdProvider';
import { loadMemberCatalog } from '../lib/i18n';
import { applyDayjsLocale, loadAntdLocale } from './locales';
import { currentPreferences } from './session';

type AntdProviderModule = { AntdProvider: typeof AntdProvider };

/** antd's provider, its locale, dayjs's locale and the member texts for the session's language, with `load`. */
async function loadWithAntd<C>(load: () => Promise<C>): Promise<[C, AntdProviderModule, Locale]> {
  const lang = currentPreferences().lang;
  const [loaded, provider, locale] = await Promise.all([
    load(),
    import('./AntdProvider'),
    loadAntdLocale(lang),
    applyDayjsLocale(lang),
    loadMemberCatalog(lang),
  ]);
  return [loaded, provider, locale];
}

/**
 * Loader for React.lazy of a screen that uses antd: loads the screen, the antd provider, antd's and
 * dayjs's locale and the member screens' texts for the session's language in parallel, and wraps the screen in
 * the provider. Screens without antd (the light authentication screen) never download antd. `toasts: false`:
 * the screen's toasts are the light ones (lib/lightToast.ts), which outlive the screen (a member page).
 */
export function withAntd(
  load: () => Promise<ComponentType>,
  { toasts = true }: { toasts?: boolean } = {},
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [Screen, { AntdProvider }, locale] = await loadWithAntd(load);
    function WithAntd() {
      return (
        <AntdProvider locale={locale} toasts={toasts}>
          <Screen />
        </AntdProvider>
      );
    }
    return { default: WithAntd };
  };
}

/**
 * A routed page loaded on demand inside antd's provider (`withAntd`): the member area's and the console's pages,
 * whose shells draw without antd (issue 31). `toasts: false` leaves toasts to the light ones.
 */
export function antdPage(load: () => Promise<ComponentType>, options?: { toasts?: boolean }) {
  return lazy(withAntd(load, options));
}

/** A component from `antdIsland`: render it inside a Suspense; `preload()` starts its download (on hover, focus). */
export type AntdIsland<P> = ComponentType<P> & { preload: () => void };

/**
 * An antd widget inside a light screen (issue 31: the first screens of My Orders and the console draw without
 * antd). Nothing of antd is downloaded, parsed or styled until the island is first rendered (a press on the light
 * stand-in) or preloaded; it then renders inside its own antd provider (theme, locale). Toasts stay with the
 * screen: an island does not register antd's message API (the light toast looks the same).
 */
export function antdIsland<P extends object>(load: () => Promise<ComponentType<P>>): AntdIsland<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const start = () =>
    (pending ??= loadWithAntd(load).then(([Component, { AntdProvider }, locale]) => {
      function Island(props: P) {
        return (
          <AntdProvider locale={locale} toasts={false}>
            <Component {...props} />
          </AntdProvider>
        );
      }
      return { default: Island };
    }));
  const island = lazy(start) as unknown as AntdIsland<P>;
  island.preload = () => void start();
  return island;
}

/**
 * Loader for React.lazy of a screen that uses TanStack Query: loads the query client with the screen and wraps
 * the screen in its provider (the light screens never download TanStack Query).
 */
export function withQueries(
  load: () => Promise<{ default: ComponentType }>,
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [{ default: Screen }, { withQueryClient }] = await Promise.all([
      load(),
      import('../lib/queryClient'),
    ]);
    return { default: withQueryClient(Screen) };
  };
}

/**
 * Loader for React.lazy of a light screen that shows the member texts without antd (the member shell, issue 31):
 * loads the member screens' texts for the session's language with the screen.
 */
export function withMemberTexts(
  load: () => Promise<ComponentType>,
): () => Promise<{ default: ComponentType }> {
  return async () => {
    const [Screen] = await Promise.all([load(), loadMemberCatalog(currentPreferences().lang)]);
    return { default: Screen };
  };
}
