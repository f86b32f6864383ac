import { ORDER_STATUS, ORDER_STATUS_KEYS } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { subscriptionEnd } from '../orders/subscription.js';

/**
 * Whether an order may use the ACME server now (credentials, new accounts, new orders, finalize): paid, a TLS
 * certificate, issued (status 2 or 3), its subscription still running, and handled by a CA that trusts the
 * portal's validation (the built-in CA; an external ACME CA validates names itself, so it cannot be fed a
 * client's pre-authorized order). Null when it may; else why not, in English (ACME problem details are English).
 */
export function acmeRefusalOf(order: OrderRow, cas: CaDirectory, now: Date): string | null {
  if (!order.paid) return `order ${order.id} is not paid`;
  if (order.productType === 'CodeSign')
    return `order ${order.id} is a code-signing order; ACME issues TLS certificates`;
  if (order.status !== ORDER_STATUS.issued && order.status !== ORDER_STATUS.complete) {
    const name = ORDER_STATUS_KEYS.find((k) => ORDER_STATUS[k] === order.status) ?? String(order.status);
    return `order ${order.id} is ${name}: ACME serves issued orders only`;
  }
  const end = subscriptionEnd(order);
  if (!end || end.getTime() <= now.getTime())
    return `the subscription of order ${order.id} ended${end ? ` on ${end.toISOString().slice(0, 10)}` : ''}`;
  if (cas.forOrder(order).validatesNames)
    return `order ${order.id} is issued by an external CA that validates names itself; ACME serves built-in CA orders`;
  return null;
}
