import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NotFound } from '../components/NotFound';
import { Screen } from '../components/Screen';
import { ShellSkeleton } from '../components/Skeleton';
import { AdvertisementSlot } from '../features/advertisements/components/AdvertisementSlot';
import { ChatWidget } from '../features/chat/components/ChatWidget';
import { loadMemberCatalog } from '../lib/i18n';
import { AUTH_PATHS, isAuthPath, registerNavigator } from '../lib/navigation';
import { mayHaveSession } from '../lib/sessionCookie';
import { withAntd, withMemberTexts, withQueries } from './antdRoute';
import { BareLayout } from './layouts/BareLayout';
import { currentPreferences } from './session';

const loadAuthPage = () => import('../features/auth/pages/AuthPage');
// The member area's routes and its shell in one chunk: its ~40 page loaders stay out of the first page's entry.
const loadMemberRoutes = () => import('./layouts/member/MemberRoutes');

/** Screens are loaded on demand; the member area's pages and the console bring antd with them. */
const AuthPage = lazy(async () => ({ default: (await loadAuthPage()).AuthPage }));
// The member shell draws without antd (issue 31): its routes come with the member texts, each page with antd.
const MemberArea = lazy(withQueries(withMemberTexts(async () => (await loadMemberRoutes()).MemberRoutes)));
// The operator console: the gate (with TanStack Query, no antd) decides whether the console's chunk loads; the
// console's shell, routes and page loaders are that one lazy chunk (app/layouts/ops/OpsRoutes.tsx).
const loadOpsGate = () => import('./layouts/ops/OpsGate');
const loadOpsRoutes = () => import('./layouts/ops/OpsRoutes');
const OpsGate = lazy(async () => ({ default: (await loadOpsGate()).OpsGate }));
const OpsConsole = lazy(withQueries(async () => ({ default: () => <OpsGate console={<OpsArea />} /> })));
// The console's shell and landing page draw without antd (issue 31): only the member texts come with its routes;
// every other page brings antd itself (OpsRoutes.tsx).
const OpsArea = lazy(async () => {
  const [{ OpsRoutes }] = await Promise.all([loadOpsRoutes(), loadMemberCatalog(currentPreferences().lang)]);
  return { default: OpsRoutes };
});

/**
 * The pages people open by a full page load and wait for (issue 31): their chunk is asked at start-up too, beside
 * the shell's (the lazy routes would ask for it only once the shell and the profile are there). The same import
 * as MemberRoutes' / OpsRoutes' lazy pages, so one download serves both.
 */
const PAGE_CHUNKS: { path: string; load: () => Promise<unknown> }[] = [
  { path: '/admin/order/list', load: () => import('../features/orders/pages/OrdersPage') },
  { path: '/admin/invoice/billing', load: () => import('../features/billing/pages/BillingPage') },
  { path: '/ops/overview', load: () => import('../features/ops/pages/OpsOverviewPage') },
];

// The storefront purchase (bare layout, antd and the member texts, no member shell).
const StorefrontPurchasePage = lazy(
  withQueries(
    withAntd(
      async () => (await import('../features/purchase/pages/StorefrontPurchasePage')).StorefrontPurchasePage,
    ),
  ),
);

/**
 * Starts downloading the screen of the address being opened while the start-up calls run, instead of after
 * them (React would only ask for it once it renders).
 */
export function preloadScreen(pathname: string, search = ''): void {
  if (isAuthPath(pathname)) {
    void loadAuthPage();
    return;
  }
  const inConsole = pathname === '/ops' || pathname.startsWith('/ops/');
  if (!inConsole && !pathname.startsWith('/admin')) return;
  if (!inConsole) void loadMemberRoutes();
  if (!mayHaveSession(document.cookie)) return;
  const page = pathname === '/ops' || pathname === '/ops/' ? '/ops/overview' : pathname;
  const chunk = PAGE_CHUNKS.find((candidate) => candidate.path === page);
  if (chunk && !inConsole) void chunk.load();
  if (inConsole) void loadOpsGate();
  // The profile, then the page's rows, asked in parallel with the code (app/prefetch.ts).
  void import('./prefetch').then(async ({ prefetchProfile, prefetchRows, isOperator }) => {
    const profile = await prefetchProfile();
    if (!profile) return;
    if (inConsole) {
      // The console's chunks are for operators only (OpsGate decides; the server refuses the others anyway).
      if (!isOperator(profile)) return;
      void loadOpsRoutes();
      void chunk?.load();
    }
    await prefetchRows(page, search, profile);
  });
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
            <Route path={AUTH_PATHS.login} element={<AuthPage />} />
            <Route path={AUTH_PATHS.register} element={<AuthPage />} />
            <Route path={AUTH_PATHS.reset} element={<AuthPage />} />
            {/* The storefront purchase (spec 001 sections 2 and 4); web.ts answers these with index.html. */}
            <Route path="/contact-details" element={<StorefrontPurchasePage />} />
            <Route path="/csr-generation" element={<StorefrontPurchasePage />} />
            <Route path="/private-key-download" element={<StorefrontPurchasePage />} />
            <Route path="/validation-method" element={<StorefrontPurchasePage />} />
            <Route path="*" element={<NotFound />} />
          </Route>
          <Route path="/login" element={<LoginRedirect />} />
          {/* The member area and the console show their frame while their chunks load, not a blank page. */}
          <Route
            path="/ops/*"
            element={
              <Screen fallback={<ShellSkeleton />}>
                <OpsConsole />
              </Screen>
            }
          />
          <Route
            path="/admin/*"
            element={
              <Screen fallback={<ShellSkeleton />}>
                <MemberArea />
              </Screen>
            }
          />
        </Routes>
      </Screen>
    </>
  );
}
