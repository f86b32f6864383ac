import { centsToAmount, ORDER_STATUS } from '@portal/contract';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { createUpstreamActions } from '../certificates/upstream-actions.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { findOrder, moveOrderStatusReturning, updateOrder } from '../orders/order-records.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { ValidationService } from '../validation/validation.service.js';

export interface StuckOrderOutcome {
  id: number;
  status: number;
  /** What the CA still says or could not be asked (translated by the caller), null when nothing is wrong. */
  lastProblem: { key: string; vars: Record<string, string | number> } | null;
  /** Cents that went back to the balance (refund). */
  refundedCents: number;
}

/**
 * The operator's hands on an order stuck on its upstream CA, for the console (`POST ops/orders/{id}/upstream-retry`,
 * `…/upstream-refund`) and `portal order:upstream-retry | order:upstream-refund` alike (docs/domain/upstreams.md).
 * Retry asks the CA now: the cancel or revocation it still owes, else the waiting order's poll (its backoff is
 * skipped). Refund ends an order still waiting on the CA (status 1): cancelled, then refunded to the balance through
 * the ledger in one transaction (the status moves guard it: a second refund finds it moved and is refused), and the
 * CA's order is cancelled after the commit (kept and retried when the CA does not answer).
 */
export function createUpstreamStuckService(
  deps: ServiceDeps,
  parts: { cas: CaDirectory; validation: ValidationService; refunds: RefundService },
) {
  const actions = createUpstreamActions(deps, parts.cas);

  async function requireOrder(orderId: number) {
    const order = await findOrder(deps.db, orderId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
    return order;
  }
  const notStuck = (orderId: number) =>
    new AppError('orderState', 'errors.notStuckOnUpstream', { id: orderId });
  const waitsOnUpstream = (order: { status: number; caName: string | null }) =>
    order.status === ORDER_STATUS.pending &&
    order.caName !== null &&
    parts.cas.forOrder(order as never).validatesNames;

  return {
    async retry(orderId: number, actor: OperatorActor): Promise<StuckOrderOutcome> {
      const order = await requireOrder(orderId);
      const owed = order.upstreamAction;
      if (!owed && !waitsOnUpstream(order)) throw notStuck(orderId);
      const now = deps.clock.now();
      await appendOperatorAudit(deps.db, actor, {
        action: 'order.upstreamRetry',
        targetType: 'order',
        targetId: String(orderId),
        details: {
          upstream: order.caName,
          owed: owed?.action ?? null,
          attempts: owed?.attempts ?? order.pollAttempts,
        },
        at: now,
      });
      if (owed) await actions.retry(orderId);
      else {
        // Due now: the CA is asked in this request, and the job's next run finds the order at its usual pace.
        await updateOrder(deps.db, orderId, { nextPollAt: null }, now);
        await parts.validation.checkOrder({ ...order, nextPollAt: null });
      }
      const after = await requireOrder(orderId);
      return { id: orderId, status: after.status, lastProblem: after.lastProblem, refundedCents: 0 };
    },

    async refund(orderId: number, reason: string, actor: OperatorActor): Promise<StuckOrderOutcome> {
      const order = await requireOrder(orderId);
      if (!waitsOnUpstream(order) || !order.paid) throw notStuck(orderId);
      const { refundedCents, afterCommit } = await deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        let from: number = ORDER_STATUS.pending;
        for (const to of [ORDER_STATUS.cancel, ORDER_STATUS.refunding, ORDER_STATUS.refunded]) {
          const moved = await moveOrderStatusReturning(tx, orderId, from, to, now, {
            lastProblem: { key: 'ops.upstreamRefunded', vars: { reason } },
          });
          if (!moved) throw new AppError('orderState', 'errors.orderChanged');
          from = to;
        }
        const refund = await parts.refunds.refundRejectedReview(tx, order, reason);
        await appendOperatorAudit(tx, actor, {
          action: 'order.upstreamRefund',
          targetType: 'order',
          targetId: String(orderId),
          details: {
            reason,
            account: order.accountId,
            upstream: order.caName,
            amount: centsToAmount(refund.amountCents),
            before: { status: order.status },
            after: { status: ORDER_STATUS.refunded, refunded: centsToAmount(refund.amountCents) },
          },
          at: now,
        });
        return { refundedCents: refund.amountCents, afterCommit: refund.afterCommit };
      });
      await afterCommit();
      // The CA's order is cancelled after the money moved; a CA that does not answer is asked again by the job.
      if (order.caOrderId) await actions.cancel({ ...order, status: ORDER_STATUS.refunded });
      const after = await requireOrder(orderId);
      return { id: orderId, status: after.status, lastProblem: after.lastProblem, refundedCents };
    },
  };
}
export type UpstreamStuckService = ReturnType<typeof createUpstreamStuckService>;
