import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/resetPassword';
import { PasswordInput, AuthFooterLink } from './AuthFields';
import { reportAuthError } from './reportError';

type Field = 'password' | 'confirm';

/** Reset password with the mailed token: POST reset/{token}, then the login mode. */
export function ResetForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useLightForm<Field>(
    ['password', 'confirm'],
    async () => (await import('../authSpecs')).resetSpecs,
  );

  const onValid = (values: Record<Field, string>) => {
    reset.mutate(
      { token, password: values.password, confirm: values.confirm },
      {
        onSuccess: () => {
          toast.success(t('web.auth.resetSuccess'));
          onReset();
        },
        onError: (error) => reportAuthError(error, form.setFieldErrors),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="reset-form">
      <PasswordInput bound={form.bind('password')} labelKey="web.auth.newPassword" testId="auth-password" />
      <PasswordInput bound={form.bind('confirm')} labelKey="web.auth.confirm" testId="auth-confirm" />
      <SubmitButton loading={reset.isPending} testId="auth-submit">
        {t('web.auth.resetPassword')}
      </SubmitButton>
      <AuthFooterLink to={AUTH_PATHS.login} testId="auth-link-login-now" labelKey="web.auth.toLoginNow" />
    </form>
  );
}
