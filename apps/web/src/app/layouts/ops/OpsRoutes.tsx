import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { OpsShell } from '../../../features/ops/OpsShell';
import { antdPage } from '../../antdRoute';

// The operator console's pages, each loaded on demand. This module is itself one lazy chunk (with the shell), loaded
// only once OpsGate has let an operator in: neither the login page's entry nor a customer carries the loaders.
// The shell, the TOTP gate and the overview draw without antd (issue 31: the console's first screen); every other
// page comes with antd's provider, locale and texts.
const OpsOrdersPage = antdPage(
  async () => (await import('../../../features/ops/pages/OpsOrdersPage')).OpsOrdersPage,
);
const OpsCreditPage = antdPage(
  async () => (await import('../../../features/ops/pages/OpsCreditPage')).OpsCreditPage,
);
const OpsAuditPage = antdPage(
  async () => (await import('../../../features/ops/pages/OpsAuditPage')).OpsAuditPage,
);
// The landing page and the TOTP gate around every page have chunks of their own: the first screen of /ops needs
// nothing else (issue 31). One import for the console's other pages (see OpsPages.ts).
const OpsOverviewPage = lazy(async () => ({
  default: (await import('../../../features/ops/pages/OpsOverviewPage')).OpsOverviewPage,
}));
const OpsTotpGate = lazy(async () => ({
  default: (await import('../../../features/ops/components/OpsTotpGate')).OpsTotpGate,
}));
const opsPages = () => import('../../../features/ops/pages/OpsPages');
const OpsUsersPage = antdPage(async () => (await opsPages()).OpsUsersPage);
const OpsUserPage = antdPage(async () => (await opsPages()).OpsUserPage);
const OpsRefundsPage = antdPage(async () => (await opsPages()).OpsRefundsPage);
const OpsPayoutsPage = antdPage(async () => (await opsPages()).OpsPayoutsPage);
const OpsOfflinePaymentsPage = antdPage(async () => (await opsPages()).OpsOfflinePaymentsPage);
const OpsSecurityPage = antdPage(async () => (await opsPages()).OpsSecurityPage);
const OpsCatalogue = antdPage(async () => (await opsPages()).OpsCatalogue);
const OpsUpstreamsPage = antdPage(async () => (await opsPages()).OpsUpstreamsPage);
const OpsContentPage = antdPage(async () => (await opsPages()).OpsContentPage);

/** The routes under /ops/* (the router's splat route): the console's shell with the page of the address. */
export function OpsRoutes() {
  return (
    <Routes>
      <Route element={<OpsShell />}>
        <Route element={<OpsTotpGate />}>
          <Route index element={<Navigate to="overview" replace />} />
          <Route path="overview" element={<OpsOverviewPage />} />
          <Route path="security" element={<OpsSecurityPage />} />
          <Route path="orders" element={<OpsOrdersPage />} />
          <Route path="credit" element={<OpsCreditPage />} />
          <Route path="audit" element={<OpsAuditPage />} />
          <Route path="users" element={<OpsUsersPage />} />
          <Route path="users/:uid" element={<OpsUserPage />} />
          <Route path="refunds" element={<OpsRefundsPage />} />
          <Route path="payouts" element={<OpsPayoutsPage />} />
          <Route path="payments/offline" element={<OpsOfflinePaymentsPage />} />
          <Route path="catalogue/*" element={<OpsCatalogue />} />
          <Route path="upstreams" element={<OpsUpstreamsPage />} />
          <Route path=":contentPage" element={<OpsContentPage />} />
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
