import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_PATHS, DEFAULT_AFTER_LOGIN } from '../lib/navigation';
import { Logo } from './Logo';

/** The default screen of the empty path (bare layout): a short welcome with the way in. */
export function WelcomeScreen() {
  const { t } = useTranslation();
  return (
    <section className="welcome" data-testid="welcome">
      <Logo size={48} />
      <h1 className="welcome__title">{t('web.home.title')}</h1>
      <p className="welcome__text">{t('web.home.text')}</p>
      <div className="welcome__actions">
        <Link className="btn btn--primary btn--lg" to={DEFAULT_AFTER_LOGIN}>
          {t('web.home.console')}
        </Link>
        <Link className="btn btn--lg" to={AUTH_PATHS.login}>
          {t('web.home.login')}
        </Link>
        <Link className="btn btn--link btn--lg" to={AUTH_PATHS.register}>
          {t('web.home.register')}
        </Link>
      </div>
    </section>
  );
}
