import { createBrowserRouter, Navigate, useLocation } from 'react-router';
import { NotFound } from '../components/NotFound';
import { PageLoading } from '../components/PageLoading';
import { RouteError } from '../components/RouteError';
import { AUTH_PATHS, DEFAULT_AFTER_LOGIN, registerNavigator } from '../lib/navigation';
import { antdRoute } from './antdRoute';
import { BareLayout } from './layouts/BareLayout';

/** The spec's /login (where code 1002 sends the browser) is our /admin/manage-login; the query is kept. */
function LoginRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${AUTH_PATHS.login}${search}`} replace />;
}

const authPage = async () => ({ Component: (await import('../features/auth/pages/AuthPage')).AuthPage });

export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      {
        Component: BareLayout,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../components/WelcomeScreen')).WelcomeScreen }),
          },
          { path: AUTH_PATHS.login, lazy: authPage },
          { path: AUTH_PATHS.register, lazy: authPage },
          { path: AUTH_PATHS.reset, lazy: authPage },
          { path: '*', Component: NotFound },
        ],
      },
      { path: '/login', Component: LoginRedirect },
      {
        path: '/admin',
        lazy: antdRoute(async () => (await import('./layouts/member/MemberShell')).MemberShell),
        children: [
          { index: true, element: <Navigate to={DEFAULT_AFTER_LOGIN} replace /> },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/account/pages/ProfilePage')).ProfilePage,
            }),
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
]);

registerNavigator((to, options) => router.navigate(to, options));
