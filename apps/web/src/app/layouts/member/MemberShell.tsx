import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { ErrorCode } from '@portal/contract';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../../components/Logo';
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
import { groupKeys, selectedKey, toMenuItems } from './menuItems';
import { PartnerBadge } from './PartnerBadge';

/** Profile level of a reseller / partner: the member area shows its partner branding. */
const PARTNER_LEVEL = 1;

const { Sider, Header, Content } = Layout;

/**
 * The member shell of every /admin screen: guard (the profile answers 1002 when the session is unknown, and
 * the API client sends the browser to the login page with a callback), side menu from the profile's menu
 * list (a drawer under 992 px), header with balance, currency, language and user menu at every width (compact
 * selects under 992 px), the notification bell with the unread count and, above the page, the banner with the
 * first private letter marked NEW. No session cookie at all: straight to the login page, without a 401 from the
 * profile.
 */
export function MemberShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted when first opened (its styles and menu cost the first screen nothing).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const [hasSession] = useState(() => mayHaveSession(document.cookie));
  const profile = useProfile({ enabled: hasSession });

  const notLoggedIn =
    !hasSession || (isApiError(profile.error) && profile.error.code === ErrorCode.notLoggedIn);
  useEffect(() => {
    if (notLoggedIn) redirectToLogin();
  }, [notLoggedIn]);

  const menu = profile.data?.menu;
  const items = useMemo(() => (menu ? toMenuItems(menu, t) : []), [menu, t]);
  const openKeys = useMemo(() => (menu ? groupKeys(menu) : []), [menu]);
  const selected = menu ? selectedKey(menu, location.pathname) : undefined;

  if (profile.isPending || notLoggedIn) return <ShellSkeleton />;
  if (profile.isError) {
    return (
      <div className="not-found" role="alert">
        <p className="not-found__text">{profile.error.message}</p>
        <Button type="primary" onClick={() => void profile.refetch()}>
          {t('web.common.retry')}
        </Button>
      </div>
    );
  }
  const data = profile.data;

  const menuNode = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      defaultOpenKeys={openKeys}
      onClick={({ key }) => {
        if (!key.startsWith('/')) return;
        setDrawerOpen(false);
        navigate(key);
      }}
      className="shell__menu"
      style={{ borderInlineEnd: 'none' }}
      data-testid="side-menu"
    />
  );

  return (
    <Layout className="shell" data-testid="member-shell">
      {!mobile && (
        <Sider
          theme="light"
          width={232}
          collapsible
          collapsed={collapsed}
          trigger={null}
          className="shell__sider"
          data-testid="shell-sider"
        >
          <a href="/" className="shell__brand">
            <Logo size={30} withName={!collapsed} />
          </a>
          {menuNode}
        </Sider>
      )}
      {mobile && drawerUsed && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={260}
          title={<Logo size={26} />}
          styles={{ body: { padding: 0 } }}
          data-testid="menu-drawer"
        >
          {menuNode}
        </Drawer>
      )}
      <Layout>
        <Header className="shell__header">
          <Button
            type="text"
            className="shell__trigger"
            data-testid="menu-toggle"
            aria-label={t(
              mobile ? 'web.shell.openMenu' : collapsed ? 'web.shell.expandMenu' : 'web.shell.collapseMenu',
            )}
            icon={mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            onClick={() => (mobile ? setDrawerOpen(true) : setCollapsed((value) => !value))}
          />
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
        </Header>
        <NewLetterBanner />
        <Content className="shell__content">
          <Screen fallback={<PageSkeleton />}>
            <Outlet />
          </Screen>
        </Content>
        <footer className="shell__footer" data-testid="shell-copyright">
          {t('web.app.copyright', { year: new Date().getFullYear() })}
        </footer>
      </Layout>
    </Layout>
  );
}

export default MemberShell;
