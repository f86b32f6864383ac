import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../api';

export type AuthzAnswer = CallAnswer<typeof ROUTES.orderAuthz>;
export type OrderCert = CallAnswer<typeof ROUTES.orderCert>;

/**
 * GET order/commit?id (status 12): submits an order waiting submit once it is paid or in its trial. Silent:
 * the wizard, the detail page, the row menu and bulk submit each show a failure their own way.
 */
export function commitOrder(id: number) {
  return call(ROUTES.orderCommit, { query: { id } }, { silent: true });
}

export function useCommitOrder() {
  return useMutation({ mutationFn: commitOrder });
}

/**
 * GET order/authz/{id} (CSRF header): checks every name now. Success: all passed, with the order's new status.
 * Not yet: code 1024, `msg` the first problem and `errors` one `{field: <domain>, message}` per failing name
 * (silent: the caller shows them).
 */
export function authorizeOrder(id: number) {
  return call(ROUTES.orderAuthz, { params: { id } }, { silent: true });
}

export function useAuthorizeOrder() {
  return useMutation({ mutationFn: authorizeOrder });
}

/**
 * GET order/cert/{id} (CSRF header; status 2 or 3): the current certificate with its chain, the key when the
 * portal holds it ('' otherwise), its sha1. A refusal is shown by the caller.
 */
export function getOrderCert(id: number) {
  return call(ROUTES.orderCert, { params: { id } }, { silent: true });
}
