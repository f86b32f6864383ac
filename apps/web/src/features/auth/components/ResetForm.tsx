import { resetBody } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PasswordField, SubmitButton } from '../../../components/form/Field';
import { mustEqual, useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useResetPassword } from '../api/resetPassword';
import { AuthLink } from './AuthLink';
import { reportAuthError } from './reportError';

type Field = 'password' | 'confirm';

/** Reset password with the mailed token: POST reset/{token}, then the login mode. */
export function ResetForm({ token, onReset }: { token: string; onReset: () => void }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const form = useLightForm<Field>({
    password: { schema: resetBody.shape.password },
    confirm: {
      schema: resetBody.shape.confirm,
      checks: [mustEqual<Field>('password', 'validation.passwordsDoNotMatch')],
    },
  });

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

  const passwordLabels = { showLabel: t('web.auth.showPassword'), hideLabel: t('web.auth.hidePassword') };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="reset-form">
      <PasswordField
        {...form.bind('password')}
        {...passwordLabels}
        label={t('web.auth.newPassword')}
        icon="lock"
        autoComplete="new-password"
        placeholder={t('web.auth.newPassword')}
        testId="auth-password"
      />
      <PasswordField
        {...form.bind('confirm')}
        {...passwordLabels}
        label={t('web.auth.confirm')}
        icon="lock"
        autoComplete="new-password"
        placeholder={t('web.auth.confirm')}
        testId="auth-confirm"
      />
      <SubmitButton loading={reset.isPending} testId="auth-submit">
        {t('web.auth.resetPassword')}
      </SubmitButton>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login-now">
          {t('web.auth.toLoginNow')}
        </AuthLink>
      </div>
    </form>
  );
}
