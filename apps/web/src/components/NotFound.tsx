import { useTranslation } from 'react-i18next';

/**
 * The web app's 404 (unknown paths under /admin and /ops): "Back Home" is a full page load of `/`, the
 * server-rendered home page. Plain markup so it works in the bare layout without antd.
 */
export function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="not-found" data-testid="not-found">
      <div className="not-found__code">{t('web.common.notFoundTitle')}</div>
      <p className="not-found__text">{t('web.common.notFoundText')}</p>
      <a className="btn btn--primary" href="/" data-testid="back-home">
        {t('web.common.backHome')}
      </a>
    </div>
  );
}
