import { useTranslation } from 'react-i18next';

/** Shown when a screen fails to load or render; reloading fetches the current build. */
export function RouteError({ error }: { error?: Error }) {
  const { t } = useTranslation();
  return (
    <div className="not-found" role="alert" data-testid="route-error">
      <p className="not-found__text">{error?.message || t('unknownError')}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('web.common.retry')}
      </button>
    </div>
  );
}
