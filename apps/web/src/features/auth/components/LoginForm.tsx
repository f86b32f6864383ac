import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { clearQueries } from '../../../lib/queryCache';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS, writeStorage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useLogin } from '../api/login';
import { AuthFooterLink, EmailInput, PasswordInput } from './AuthFields';
import { AuthLink } from './AuthLink';
import { reportAuthError } from './reportError';

/** Login: on success the email is remembered and the user goes to the callback (or /admin/get-cert). */
export function LoginForm({ initialEmail, onLoggedIn }: { initialEmail?: string; onLoggedIn: () => void }) {
  const { t } = useTranslation();
  const login = useLogin();
  const form = useLightForm(['email', 'password'], async () => (await import('../authSpecs')).loginSpecs, {
    email: initialEmail ?? readStorage(STORAGE_KEYS.email) ?? '',
  });

  const onValid = (values: { email: string; password: string }) => {
    const email = values.email.trim();
    login.mutate(
      { email, password: values.password },
      {
        onSuccess: (answer) => {
          toast.success(t('web.auth.loginSuccess'));
          writeStorage(STORAGE_KEYS.email, answer?.email || email);
          clearQueries();
          onLoggedIn();
        },
        onError: (error) => reportAuthError(error, form.setFieldErrors),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="login-form">
      <EmailInput bound={form.bind('email')} autoComplete="username" />
      <PasswordInput
        bound={form.bind('password')}
        labelKey="web.auth.password"
        testId="auth-password"
        autoComplete="current-password"
      />
      <div className="auth__row auth__row--end">
        <AuthLink to={AUTH_PATHS.reset} testId="auth-link-forgot">
          {t('web.auth.toForget')}
        </AuthLink>
      </div>
      <SubmitButton loading={login.isPending} testId="auth-submit">
        {t('web.auth.login')}
      </SubmitButton>
      <AuthFooterLink to={AUTH_PATHS.register} testId="auth-link-register" labelKey="web.auth.toRegister" />
    </form>
  );
}
