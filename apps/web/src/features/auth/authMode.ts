import { AUTH_PATHS } from '../../lib/navigation';

export type AuthMode = 'login' | 'register' | 'forget' | 'reset';

/** The four modes of the authentication screen, chosen from the path (and the reset token). */
export function authModeOf(pathname: string, token: string | null): AuthMode {
  const path = pathname.replace(/\/+$/, '');
  if (path === AUTH_PATHS.register) return 'register';
  if (path === AUTH_PATHS.reset) return token ? 'reset' : 'forget';
  return 'login';
}
