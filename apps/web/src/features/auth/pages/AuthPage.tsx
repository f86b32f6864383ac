import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '../../../components/Logo';
import { AUTH_PATHS, safeCallback } from '../../../lib/navigation';
import { forgetMemberQueries } from '../../../lib/queryCache';
import { isLogin } from '../api/isLogin';
import { authModeOf, type AuthMode } from '../authMode';
import { ForgetForm } from '../components/ForgetForm';
import { LoginForm } from '../components/LoginForm';
import { RegisterForm } from '../components/RegisterForm';
import { ResetForm } from '../components/ResetForm';
import { ResetPending } from '../components/ResetPending';

const TITLES: Record<AuthMode, string> = {
  login: 'web.auth.loginTitle',
  register: 'web.auth.registerTitle',
  forget: 'web.auth.forgetTitle',
  reset: 'web.auth.resetTitle',
};

/**
 * The authentication screen (bare layout): login, register, password recovery and reset, chosen from the
 * path; links move between the modes.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const mode = authModeOf(location.pathname, token);
  const callback = safeCallback(params.get('callback'), window.location.origin);
  // The reset-pending state belongs to the visit of the recovery page that sent the mail.
  const [pending, setPending] = useState<{ email: string; at: string } | undefined>();
  const pendingEmail = mode === 'forget' && pending?.at === location.key ? pending.email : undefined;
  const registeredEmail = (location.state as { email?: string } | null)?.email;

  // Entering the authentication screen forgets what the member screens had loaded (another account may log in).
  useEffect(() => {
    forgetMemberQueries();
  }, []);

  // Already logged in on the login page: straight to the callback.
  useEffect(() => {
    if (mode !== 'login') return;
    let current = true;
    void isLogin().then((loggedIn) => {
      if (current && loggedIn) navigate(callback, { replace: true });
    });
    return () => {
      current = false;
    };
  }, [mode, callback, navigate]);

  useEffect(() => {
    document.title = `${t(TITLES[mode])} · ${t('web.app.title')}`;
  }, [mode, t]);

  const toLogin = (email?: string) =>
    navigate(AUTH_PATHS.login, { replace: false, state: email ? { email } : undefined });

  return (
    <section className="auth" data-testid={`auth-${mode}`}>
      <div className="auth__brand">
        <Logo size={44} variant="login" />
        <p className="auth__tagline">{t('web.app.tagline')}</p>
      </div>
      <div className="auth__card">
        <h1 className="auth__title">{t(pendingEmail ? 'web.auth.forgetTitle' : TITLES[mode])}</h1>
        {mode === 'login' && registeredEmail && (
          <p className="auth__hint" data-testid="auth-registered" role="status">
            {t('web.auth.registered', { email: registeredEmail })}
          </p>
        )}
        {mode === 'login' && (
          <LoginForm
            key={registeredEmail ?? 'login'}
            initialEmail={registeredEmail}
            onLoggedIn={() => navigate(callback, { replace: true })}
          />
        )}
        {mode === 'register' && (
          <RegisterForm
            onRegistered={(email) => toLogin(email)}
            onSignedIn={() => navigate(callback, { replace: true })}
          />
        )}
        {mode === 'forget' &&
          (pendingEmail ? (
            <ResetPending email={pendingEmail} />
          ) : (
            <ForgetForm onSent={(email) => setPending({ email, at: location.key })} />
          ))}
        {mode === 'reset' && token && <ResetForm token={token} onReset={() => toLogin()} />}
      </div>
    </section>
  );
}

export default AuthPage;
