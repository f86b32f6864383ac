import { call, ROUTES } from '../../../lib/api';

/** GET islogin: msg truthy when the session is logged in. Silent: a failure just means "not known". */
export async function isLogin(): Promise<boolean> {
  const msg = await call(ROUTES.isLogin, {}, { silent: true });
  return Boolean(msg);
}
