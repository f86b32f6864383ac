import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/** 404 page: "Back Home" goes to /. Plain markup so it works in the bare layout without antd. */
export function NotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="not-found" data-testid="not-found">
      <div className="not-found__code">{t('web.common.notFoundTitle')}</div>
      <p className="not-found__text">{t('web.common.notFoundText')}</p>
      <button
        type="button"
        className="btn btn--primary"
        data-testid="back-home"
        onClick={() => navigate('/')}
      >
        {t('web.common.backHome')}
      </button>
    </div>
  );
}
