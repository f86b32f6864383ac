import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NotFound } from '../components/NotFound';
import { Screen } from '../components/Screen';
import { AdvertisementSlot } from '../features/advertisements/components/AdvertisementSlot';
import { ChatWidget } from '../features/chat/components/ChatWidget';
import { AUTH_PATHS, DEFAULT_AFTER_LOGIN, isAuthPath, registerNavigator } from '../lib/navigation';
import { withAntd, withMemberTexts, withQueries } from './antdRoute';
import { BareLayout } from './layouts/BareLayout';

const loadAuthPage = () => import('../features/auth/pages/AuthPage');
const loadMemberShell = () => import('./layouts/member/MemberShell');

/** Screens are loaded on demand; the member shell and its pages bring antd with them. */
const AuthPage = lazy(async () => ({ default: (await loadAuthPage()).AuthPage }));
const WelcomeScreen = lazy(async () => ({
  default: (await import('../components/WelcomeScreen')).WelcomeScreen,
}));
const MemberShell = lazy(withQueries(withAntd(async () => (await loadMemberShell()).MemberShell)));
const DashboardPage = lazy(async () => ({
  default: (await import('../features/dashboard/pages/DashboardPage')).DashboardPage,
}));
const ProfilePage = lazy(async () => ({
  default: (await import('../features/account/pages/ProfilePage')).ProfilePage,
}));
const ProductListPage = lazy(async () => ({
  default: (await import('../features/shop/pages/ProductListPage')).ProductListPage,
}));
const CouponsPage = lazy(async () => ({
  default: (await import('../features/shop/pages/CouponsPage')).CouponsPage,
}));
const PlaceOrderPage = lazy(async () => ({
  default: (await import('../features/purchase/pages/PlaceOrderPage')).PlaceOrderPage,
}));
const BuyDetailsPage = lazy(async () => ({
  default: (await import('../features/purchase/pages/BuyDetailsPage')).BuyDetailsPage,
}));
const CertificatesPage = lazy(async () => ({
  default: (await import('../features/certificates/pages/CertificatesPage')).CertificatesPage,
}));
const ExpiringCertsPage = lazy(async () => ({
  default: (await import('../features/certificates/pages/ExpiringCertsPage')).ExpiringCertsPage,
}));
const ReissuePage = lazy(async () => ({
  default: (await import('../features/reissue/pages/ReissuePage')).ReissuePage,
}));
const ReissueDetailPage = lazy(async () => ({
  default: (await import('../features/reissue/pages/ReissueDetailPage')).ReissueDetailPage,
}));
const OrdersPage = lazy(async () => ({
  default: (await import('../features/orders/pages/OrdersPage')).OrdersPage,
}));
const OrderDetailPage = lazy(async () => ({
  default: (await import('../features/orders/pages/OrderDetailPage')).OrderDetailPage,
}));
const BulkOrderPage = lazy(async () => ({
  default: (await import('../features/orders/pages/BulkOrderPage')).BulkOrderPage,
}));
const AddFundsPage = lazy(async () => ({
  default: (await import('../features/funds/pages/AddFundsPage')).AddFundsPage,
}));
const AccountActivityPage = lazy(async () => ({
  default: (await import('../features/billing/pages/AccountActivityPage')).AccountActivityPage,
}));
const BillingPage = lazy(async () => ({
  default: (await import('../features/billing/pages/BillingPage')).BillingPage,
}));
const AccountStatementPage = lazy(async () => ({
  default: (await import('../features/billing/pages/AccountStatementPage')).AccountStatementPage,
}));
const SubUsersPage = lazy(async () => ({
  default: (await import('../features/team/pages/SubUsersPage')).SubUsersPage,
}));
const AddSubUserPage = lazy(async () => ({
  default: (await import('../features/team/pages/AddSubUserPage')).AddSubUserPage,
}));
const NotificationsPage = lazy(async () => ({
  default: (await import('../features/notifications/pages/NotificationsPage')).NotificationsPage,
}));
const AuditLogPage = lazy(async () => ({
  default: (await import('../features/audit/pages/AuditLogPage')).AuditLogPage,
}));
const AffiliatePage = lazy(async () => ({
  default: (await import('../features/affiliate/pages/AffiliatePage')).AffiliatePage,
}));
const CommissionOrdersPage = lazy(async () => ({
  default: (await import('../features/affiliate/pages/CommissionOrdersPage')).CommissionOrdersPage,
}));
const CommissionExtractPage = lazy(async () => ({
  default: (await import('../features/affiliate/pages/CommissionExtractPage')).CommissionExtractPage,
}));
const StorefrontOfferPage = lazy(async () => ({
  default: (await import('../features/storefront/pages/StorefrontOfferPage')).StorefrontOfferPage,
}));
const ApiKeysPage = lazy(async () => ({
  default: (await import('../features/api-keys/pages/ApiKeysPage')).ApiKeysPage,
}));
const PriceMatchPage = lazy(async () => ({
  default: (await import('../features/pricing-requests/pages/PriceMatchPage')).PriceMatchPage,
}));
const UnlistedProductPage = lazy(async () => ({
  default: (await import('../features/pricing-requests/pages/UnlistedProductPage')).UnlistedProductPage,
}));
const BulkBuysPage = lazy(async () => ({
  default: (await import('../features/pricing-requests/pages/BulkBuysPage')).BulkBuysPage,
}));
const GuaranteePage = lazy(async () => ({
  default: (await import('../features/pricing-requests/pages/GuaranteePage')).GuaranteePage,
}));
// The operator console: the gate (with TanStack Query, no antd) decides whether the console's chunks load. The
// console is declared here, not in the gate's chunk: the entry's (inlined) stylesheet must not become a dependency.
const OpsGate = lazy(async () => ({ default: (await import('./layouts/ops/OpsGate')).OpsGate }));
const OpsConsole = lazy(withQueries(async () => ({ default: () => <OpsGate console={<OpsShell />} /> })));
const OpsShell = lazy(withAntd(async () => (await import('../features/ops/OpsShell')).OpsShell));
const OpsOrdersPage = lazy(async () => ({
  default: (await import('../features/ops/pages/OpsOrdersPage')).OpsOrdersPage,
}));
const OpsCreditPage = lazy(async () => ({
  default: (await import('../features/ops/pages/OpsCreditPage')).OpsCreditPage,
}));
const OpsAuditPage = lazy(async () => ({
  default: (await import('../features/ops/pages/OpsAuditPage')).OpsAuditPage,
}));
// One import for the console's users and money-queue pages (the entry's size: see OpsPages.ts).
const opsPages = () => import('../features/ops/pages/OpsPages');
const OpsUsersPage = lazy(async () => ({ default: (await opsPages()).OpsUsersPage }));
const OpsUserPage = lazy(async () => ({ default: (await opsPages()).OpsUserPage }));
const OpsRefundsPage = lazy(async () => ({ default: (await opsPages()).OpsRefundsPage }));
const OpsPayoutsPage = lazy(async () => ({ default: (await opsPages()).OpsPayoutsPage }));
const OpsOfflinePaymentsPage = lazy(async () => ({ default: (await opsPages()).OpsOfflinePaymentsPage }));
const OpsContentPage = lazy(async () => ({ default: (await opsPages()).OpsContentPage }));
const SslDownloadPage = lazy(
  withQueries(
    withMemberTexts(async () => ({
      default: (await import('../features/certificates/pages/SslDownloadPage')).SslDownloadPage,
    })),
  ),
);

