import { isApiError } from '../../../lib/api';
import { translateKey, translateMessage } from '../../../lib/i18n';
import type { FieldError } from '@portal/contract';
import { toast } from '../../../lib/toast';

/**
 * The auth forms opt out of the client's toast: the server's field errors go on the fields; otherwise
 * the error text is toasted and the user stays on the form.
 */
export function reportAuthError(error: unknown, setFieldErrors: (errors: FieldError[]) => boolean): void {
  if (!isApiError(error)) {
    toast.error(translateKey('unknownError') ?? 'unknown error');
    return;
  }
  if (setFieldErrors(error.errors)) return;
  toast.error(translateMessage(error.msg));
}
