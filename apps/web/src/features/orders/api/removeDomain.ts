import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT order/remove-domain/{id}?domain: drops a name that fails validation. */
export function removeDomain(args: { orderID: number; domain: string }) {
  return api.request<{ domain: string; removed: boolean }>(`order/remove-domain/${args.orderID}`, {
    method: 'PUT',
    query: { domain: args.domain },
  });
}

export function useRemoveDomain() {
  return useMutation({ mutationFn: removeDomain });
}
