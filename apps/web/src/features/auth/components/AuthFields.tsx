import { useTranslation } from 'react-i18next';
import { PasswordField, TextField } from '../../../components/form/Field';
import type { useLightForm } from '../../../lib/lightForm';
import { AuthLink } from './AuthLink';

type Bound = ReturnType<ReturnType<typeof useLightForm<string>>['bind']>;

/** The e-mail input every authentication mode starts with. */
export function EmailInput({ bound, autoComplete = 'email' }: { bound: Bound; autoComplete?: string }) {
  const { t } = useTranslation();
  return (
    <TextField
      {...bound}
      label={t('web.auth.email')}
      icon="mail"
      type="email"
      autoComplete={autoComplete}
      placeholder={t('web.auth.email')}
      testId="auth-email"
    />
  );
}

/** A password input with show/hide. */
export function PasswordInput({
  bound,
  labelKey,
  testId,
  autoComplete = 'new-password',
}: {
  bound: Bound;
  labelKey: string;
  testId: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  return (
    <PasswordField
      {...bound}
      label={t(labelKey)}
      icon="lock"
      autoComplete={autoComplete}
      placeholder={t(labelKey)}
      showLabel={t('web.auth.showPassword')}
      hideLabel={t('web.auth.hidePassword')}
      testId={testId}
    />
  );
}

/** The centred link under a form back to another mode. */
export function AuthFooterLink({ to, testId, labelKey }: { to: string; testId: string; labelKey: string }) {
  const { t } = useTranslation();
  return (
    <div className="auth__row auth__row--center">
      <AuthLink to={to} testId={testId}>
        {t(labelKey)}
      </AuthLink>
    </div>
  );
}
