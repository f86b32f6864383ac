import type { Routes } from '@portal/contract';
import { ROUTE_PATHS } from '@portal/contract/route-paths';
import { translateKey } from '../i18n';
import { redirectToLogin } from '../navigation';
import { toast } from '../toast';
import { createCall } from './call';
import { createApiClient } from './client';
export { createCall, type Call, type CallAnswer, type CallInput, type CallOptions } from './call';

export {
  ApiError,
  isApiError,
  createApiClient,
  type ApiClient,
  type RequestOptions,
  type Query,
} from './client';

/** The app's API client: /api/, cookies, CSRF header, toasts and the 1002 redirect. */
export const api = createApiClient({
  fetch: (input, init) => window.fetch(input, init),
  getCookies: () => document.cookie,
  notifyError: (text) => toast.error(text),
  translate: translateKey,
  onNotLoggedIn: redirectToLogin,
});

/** The typed call of the contract's route table: `call(ROUTES.orderInfo, { params: { id } })`. */
export const call = createCall(api);

/**
 * The route table as the web uses it: at run time only each call's method and path (`ROUTE_PATHS`), typed as the
 * whole table, whose schemas give the inputs and answers at compile time. The server validates; carrying every
 * schema here would load all of them with the login page (issue 20's budget).
 */
export const ROUTES = ROUTE_PATHS as unknown as Routes;
