import { ORDER_STATUS, type OpsOrderWholesale } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';

/** The settlement currency: what customers pay is in US cents (orders.total_cents). */
export const SETTLEMENT_CURRENCY = 'USD';

/** What the customer paid for the order, US cents: its total once paid, 0 while unpaid or once refunded. */
export function saleCentsOf(order: Pick<OrderRow, 'paid' | 'status' | 'totalCents'>): number {
  return order.paid && order.status !== ORDER_STATUS.refunded ? order.totalCents : 0;
}

/**
 * One order's wholesale side (docs/domain/upstreams.md "Wholesale cost"): sale − what the upstream charged, in
 * integer cents; no margin while the cost is unknown or in another currency than the sale's.
 */
export function wholesaleOf(
  order: Pick<
    OrderRow,
    'paid' | 'status' | 'totalCents' | 'caName' | 'upstreamCostCents' | 'upstreamCostCurrency'
  >,
): OpsOrderWholesale {
  const saleCents = saleCentsOf(order);
  const costCents = order.upstreamCostCents;
  const currency = costCents === null ? null : (order.upstreamCostCurrency ?? SETTLEMENT_CURRENCY);
  const marginUnknown =
    costCents === null ? 'costUnknown' : currency !== SETTLEMENT_CURRENCY ? 'otherCurrency' : null;
  return {
    upstream: order.caName,
    saleCents,
    costCents,
    currency,
    marginCents: marginUnknown || costCents === null ? null : saleCents - costCents,
    marginUnknown,
  };
}