/**
 * Starts downloading the screen of the address being opened while the start-up calls run, instead of after
 * them (React would only ask for it once it renders).
 */
export function preloadScreen(pathname: string): void {
  if (isAuthPath(pathname)) void loadAuthPage();
  else if (pathname.startsWith('/admin')) void loadMemberShell();
}

/** The spec's /login (where code 1002 sends the browser) is our /admin/manage-login; the query is kept. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${AUTH_PATHS.login}${search}`} replace />;
}

/** Lets code outside React (the API client's 1002 redirect, logout) navigate without a page load. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigator(async (to, options) => {
      await navigate(to, options);
    });
    return () => registerNavigator(undefined);
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <>
      <NavigatorBridge />
      {/* Beside the routes, so every layout has them: the chat widget on every page, the advertisement popup
          on the home, product and dashboard pages (keyed on the path). */}
      <ChatWidget />
      <AdvertisementSlot />
      <Screen>
        <Routes>
          <Route element={<BareLayout />}>
            <Route index element={<WelcomeScreen />} />
            <Route path={AUTH_PATHS.login} element={<AuthPage />} />
            <Route path={AUTH_PATHS.register} element={<AuthPage />} />
            <Route path={AUTH_PATHS.reset} element={<AuthPage />} />
            <Route path="/ssl-download" element={<SslDownloadPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="/login" element={<LoginRedirect />} />
          <Route path="/ops" element={<OpsConsole />}>
            <Route index element={<Navigate to="orders" replace />} />
            <Route path="orders" element={<OpsOrdersPage />} />
            <Route path="credit" element={<OpsCreditPage />} />
            <Route path="audit" element={<OpsAuditPage />} />
            <Route path="users" element={<OpsUsersPage />} />
            <Route path="users/:uid" element={<OpsUserPage />} />
            <Route path="refunds" element={<OpsRefundsPage />} />
            <Route path="payouts" element={<OpsPayoutsPage />} />
            <Route path="payments/offline" element={<OpsOfflinePaymentsPage />} />
            <Route path=":contentPage" element={<OpsContentPage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="/admin" element={<MemberShell />}>
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
      </Screen>
    </>
  );
}
