// The web app's own page paths that the server needs too (mail links, the hints index.html carries).

/** The sign-in screens (one page with three forms). */
export const AUTH_PATHS = {
  login: '/admin/manage-login',
  register: '/admin/manage-register',
  reset: '/admin/manage-reset',
} as const;

/** The sign-in screens, and the spec's /login (a redirect to ours). */
export function isAuthPath(pathname: string): boolean {
  return (
    (Object.values(AUTH_PATHS) as string[]).includes(pathname.replace(/\/+$/, '')) || pathname === '/login'
  );
}
