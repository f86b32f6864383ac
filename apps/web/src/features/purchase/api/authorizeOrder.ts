import { ORDER_STATUS, type authzAnswer } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { getOrderDetail } from './getOrderDetail';

export type AuthzAnswer = z.infer<typeof authzAnswer>;

/**
 * GET order/authz/{id} (CSRF header): checks every name now. Success: all passed, with the order's new status
 * (3 issued, 11 under review by the CA). Not yet: code 1024, `msg` the first problem and `errors` one
 * `{field: <domain>, message}` per failing name; the order stays pending and the server re-checks it every
 * minute. The step shows both itself (silent).
 */
export function authorizeOrder(id: number): Promise<AuthzAnswer> {
  return api.get<AuthzAnswer>(`order/authz/${id}`, undefined, { silent: true });
}

export function useAuthorizeOrder() {
  return useMutation({ mutationFn: authorizeOrder });
}

/** Statuses an order reaches once its names passed: issued, complete (issued and stored), under review. */
const VALIDATED_STATUSES: readonly number[] = [
  ORDER_STATUS.issued,
  ORDER_STATUS.complete,
  ORDER_STATUS.underReview,
];

export function isValidated(status: number | undefined): boolean {
  return status !== undefined && VALIDATED_STATUSES.includes(status);
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
