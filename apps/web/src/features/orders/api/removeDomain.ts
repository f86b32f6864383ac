import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT order/remove-domain/{id}?domain: drops a name that fails validation. */
export function removeDomain(args: { orderID: number; domain: string }) {
  return call(ROUTES.removeDomain, { params: { id: args.orderID }, query: { domain: args.domain } });
}

export function useRemoveDomain() {
  return useMutation({ mutationFn: removeDomain });
}
