import { loginBody } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PasswordField, SubmitButton, TextField } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthLink } from './AuthLink';
import { reportAuthError } from './reportError';

/** Login: on success the email is remembered and the user goes to the callback (or /admin/get-cert). */
export function LoginForm({ initialEmail, onLoggedIn }: { initialEmail?: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const queryClient = useQueryClient();
  const form = useLightForm(
    { email: { schema: loginBody.shape.email }, password: { schema: loginBody.shape.password } },
    { email: initialEmail ?? readStorage(STORAGE_KEYS.email) ?? '' },
  );

  const onValid = (values: { email: string; password: string }) => {
    const email = values.email.trim();
    login.mutate(
      { email, password: values.password },
      {
        onSuccess: (answer) => {
          toast.success(t('web.auth.loginSuccess'));
          writeStorage(STORAGE_KEYS.email, answer?.email || email);
          queryClient.clear();
          onLoggedIn();
        },
        onError: (error) => reportAuthError(error, form.setFieldErrors),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="login-form">
      <TextField
        {...form.bind('email')}
        label={t('web.auth.email')}
        icon="mail"
        type="email"
        autoComplete="username"
        placeholder={t('web.auth.email')}
        testId="auth-email"
      />
      <PasswordField
        {...form.bind('password')}
        label={t('web.auth.password')}
        icon="lock"
        autoComplete="current-password"
        placeholder={t('web.auth.password')}
        showLabel={t('web.auth.showPassword')}
        hideLabel={t('web.auth.hidePassword')}
        testId="auth-password"
      />
      <div className="auth__row auth__row--end">
        <AuthLink to={AUTH_PATHS.reset} testId="auth-link-forgot">
          {t('web.auth.toForget')}
        </AuthLink>
      </div>
      <SubmitButton loading={login.isPending} testId="auth-submit">
        {t('web.auth.login')}
      </SubmitButton>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.register} testId="auth-link-register">
          {t('web.auth.toRegister')}
        </AuthLink>
      </div>
    </form>
  );
}
