import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForget } from '../api/forget';
import { EmailInput, AuthFooterLink } from './AuthFields';
import { reportAuthError } from './reportError';

/** Password recovery: GET forget?email; success moves to the reset-pending state, failure stays here. */
export function ForgetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forget = useForget();
  const form = useLightForm(['email'], async () => (await import('../authSpecs')).forgetSpecs, {
    email: readStorage(STORAGE_KEYS.email) ?? '',
  });

  const onValid = ({ email }: { email: string }) => {
    const address = email.trim();
    forget.mutate(address, {
      onSuccess: () => {
        toast.success(t('web.auth.forgetSuccess'));
        onSent(address);
      },
      onError: (error) => reportAuthError(error, form.setFieldErrors),
    });
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="forget-form">
      <p className="auth__hint">{t('web.auth.forgetHint')}</p>
      <EmailInput bound={form.bind('email')} />
      <SubmitButton loading={forget.isPending} testId="auth-submit">
        {t('web.auth.sendResetLink')}
      </SubmitButton>
      <AuthFooterLink to={AUTH_PATHS.login} testId="auth-link-login-now" labelKey="web.auth.toLoginNow" />
    </form>
  );
}
