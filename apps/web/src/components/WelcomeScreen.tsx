import Button from 'antd/es/button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AUTH_PATHS, DEFAULT_AFTER_LOGIN } from '../lib/navigation';
import { Logo } from './Logo';

/** The default screen of the empty path (bare layout): a short welcome with the way in. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="welcome" data-testid="welcome">
      <Logo size={48} />
      <h1 className="welcome__title">{t('web.home.title')}</h1>
      <p className="welcome__text">{t('web.home.text')}</p>
      <div className="welcome__actions">
        <Button type="primary" size="large" onClick={() => navigate(DEFAULT_AFTER_LOGIN)}>
          {t('web.home.console')}
        </Button>
        <Button size="large" onClick={() => navigate(AUTH_PATHS.login)}>
          {t('web.home.login')}
        </Button>
        <Button size="large" type="link" onClick={() => navigate(AUTH_PATHS.register)}>
          {t('web.home.register')}
        </Button>
      </div>
    </section>
  );
}

export default WelcomeScreen;
