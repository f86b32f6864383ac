import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router';
import { Logo } from '../../components/Logo';
import { Screen } from '../../components/Screen';
import { PageSkeleton } from '../../components/Skeleton';
import { useIsMobile } from '../../lib/useIsMobile';
import { Icon } from '../../components/icons/Icon';
import { auditOutlined } from '../../components/icons/outline/auditOutlined';
import { bankOutlined } from '../../components/icons/outline/bankOutlined';
import { cloudServerOutlined } from '../../components/icons/outline/cloudServerOutlined';
import { dashboardOutlined } from '../../components/icons/outline/dashboardOutlined';
import { dollarOutlined } from '../../components/icons/outline/dollarOutlined';
import { fileSearchOutlined } from '../../components/icons/outline/fileSearchOutlined';
import { inboxOutlined } from '../../components/icons/outline/inboxOutlined';
import { mailOutlined } from '../../components/icons/outline/mailOutlined';
import { notificationOutlined } from '../../components/icons/outline/notificationOutlined';
import { profileOutlined } from '../../components/icons/outline/profileOutlined';
import { rollbackOutlined } from '../../components/icons/outline/rollbackOutlined';
import { safetyOutlined } from '../../components/icons/outline/safetyOutlined';
import { sendOutlined } from '../../components/icons/outline/sendOutlined';
import { settingOutlined } from '../../components/icons/outline/settingOutlined';
import { skinOutlined } from '../../components/icons/outline/skinOutlined';
import { teamOutlined } from '../../components/icons/outline/teamOutlined';
import { menuOutlined } from '../../components/icons/outline/menuOutlined';
import { OpsMenu, type OpsMenuEntry } from './components/OpsMenu';
import { OpsMenuDrawer } from './components/OpsMenuDrawer';
import { OPS_CONTENT_PATHS as CONTENT } from './content/contentPaths';
import { OPS_CATALOGUE_MENU } from './pages/opsCatalogueMenu';
import { OPS_PATHS, opsMenuKey } from './paths';
import './ops-shell.css';

/**
 * The operator console's frame (/ops, only reached through the app's OpsGate): a side menu (a drawer under
 * 992 px) with the review queue, orders across accounts, users, the refund, payout and offline-payment queues,
 * credits and the audit trail, and the page. Plain elements and ops-shell.css, no antd (issue 31: the console's
 * first screen); the pages that use antd bring it with them (OpsRoutes.tsx).
 */
export function OpsShell() {
  const { t } = useTranslation();
  const location = useLocation();
  const mobile = useIsMobile();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The phone's menu drawer is mounted when first opened (the first screen draws no hidden menu).
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (drawerOpen && !drawerUsed) setDrawerUsed(true);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  useEffect(() => {
    document.title = `${t('ops.console.title')} · ${t('web.app.title')}`;
  }, [t]);

  const entry = (to: string, icon: OpsMenuEntry['icon'], testId: string, text: string): OpsMenuEntry => ({
    to,
    icon,
    testId,
    label: t(text),
  });
  const queue = (key: string, to: string, icon: OpsMenuEntry['icon']) =>
    entry(to, icon, key, `ops.console.menu.${key}`);
  const own = (key: keyof typeof CONTENT, icon: OpsMenuEntry['icon']) =>
    entry(CONTENT[key], icon, key, `opsContent.menu.${key}`);
  const entries: OpsMenuEntry[] = [
    entry(OPS_PATHS.overview, dashboardOutlined, 'overview', 'opsOverview.menu'),
    queue('queue', OPS_PATHS.queue, fileSearchOutlined),
    queue('orders', OPS_PATHS.orders, profileOutlined),
    queue('users', OPS_PATHS.users, teamOutlined),
    queue('refunds', OPS_PATHS.refunds, rollbackOutlined),
    queue('payouts', OPS_PATHS.payouts, sendOutlined),
    queue('offline', OPS_PATHS.offline, bankOutlined),
    queue('credit', OPS_PATHS.credit, dollarOutlined),
    queue('audit', OPS_PATHS.audit, auditOutlined),
    entry(OPS_PATHS.security, safetyOutlined, 'security', 'opsOverview.security'),
    ...OPS_CATALOGUE_MENU.map(({ key, name, icon }) =>
      entry(key, icon, name, `opsCatalogue.console.menu.${name}`),
    ),
    entry(OPS_PATHS.upstreams, cloudServerOutlined, 'upstreams', 'opsUpstreams.menu'),
    own('requests', inboxOutlined),
    own('letters', mailOutlined),
    own('ads', notificationOutlined),
    own('skins', skinOutlined),
    own('settings', settingOutlined),
  ];
  const menu = (
    <OpsMenu
      entries={entries}
      selected={opsMenuKey(location.pathname, location.search)}
      onNavigate={closeDrawer}
    />
  );

  return (
    <div className="shell ops-shell" data-testid="ops-shell">
      {!mobile && (
        <aside className="shell__sider ops-shell__sider">
          <Link to={OPS_PATHS.overview} className="shell__brand">
            <Logo size={30} withName />
          </Link>
          {menu}
        </aside>
      )}
      {mobile && drawerUsed && (
        <OpsMenuDrawer
          open={drawerOpen}
          onClose={closeDrawer}
          title={<Logo size={26} />}
          closeLabel={t('web.shell.collapseMenu')}
        >
          {menu}
        </OpsMenuDrawer>
      )}
      <div className="ops-shell__main">
        <header className="shell__header">
          {mobile && (
            <button
              type="button"
              className="ops-shell__icon-button"
              aria-label={t('web.shell.openMenu')}
              onClick={() => setDrawerOpen(true)}
              data-testid="ops-menu-toggle"
            >
              <Icon shape={menuOutlined} />
            </button>
          )}
          <strong data-testid="ops-title">{t('ops.console.title')}</strong>
        </header>
        <main className="shell__content">
          <Screen fallback={<PageSkeleton />}>
            <Outlet />
          </Screen>
        </main>
      </div>
    </div>
  );
}
