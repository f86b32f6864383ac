import { canMoveOrder } from '@portal/contract';

/**
 * A status write the transition table (`ORDER_TRANSITIONS`, packages/contract order-status.ts) does not allow: a bug
 * of the caller, refused before anything is written. An exceptional move belongs in the table, not around it.
 */
export class OrderStatusMoveRefused extends Error {
  constructor(
    readonly orderId: number,
    readonly from: number,
    readonly to: number,
  ) {
    super(`order ${orderId}: no move from ${from} to ${to}`);
    this.name = 'OrderStatusMoveRefused';
  }
}

/** Throws OrderStatusMoveRefused unless the table allows the move from every one of `from` to `to`. */
export function assertOrderMove(orderId: number, from: number | readonly number[], to: number): void {
  for (const status of typeof from === 'number' ? [from] : from)
    if (!canMoveOrder(status, to)) throw new OrderStatusMoveRefused(orderId, status, to);
}
