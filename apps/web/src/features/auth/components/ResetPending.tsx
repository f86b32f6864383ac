import { useTranslation } from 'react-i18next';
import { form } from '../../../components/icons/form';
import { Icon } from '../../../components/icons/Icon';
import { AUTH_PATHS } from '../../../lib/navigation';
import { AuthLink } from './AuthLink';

/** After the recovery mail was sent: a short result and the way back to login. */
export function ResetPending({ email }: { email: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth__pending" data-testid="reset-pending" role="status">
      <span className="auth__pending-icon">
        <Icon shape={form.mail} size={40} />
      </span>
      <h2 className="auth__pending-title">{t('web.auth.resetPendingTitle')}</h2>
      <p className="auth__hint">{t('web.auth.forgetSuccess')}</p>
      <p className="auth__hint">{t('web.auth.resetPendingText', { email })}</p>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login-now">
          {t('web.auth.toLoginNow')}
        </AuthLink>
      </div>
    </div>
  );
}
