import { VALIDATED_ORDER_STATUSES } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { getOrderDetail } from './getOrderDetail';

export { authorizeOrder, useAuthorizeOrder, type AuthzAnswer } from '../../../lib/queries/orderCalls';

/** The order's names passed (the contract's VALIDATED_ORDER_STATUSES: issued, complete, under review). */
export function isValidated(status: number | undefined): boolean {
  return status !== undefined && VALIDATED_ORDER_STATUSES.includes(status);
}

/** How often the step looks whether the server's own re-check (every minute) has passed the order. */
export const RECHECK_POLL_MS = 60_000;

/**
 * While the step waits for the server's re-check: the order's status from order/detail, read every minute, so
 * the step moves on by itself once the names pass.
 */
export function useValidationProgress(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: ['purchase', 'validation-progress', id ?? 0],
    queryFn: async () => (await getOrderDetail({ id: id! }, { silent: true })).status,
    enabled: enabled && id !== undefined,
    refetchInterval: RECHECK_POLL_MS,
    refetchIntervalInBackground: false,
    gcTime: 0,
  });
}
