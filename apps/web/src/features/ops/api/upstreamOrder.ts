import { call, ROUTES } from '../../../lib/api';

/** POST ops/orders/{id}/upstream-retry: ask the order's upstream CA again now (docs/domain/upstreams.md). */
export function retryUpstreamOrder(id: number) {
  return call(ROUTES.opsOrderUpstreamRetry, { params: { id } });
}

/** POST ops/orders/{id}/upstream-refund {reason}: cancel an order stuck on its CA and refund it (money action). */
export function refundUpstreamOrder(id: number, reason: string) {
  return call(ROUTES.opsOrderUpstreamRefund, { params: { id }, body: { reason } });
}
