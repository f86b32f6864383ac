import type { ComponentType } from 'react';
import { loadMemberCatalog } from '../lib/i18n';
import { applyDayjsLocale, loadAntdLocale } from './locales';
import { currentPreferences } from './session';

/**
 * Loader for React.lazy of a screen that uses antd: loads the screen, the antd provider, antd's and
 * dayjs's locale and the member screens' texts for the session's language in parallel, and wraps the screen in
 * the provider. Screens without antd (the light authentication screen) never download antd.
 */
export function withAntd(load: () => Promise<ComponentType>): () => Promise<{ default: ComponentType }> {
  return async () => {
    const lang = currentPreferences().lang;
    const [Screen, { AntdProvider }, locale] = await Promise.all([
      load(),
      import('./AntdProvider'),
      loadAntdLocale(lang),
      applyDayjsLocale(lang),
      loadMemberCatalog(lang),
    ]);
    function WithAntd() {
      return (
        <AntdProvider locale={locale}>
          <Screen />
        </AntdProvider>
      );
    }
    return { default: WithAntd };
  };
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
