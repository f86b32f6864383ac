import { lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router';
import { NotFound } from '../components/NotFound';
import { Screen } from '../components/Screen';
import { AdvertisementSlot } from '../features/advertisements/components/AdvertisementSlot';
import { ChatWidget } from '../features/chat/components/ChatWidget';
import { AUTH_PATHS, isAuthPath, registerNavigator } from '../lib/navigation';
import { withAntd, withQueries } from './antdRoute';
import { BareLayout } from './layouts/BareLayout';

const loadAuthPage = () => import('../features/auth/pages/AuthPage');
// The member area's routes and its shell in one chunk: its ~40 page loaders stay out of the first page's entry.
const loadMemberRoutes = () => import('./layouts/member/MemberRoutes');

/** Screens are loaded on demand; the member shell and its pages bring antd with them. */
const AuthPage = lazy(async () => ({ default: (await loadAuthPage()).AuthPage }));
const MemberArea = lazy(withQueries(withAntd(async () => (await loadMemberRoutes()).MemberRoutes)));
// The operator console: the gate (with TanStack Query, no antd) decides whether the console's chunk loads; the
// console's shell, routes and page loaders are that one lazy chunk (app/layouts/ops/OpsRoutes.tsx).
const OpsGate = lazy(async () => ({ default: (await import('./layouts/ops/OpsGate')).OpsGate }));
const OpsConsole = lazy(withQueries(async () => ({ default: () => <OpsGate console={<OpsArea />} /> })));
const OpsArea = lazy(withAntd(async () => (await import('./layouts/ops/OpsRoutes')).OpsRoutes));

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
export function preloadScreen(pathname: string): void {
  if (isAuthPath(pathname)) void loadAuthPage();
  else if (pathname.startsWith('/admin')) void loadMemberRoutes();
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
          <Route path="/ops/*" element={<OpsConsole />} />
          <Route path="/admin/*" element={<MemberArea />} />
        </Routes>
      </Screen>
    </>
  );
}
