import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/** Shown when a screen fails to load or render (e.g. a chunk of an older build is gone). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const text = error instanceof Error ? error.message : t('unknownError');
  return (
    <div className="not-found" role="alert" data-testid="route-error">
      <p className="not-found__text">{text}</p>
      <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
        {t('web.common.retry')}
      </button>
    </div>
  );
}
