import { lazy, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { DEFAULT_AFTER_LOGIN } from '../../../lib/navigation';
import { antdPage } from '../../antdRoute';
import { MemberShell } from './MemberShell';

/**
 * A page of the member area, loaded on demand inside antd's provider (with antd's locale and the member texts):
 * the shell draws without antd (issue 31), each page brings antd with it. Its toasts are the light ones: they
 * stay on screen when the page hands over to the next (a save that opens the list), as antd's did in the shell.
 */
const memberPage = (load: () => Promise<ComponentType>) => antdPage(load, { toasts: false });

// The member area's pages, each loaded on demand. This module is itself one lazy chunk (with the shell), loaded
// for /admin/* only: the login page's entry does not carry the pages' loaders.
const DashboardPage = memberPage(
  async () => (await import('../../../features/dashboard/pages/DashboardPage')).DashboardPage,
);
const ProfilePage = memberPage(
  async () => (await import('../../../features/account/pages/ProfilePage')).ProfilePage,
);
const ProductListPage = memberPage(
  async () => (await import('../../../features/shop/pages/ProductListPage')).ProductListPage,
);
const CouponsPage = memberPage(
  async () => (await import('../../../features/shop/pages/CouponsPage')).CouponsPage,
);
const PlaceOrderPage = memberPage(
  async () => (await import('../../../features/purchase/pages/PlaceOrderPage')).PlaceOrderPage,
);
const BuyDetailsPage = memberPage(
  async () => (await import('../../../features/purchase/pages/BuyDetailsPage')).BuyDetailsPage,
);
const CertificatesPage = memberPage(
  async () => (await import('../../../features/certificates/pages/CertificatesPage')).CertificatesPage,
);
const ExpiringCertsPage = memberPage(
  async () => (await import('../../../features/certificates/pages/ExpiringCertsPage')).ExpiringCertsPage,
);
const DomainsPage = memberPage(
  async () => (await import('../../../features/domains/pages/DomainsPage')).DomainsPage,
);
const ReissuePage = memberPage(
  async () => (await import('../../../features/reissue/pages/ReissuePage')).ReissuePage,
);
const ReissueDetailPage = memberPage(
  async () => (await import('../../../features/reissue/pages/ReissueDetailPage')).ReissueDetailPage,
);
// My Orders draws its first screen without antd (issue 31): no withAntd here; its antd widgets are islands.
const OrdersPage = lazy(async () => ({
  default: (await import('../../../features/orders/pages/OrdersPage')).OrdersPage,
}));
const OrderDetailPage = memberPage(
  async () => (await import('../../../features/orders/pages/OrderDetailPage')).OrderDetailPage,
);
const BulkOrderPage = memberPage(
  async () => (await import('../../../features/orders/pages/BulkOrderPage')).BulkOrderPage,
);
const AddFundsPage = memberPage(
  async () => (await import('../../../features/funds/pages/AddFundsPage')).AddFundsPage,
);
const AccountActivityPage = memberPage(
  async () => (await import('../../../features/billing/pages/AccountActivityPage')).AccountActivityPage,
);
const BillingPage = memberPage(
  async () => (await import('../../../features/billing/pages/BillingPage')).BillingPage,
);
const AccountStatementPage = memberPage(
  async () => (await import('../../../features/billing/pages/AccountStatementPage')).AccountStatementPage,
);
const SubUsersPage = memberPage(
  async () => (await import('../../../features/team/pages/SubUsersPage')).SubUsersPage,
);
const AddSubUserPage = memberPage(
  async () => (await import('../../../features/team/pages/AddSubUserPage')).AddSubUserPage,
);
const NotificationsPage = memberPage(
  async () => (await import('../../../features/notifications/pages/NotificationsPage')).NotificationsPage,
);
const AuditLogPage = memberPage(
  async () => (await import('../../../features/audit/pages/AuditLogPage')).AuditLogPage,
);
const AffiliatePage = memberPage(
  async () => (await import('../../../features/affiliate/pages/AffiliatePage')).AffiliatePage,
);
const CommissionOrdersPage = memberPage(
  async () => (await import('../../../features/affiliate/pages/CommissionOrdersPage')).CommissionOrdersPage,
);
const CommissionExtractPage = memberPage(
  async () => (await import('../../../features/affiliate/pages/CommissionExtractPage')).CommissionExtractPage,
);
const StorefrontOfferPage = memberPage(
  async () => (await import('../../../features/storefront/pages/StorefrontOfferPage')).StorefrontOfferPage,
);
const ApiKeysPage = memberPage(
  async () => (await import('../../../features/api-keys/pages/ApiKeysPage')).ApiKeysPage,
);
const PriceMatchPage = memberPage(
  async () => (await import('../../../features/pricing-requests/pages/PriceMatchPage')).PriceMatchPage,
);
const UnlistedProductPage = memberPage(
  async () =>
    (await import('../../../features/pricing-requests/pages/UnlistedProductPage')).UnlistedProductPage,
);
const BulkBuysPage = memberPage(
  async () => (await import('../../../features/pricing-requests/pages/BulkBuysPage')).BulkBuysPage,
);
const GuaranteePage = memberPage(
  async () => (await import('../../../features/pricing-requests/pages/GuaranteePage')).GuaranteePage,
);

/** The routes under /admin/* (the router's splat route): the shell with the page of the address. */
export function MemberRoutes() {
  return (
    <Routes>
      <Route element={<MemberShell />}>
        <Route index element={<Navigate to={DEFAULT_AFTER_LOGIN} replace />} />
        <Route path="dashboard" element={<DashboardPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="get-cert" element={<ProductListPage />} />
        <Route path="price/product" element={<ProductListPage />} />
        <Route path="price/feedback" element={<PriceMatchPage />} />
        <Route path="price/unlisted" element={<UnlistedProductPage />} />
        <Route path="price/bulkbuys" element={<BulkBuysPage />} />
        <Route path="price/guarantee" element={<GuaranteePage />} />
        <Route path="coupons" element={<CouponsPage />} />
        <Route path="order/place" element={<PlaceOrderPage />} />
        <Route path="order/buy-details" element={<BuyDetailsPage />} />
        <Route path="cert" element={<CertificatesPage />} />
        <Route path="order/expired-cert" element={<ExpiringCertsPage />} />
        <Route path="domains" element={<DomainsPage />} />
        <Route path="reissue/:id" element={<ReissuePage />} />
        <Route path="reissue-detail/:reissueId" element={<ReissueDetailPage />} />
        <Route path="order/list" element={<OrdersPage />} />
        <Route path="order-detail/:id" element={<OrderDetailPage />} />
        <Route path="bulk-order" element={<BulkOrderPage />} />
        <Route path="invoice/account-activity" element={<AccountActivityPage />} />
        <Route path="invoice/billing" element={<BillingPage />} />
        <Route path="invoice/account-statement" element={<AccountStatementPage />} />
        <Route path="invoice/add-funds" element={<AddFundsPage />} />
        <Route path="account/manage" element={<SubUsersPage />} />
        <Route path="account/add-user" element={<AddSubUserPage />} />
        <Route path="account/logs" element={<AuditLogPage />} />
        <Route path="integration/api" element={<ApiKeysPage />} />
        <Route path="notification" element={<NotificationsPage />} />
        <Route path="affiliate" element={<AffiliatePage />} />
        <Route path="commission/order" element={<CommissionOrdersPage />} />
        <Route path="commission/extract" element={<CommissionExtractPage />} />
        <Route path="manage-introduce" element={<StorefrontOfferPage />} />
        <Route path="*" element={<NotFound />} />
      </Route>
    </Routes>
  );
}
