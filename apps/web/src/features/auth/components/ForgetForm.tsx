import { forgetQuery } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField } from '../../../components/form/Field';
import { useLightForm } from '../../../lib/lightForm';
import { AUTH_PATHS } from '../../../lib/navigation';
import { readStorage, STORAGE_KEYS } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useForget } from '../api/forget';
import { AuthLink } from './AuthLink';
import { reportAuthError } from './reportError';

/** Password recovery: GET forget?email; success moves to the reset-pending state, failure stays here. */
export function ForgetForm({ onSent }: { onSent: (email: string) => void }) {
  const { t } = useTranslation();
  const forget = useForget();
  const form = useLightForm(
    { email: { schema: forgetQuery.shape.email } },
    { email: readStorage(STORAGE_KEYS.email) ?? '' },
  );

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
      <TextField
        {...form.bind('email')}
        label={t('web.auth.email')}
        icon="mail"
        type="email"
        autoComplete="email"
        placeholder={t('web.auth.email')}
        testId="auth-email"
      />
      <SubmitButton loading={forget.isPending} testId="auth-submit">
        {t('web.auth.sendResetLink')}
      </SubmitButton>
      <div className="auth__row auth__row--center">
        <AuthLink to={AUTH_PATHS.login} testId="auth-link-login-now">
          {t('web.auth.toLoginNow')}
        </AuthLink>
      </div>
    </form>
  );
}
