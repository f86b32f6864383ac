import { translateKey } from '../i18n';
import { redirectToLogin } from '../navigation';
import { toast } from '../toast';
import { createCall } from './call';
import { createApiClient } from './client';
export { createCall, type Call, type CallAnswer, type CallInput, type CallOptions } from './call';
export { ROUTES } from '@portal/contract';

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
