import type { PayoutStatus } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

const silent = { silent: true } as const;
export const opsQueuesKey = ['ops', 'queues'] as const;

export type RefundFilter = 'pending' | 'approved' | 'rejected' | 'any';
export type PayoutFilter = PayoutStatus | 'open' | 'any';

/** GET ops/refunds?status&page&pageSize: refund applications (pending is the queue). */
export function useOpsRefunds(args: { status: RefundFilter } & PageArgs) {
  return useQuery({
    queryKey: [...opsQueuesKey, 'refunds', args],
    queryFn: () => call(ROUTES.opsRefunds, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}

/** POST ops/refunds/{id}/approve {note} | reject {reason} -> {id, orderId, status, refunded}. */
export function decideRefund(
  id: number,
  decision: { kind: 'approve'; note: string } | { kind: 'reject'; reason: string },
) {
  return decision.kind === 'approve'
    ? call(ROUTES.opsRefundApprove, { params: { id }, body: { note: decision.note } }, silent)
    : call(ROUTES.opsRefundReject, { params: { id }, body: { reason: decision.reason } }, silent);
}

/** GET ops/payouts?status&page&pageSize: payout requests (open is the queue) and whether PayPal can send. */
export function useOpsPayouts(args: { status: PayoutFilter } & PageArgs) {
  return useQuery({
    queryKey: [...opsQueuesKey, 'payouts', args],
    queryFn: () => call(ROUTES.opsPayouts, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}

/** POST ops/payouts/{id}/approve {reference?} | reject {reason} -> the payout. */
export function decidePayout(
  id: number,
  decision: { kind: 'approve'; reference: string } | { kind: 'reject'; reason: string },
) {
  return decision.kind === 'approve'
    ? call(
        ROUTES.opsPayoutApprove,
        { params: { id }, body: decision.reference ? { reference: decision.reference } : {} },
        silent,
      )
    : call(ROUTES.opsPayoutReject, { params: { id }, body: { reason: decision.reason } }, silent);
}

/** GET ops/payments/offline?page&pageSize: payments waiting for money sent outside the portal. */
export function useOpsOfflinePayments(args: PageArgs) {
  return useQuery({
    queryKey: [...opsQueuesKey, 'offline', args],
    queryFn: () => call(ROUTES.opsOfflinePayments, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}

/** POST ops/payments/{id}/received {reference} -> {id, type, amount, balance}. */
export function markPaymentReceived(id: number, reference: string) {
  return call(ROUTES.opsPaymentReceived, { params: { id }, body: { reference } }, silent);
}
