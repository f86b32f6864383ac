import AuditOutlined from '@ant-design/icons/AuditOutlined';
import DashboardOutlined from '@ant-design/icons/DashboardOutlined';
import SafetyOutlined from '@ant-design/icons/SafetyOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import CloudServerOutlined from '@ant-design/icons/CloudServerOutlined';
import DollarOutlined from '@ant-design/icons/DollarOutlined';
import FileSearchOutlined from '@ant-design/icons/FileSearchOutlined';
import ProfileOutlined from '@ant-design/icons/ProfileOutlined';
import RollbackOutlined from '@ant-design/icons/RollbackOutlined';
import SendOutlined from '@ant-design/icons/SendOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import MenuOutlined from '@ant-design/icons/MenuOutlined';
import { OPS_CATALOGUE_MENU } from './pages/opsCatalogueMenu';
import InboxOutlined from '@ant-design/icons/InboxOutlined';
import MailOutlined from '@ant-design/icons/MailOutlined';
import NotificationOutlined from '@ant-design/icons/NotificationOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import SkinOutlined from '@ant-design/icons/SkinOutlined';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Layout from 'antd/es/layout';
import Menu from 'antd/es/menu';
import type { MenuProps } from 'antd/es/menu';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { Logo } from '../../components/Logo';
import { Screen } from '../../components/Screen';
import { PageSkeleton } from '../../components/Skeleton';
import { useIsMobile } from '../../lib/useIsMobile';
import { OPS_CONTENT_PATHS as CONTENT } from './content/contentPaths';
import { OPS_PATHS, opsMenuKey } from './paths';

const { Sider, Header, Content } = Layout;

/**
 * The operator console's frame (/ops, only reached through the app's OpsGate): a side menu (a drawer under
 * 992 px) with the review queue, orders across accounts, users, the refund, payout and offline-payment queues,
 * credits and the audit trail, and the page.
 */
export function OpsShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted when first opened (its styles and menu cost the first screen nothing).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);

  useEffect(() => {
    document.title = `${t('ops.console.title')} · ${t('web.app.title')}`;
  }, [t]);

  const label = (key: string) => <span data-testid={`ops-menu-${key}`}>{t(`ops.console.menu.${key}`)}</span>;
  const mine = (key: string, text: string) => <span data-testid={`ops-menu-${key}`}>{t(text)}</span>;
  const own = (key: keyof typeof CONTENT) => mine(key, `opsContent.menu.${key}`);
  const items: MenuProps['items'] = [
    { key: OPS_PATHS.overview, icon: <DashboardOutlined />, label: mine('overview', 'opsOverview.menu') },
    { key: OPS_PATHS.queue, icon: <FileSearchOutlined />, label: label('queue') },
    { key: OPS_PATHS.orders, icon: <ProfileOutlined />, label: label('orders') },
    { key: OPS_PATHS.users, icon: <TeamOutlined />, label: label('users') },
    { key: OPS_PATHS.refunds, icon: <RollbackOutlined />, label: label('refunds') },
    { key: OPS_PATHS.payouts, icon: <SendOutlined />, label: label('payouts') },
    { key: OPS_PATHS.offline, icon: <BankOutlined />, label: label('offline') },
    { key: OPS_PATHS.credit, icon: <DollarOutlined />, label: label('credit') },
    { key: OPS_PATHS.audit, icon: <AuditOutlined />, label: label('audit') },
    { key: OPS_PATHS.security, icon: <SafetyOutlined />, label: mine('security', 'opsOverview.security') },
    ...OPS_CATALOGUE_MENU.map(({ name, ...item }) => ({
      ...item,
      label: mine(name, `opsCatalogue.console.menu.${name}`),
    })),
    {
      key: OPS_PATHS.upstreams,
      icon: <CloudServerOutlined />,
      label: mine('upstreams', 'opsUpstreams.menu'),
    },
    { key: CONTENT.requests, icon: <InboxOutlined />, label: own('requests') },
    { key: CONTENT.letters, icon: <MailOutlined />, label: own('letters') },
    { key: CONTENT.ads, icon: <NotificationOutlined />, label: own('ads') },
    { key: CONTENT.skins, icon: <SkinOutlined />, label: own('skins') },
    { key: CONTENT.settings, icon: <SettingOutlined />, label: own('settings') },
  ];
  const menu = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[opsMenuKey(location.pathname, location.search)]}
      onClick={({ key }) => {
        setDrawerOpen(false);
        void navigate(key);
      }}
      className="shell__menu"
      style={{ borderInlineEnd: 'none' }}
      data-testid="ops-menu"
    />
  );

  return (
    <Layout className="shell" data-testid="ops-shell">
      {!mobile && (
        <Sider theme="light" width={216} className="shell__sider">
          <Link to={OPS_PATHS.overview} className="shell__brand">
            <Logo size={30} withName />
          </Link>
          {menu}
        </Sider>
      )}
      {mobile && drawerUsed && (
        <Drawer
          placement="left"
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          size={240}
          title={<Logo size={26} />}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      )}
      <Layout>
        <Header className="shell__header">
          {mobile && (
            <Button
              type="text"
              className="shell__trigger"
              aria-label={t('web.shell.openMenu')}
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
              data-testid="ops-menu-toggle"
            />
          )}
          <strong data-testid="ops-title">{t('ops.console.title')}</strong>
        </Header>
        <Content className="shell__content">
          <Screen fallback={<PageSkeleton />}>
            <Outlet />
          </Screen>
        </Content>
      </Layout>
    </Layout>
  );
}
