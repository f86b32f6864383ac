import { ErrorCode } from '@portal/contract';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { Logo } from '../../../components/Logo';
import { Icon } from '../../../components/icons/Icon';
import { menuFoldOutlined } from '../../../components/icons/outline/menuFoldOutlined';
import { menuOutlined } from '../../../components/icons/outline/menuOutlined';
import { menuUnfoldOutlined } from '../../../components/icons/outline/menuUnfoldOutlined';
import { Screen } from '../../../components/Screen';
import { PageSkeleton, ShellSkeleton } from '../../../components/Skeleton';
import { BalanceDropdown } from '../../../features/account/components/BalanceDropdown';
import { NewLetterBanner } from '../../../features/notifications/components/NewLetterBanner';
import { NotificationBell } from '../../../features/notifications/components/NotificationBell';
import { useProfile } from '../../../lib/queries/profile';
import { UserMenu } from '../../../features/auth/components/UserMenu';
import { CurrencySelect } from '../../../features/preferences/components/CurrencySelect';
import { LanguageSelect } from '../../../features/preferences/components/LanguageSelect';
import { isApiError } from '../../../lib/api';
import { redirectToLogin } from '../../../lib/navigation';
import { mayHaveSession } from '../../../lib/sessionCookie';
import { useIsMobile } from '../../../lib/useIsMobile';
import { antdIsland } from '../../antdRoute';
import { selectedKey } from './menuItems';
import { PartnerBadge } from './PartnerBadge';
import { SideMenu } from './SideMenu';
import './member-shell.css';

/** Profile level of a reseller / partner: the member area shows its partner branding. */
const PARTNER_LEVEL = 1;

/** The phone's menu drawer: antd's, loaded when the menu button is first pressed (or hovered). */
const MenuDrawer = antdIsland(async () => (await import('./MenuDrawer')).MenuDrawer);

/**
 * The member shell of every /admin screen: guard (the profile answers 1002 when the session is unknown, and
 * the API client sends the browser to the login page with a callback), side menu from the profile's menu
 * list (a drawer under 992 px), header with balance, currency, language and user menu at every width (compact
 * selects under 992 px), the notification bell with the unread count and, above the page, the banner with the
 * first private letter marked NEW. No session cookie at all: straight to the login page, without a 401 from the
 * profile. Drawn without antd (issue 31): plain elements with global.css's `shell__*` classes; the header's
 * widgets load their antd menus and selects when first pressed, the phone's drawer when first opened.
 */
export function MemberShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted when first opened (its code and styles cost the first screen nothing).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [hasSession] = useState(() => mayHaveSession(document.cookie));
  const profile = useProfile({ enabled: hasSession });

  const notLoggedIn =
    !hasSession || (isApiError(profile.error) && profile.error.code === ErrorCode.notLoggedIn);
  useEffect(() => {
    if (notLoggedIn) redirectToLogin();
  }, [notLoggedIn]);

  if (profile.isPending || notLoggedIn) return <ShellSkeleton />;
  if (profile.isError) {
    return (
      <div className="not-found" role="alert">
        <p className="not-found__text">{profile.error.message}</p>
        <button type="button" className="btn btn--primary" onClick={() => void profile.refetch()}>
          {t('web.common.retry')}
        </button>
      </div>
    );
  }
  const data = profile.data;
  const selected = selectedKey(data.menu, location.pathname);
  const folded = collapsed && !mobile;

  return (
    <div className="shell shell--light" data-testid="member-shell">
      {!mobile && (
        <aside
          className={`shell__sider${folded ? ' shell__sider--collapsed' : ''}`}
          data-testid="shell-sider"
        >
          <a href="/" className="shell__brand">
            <Logo size={30} withName={!folded} />
          </a>
          <SideMenu
            menu={data.menu}
            selected={selected}
            collapsed={folded}
            onUnfold={() => setCollapsed(false)}
          />
        </aside>
      )}
      {mobile && drawerUsed && (
        <Suspense fallback={null}>
          <MenuDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)}>
            <SideMenu menu={data.menu} selected={selected} onNavigate={() => setDrawerOpen(false)} />
          </MenuDrawer>
        </Suspense>
      )}
      <div className="shell__main">
        <header className="shell__header">
          <button
            type="button"
            className="hdr-btn hdr-btn--icon shell__trigger"
            data-testid="menu-toggle"
            aria-label={t(
              mobile ? 'web.shell.openMenu' : collapsed ? 'web.shell.expandMenu' : 'web.shell.collapseMenu',
            )}
            onPointerEnter={mobile ? MenuDrawer.preload : undefined}
            onFocus={mobile ? MenuDrawer.preload : undefined}
            onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
          >
            <Icon shape={mobile ? menuOutlined : collapsed ? menuUnfoldOutlined : menuFoldOutlined} />
          </button>
          {mobile && (
            <a href="/" className="shell__brand shell__brand--header">
              <Logo size={26} withName={false} />
            </a>
          )}
          {data.level === PARTNER_LEVEL && <PartnerBadge />}
          <div className="shell__actions">
            <BalanceDropdown profile={data} />
            <NotificationBell />
            <CurrencySelect compact={mobile} />
            <LanguageSelect compact={mobile} />
            <UserMenu profile={data} />
          </div>
        </header>
        <NewLetterBanner />
        <main className="shell__content">
          <Screen fallback={<PageSkeleton />}>
            <Outlet />
          </Screen>
        </main>
        <footer className="shell__footer" data-testid="shell-copyright">
          {t('web.app.copyright', { year: new Date().getFullYear() })}
        </footer>
      </div>
    </div>
  );
}

export default MemberShell;
