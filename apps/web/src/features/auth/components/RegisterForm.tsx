import { registerBody } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { PasswordField, SubmitButton, TextField } from '../../../components/form/Field';
import { mustEqual, useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { toast } from '../../../lib/toast';
import { useRegister } from '../api/register';
import { AuthLink } from './AuthLink';
import { reportAuthError } from './reportError';

type Field = 'email' | 'password' | 'confirm';

/** Register: POST register, then back to the login mode with the email filled in. */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useLightForm<Field>({
    email: { schema: registerBody.shape.email },
    password: { schema: registerBody.shape.password },
    confirm: {
      schema: registerBody.shape.confirm,
      checks: [mustEqual<Field>('password', 'validation.passwordsDoNotMatch')],
    },
  });

  const onValid = (values: Record<Field, string>) => {
    const email = values.email.trim();
    register.mutate(
      { email, password: values.password, confirm: values.confirm },
      {
        onSuccess: () => {
          toast.success(t('web.auth.registerSuccess'));
          onRegistered(email);
        },
        onError: (error) => reportAuthError(error, form.setFieldErrors),
      },
    );
  };

  const passwordLabels = { showLabel: t('web.auth.showPassword'), hideLabel: t('web.auth.hidePassword') };
  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="register-form">
      <TextField
        {...form.bind('email')}
        label={t('web.auth.email')}
        icon="mail"
        type="email"
        autoComplete="email"
        placeholder={t('web.auth.email')}
        testId="auth-email"
      />
      <PasswordField
        {...form.bind('password')}
        {...passwordLabels}
        label={t('web.auth.password')}
        icon="lock"
        autoComplete="new-password"
        placeholder={t('web.auth.password')}
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
      <SubmitButton loading={register.isPending} testId="auth-submit">
        {t('web.auth.register')}
      </SubmitButton>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login">
          {t('web.auth.toLogin')}
        </AuthLink>
      </div>
    </form>
  );
}
