import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Screen } from '../../components/Screen';

/** Bare layout: no menu, content centred, copyright below (authentication, empty path, 404). */
export function BareLayout() {
  const { t } = useTranslation();
  return (
    <div className="bare">
      <main className="bare__main">
        <Screen>
          <Outlet />
        </Screen>
      </main>
      <footer className="bare__footer" data-testid="copyright">
        {t('web.app.copyright', { year: new Date().getFullYear() })}
      </footer>
    </div>
  );
}
