import { lazy } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { NotFound } from '../../../components/NotFound';
import { DEFAULT_AFTER_LOGIN } from '../../../lib/navigation';
import { MemberShell } from './MemberShell';

// The member area's pages, each loaded on demand. This module is itself one lazy chunk (with the shell), loaded
// for /admin/* only: the login page's entry does not carry the pages' loaders.
const DashboardPage = lazy(async () => ({
  default: (await import('../../../features/dashboard/pages/DashboardPage')).DashboardPage,
}));
const ProfilePage = lazy(async () => ({
  default: (await import('../../../features/account/pages/ProfilePage')).ProfilePage,
}));
const ProductListPage = lazy(async () => ({
  default: (await import('../../../features/shop/pages/ProductListPage')).ProductListPage,
}));
const CouponsPage = lazy(async () => ({
  default: (await import('../../../features/shop/pages/CouponsPage')).CouponsPage,
}));
const PlaceOrderPage = lazy(async () => ({
  default: (await import('../../../features/purchase/pages/PlaceOrderPage')).PlaceOrderPage,
}));
const BuyDetailsPage = lazy(async () => ({
  default: (await import('../../../features/purchase/pages/BuyDetailsPage')).BuyDetailsPage,
}));
const CertificatesPage = lazy(async () => ({
  default: (await import('../../../features/certificates/pages/CertificatesPage')).CertificatesPage,
}));
const ExpiringCertsPage = lazy(async () => ({
  default: (await import('../../../features/certificates/pages/ExpiringCertsPage')).ExpiringCertsPage,
}));
const DomainsPage = lazy(async () => ({
  default: (await import('../../../features/domains/pages/DomainsPage')).DomainsPage,
}));
const ReissuePage = lazy(async () => ({
  default: (await import('../../../features/reissue/pages/ReissuePage')).ReissuePage,
}));
const ReissueDetailPage = lazy(async () => ({
  default: (await import('../../../features/reissue/pages/ReissueDetailPage')).ReissueDetailPage,
}));
// My Orders draws its first screen without antd (issue 31): no withAntd here; its antd widgets are islands.
const OrdersPage = lazy(async () => ({
  default: (await import('../../../features/orders/pages/OrdersPage')).OrdersPage,
}));
const OrderDetailPage = lazy(async () => ({
  default: (await import('../../../features/orders/pages/OrderDetailPage')).OrderDetailPage,
}));
const BulkOrderPage = lazy(async () => ({
  default: (await import('../../../features/orders/pages/BulkOrderPage')).BulkOrderPage,
}));
const AddFundsPage = lazy(async () => ({
  default: (await import('../../../features/funds/pages/AddFundsPage')).AddFundsPage,
}));
const AccountActivityPage = lazy(async () => ({
  default: (await import('../../../features/billing/pages/AccountActivityPage')).AccountActivityPage,
}));
const BillingPage = lazy(async () => ({
  default: (await import('../../../features/billing/pages/BillingPage')).BillingPage,
}));
const AccountStatementPage = lazy(async () => ({
  default: (await import('../../../features/billing/pages/AccountStatementPage')).AccountStatementPage,
}));
const SubUsersPage = lazy(async () => ({
  default: (await import('../../../features/team/pages/SubUsersPage')).SubUsersPage,
}));
const AddSubUserPage = lazy(async () => ({
  default: (await import('../../../features/team/pages/AddSubUserPage')).AddSubUserPage,
}));
const NotificationsPage = lazy(async () => ({
  default: (await import('../../../features/notifications/pages/NotificationsPage')).NotificationsPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('../../../features/audit/pages/AuditLogPage')).AuditLogPage,
}));
const AffiliatePage = lazy(async () => ({
  default: (await import('../../../features/affiliate/pages/AffiliatePage')).AffiliatePage,
}));
const CommissionOrdersPage = lazy(async () => ({
  default: (await import('../../../features/affiliate/pages/CommissionOrdersPage')).CommissionOrdersPage,
}));
const CommissionExtractPage = lazy(async () => ({
  default: (await import('../../../features/affiliate/pages/CommissionExtractPage')).CommissionExtractPage,
}));
const StorefrontOfferPage = lazy(async () => ({
  default: (await import('../../../features/storefront/pages/StorefrontOfferPage')).StorefrontOfferPage,
}));
const ApiKeysPage = lazy(async () => ({
  default: (await import('../../../features/api-keys/pages/ApiKeysPage')).ApiKeysPage,
}));
const PriceMatchPage = lazy(async () => ({
  default: (await import('../../../features/pricing-requests/pages/PriceMatchPage')).PriceMatchPage,
}));
const UnlistedProductPage = lazy(async () => ({
  default: (await import('../../../features/pricing-requests/pages/UnlistedProductPage')).UnlistedProductPage,
}));
const BulkBuysPage = lazy(async () => ({
  default: (await import('../../../features/pricing-requests/pages/BulkBuysPage')).BulkBuysPage,
}));
const GuaranteePage = lazy(async () => ({
  default: (await import('../../../features/pricing-requests/pages/GuaranteePage')).GuaranteePage,
}));

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
