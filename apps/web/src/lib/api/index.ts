import { translateKey } from '../i18n';
import { redirectToLogin } from '../navigation';
import { toast } from '../toast';
import { createApiClient } from './client';

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
