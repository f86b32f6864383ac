import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { useRegister } from '../api/register';
import { EmailInput, PasswordInput, AuthFooterLink } from './AuthFields';
import { reportAuthError } from './reportError';

type Field = 'email' | 'password' | 'confirm';

/**
 * Register: POST register, then back to the login mode with the email filled in and a neutral notice. The answer
 * is the same whether or not the address had an account (the owner of a taken one is mailed instead), so the
 * page cannot say which (docs/decisions.md, issue 30).
 */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { t } = useTranslation();
  const register = useRegister();
  const form = useLightForm<Field>(
    ['email', 'password', 'confirm'],
    async () => (await import('../authSpecs')).registerSpecs,
  );

  const onValid = (values: Record<Field, string>) => {
    const email = values.email.trim();
    register.mutate(
      { email, password: values.password, confirm: values.confirm },
      {
        onSuccess: () => onRegistered(email),
        onError: (error) => reportAuthError(error, form.setFieldErrors),
      },
    );
  };

  return (
    <form noValidate onSubmit={form.handleSubmit(onValid)} data-testid="register-form">
      <EmailInput bound={form.bind('email')} />
      <PasswordInput bound={form.bind('password')} labelKey="web.auth.password" testId="auth-password" />
      <PasswordInput bound={form.bind('confirm')} labelKey="web.auth.confirm" testId="auth-confirm" />
      <SubmitButton loading={register.isPending} testId="auth-submit">
        {t('web.auth.register')}
      </SubmitButton>
      <AuthFooterLink to={AUTH_PATHS.login} testId="auth-link-login" labelKey="web.auth.toLogin" />
    </form>
  );
}
