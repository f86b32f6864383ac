import type { ComponentType } from 'react';
import { applyDayjsLocale, loadAntdLocale } from './locales';
import { currentPreferences } from './session';

/**
 * Loader for React.lazy of a screen that uses antd: loads the screen, the antd provider, antd's and
 * dayjs's locale for the session's language in parallel, and wraps the screen in the provider. Screens
 * without antd (the light authentication screen) never download antd.
 */
export function withAntd(load: () => Promise<ComponentType>): () => Promise<{ default: ComponentType }> {
  return async () => {
    const lang = currentPreferences().lang;
    const [Screen, { AntdProvider }, locale] = await Promise.all([
      load(),
      import('./AntdProvider'),
      loadAntdLocale(lang),
      applyDayjsLocale(lang),
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
