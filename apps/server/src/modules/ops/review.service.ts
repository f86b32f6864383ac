import { centsToAmount, DEFAULT_LANGUAGE, normalizeLanguage, ORDER_STATUS } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import type { IssuanceService } from '../certificates/issuance.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { findOrder, moveOrderStatusReturning } from '../orders/order-records.js';
import type { RefundService } from '../refunds/refund.service.js';
import { createOpsRepository } from './ops.repository.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';

export { COMMAND_LINE_ACTOR, type OperatorActor } from '../operator-audit/operator-audit.js';

export interface ReviewOutcome {
  id: number;
  status: number;
  /** Cents that went back to the balance (a rejected paid order). */
  refundedCents: number;
}

/**
 * The review of OV, EV and code-signing orders (status 11), for the console and `portal order:reject` alike.
 * A decision is a claim (review_decisions, one row per order) written with its audit row and the customer's
 * letter in one transaction: of two decisions, concurrent or not, exactly one wins and the other gets 409.
 * Approval then asks the CA through the issuance service (the one `portal order:approve` uses); rejection ends
 * the order in 4 (invalid) or, when it was paid, in 6 (refunded) with the paid amount back on the balance.
 */
export function createReviewService(
  deps: ServiceDeps,
  parts: { issuance: IssuanceService; refunds: RefundService; letters: LetterWriter },
) {
  async function orderUnderReview(orderId: number): Promise<OrderRow> {
    const order = await findOrder(deps.db, orderId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
    if (order.status !== ORDER_STATUS.underReview)
      throw new AppError('orderState', 'errors.notUnderReview', { id: orderId });
    return order;
  }

  async function mail(
    order: OrderRow,
    key: 'reviewApproved' | 'reviewRejected',
    vars: Record<string, string | number>,
  ): Promise<void> {
    const account = await findAccount(deps.db, order.accountId);
    if (!account) return;
    const language = normalizeLanguage(account.lang) ?? DEFAULT_LANGUAGE;
    const all = { orderId: order.id, domain: order.commonName, ...vars };
    await deps.mailer.send({
      to: account.email,
      subject: translate(language, `server.mail.${key}Subject`, all),
      text: translate(language, `server.mail.${key}Body`, all),
    });
  }

  const alreadyDecided = (orderId: number) =>
    new AppError('orderState', 'ops.errors.alreadyDecided', { id: orderId });

  return {
    async approve(orderId: number, note: string, actor: OperatorActor): Promise<ReviewOutcome> {
      const order = await orderUnderReview(orderId);
      const retried = await deps.db.transaction(async (tx) => {
        const repo = createOpsRepository(tx);
        const now = deps.clock.now();
        const won = await repo.claimDecision({
          orderId,
          decision: 'approved',
          operatorEmail: actor.email,
          note,
          at: now,
        });
        // An approval whose CA could not be reached (the order stays in 11 with the problem noted) may be
        // asked again; while the first approval is still asking, lastProblem is empty and this is refused.
        const retry = !won && order.lastProblem !== null && (await repo.decisionOf(orderId)) === 'approved';
        if (!won && !retry) throw alreadyDecided(orderId);
        await appendOperatorAudit(tx, actor, {
          action: retry ? 'order.approve.retry' : 'order.approve',
          targetType: 'order',
          targetId: String(orderId),
          details: {
            note,
            account: order.accountId,
            before: { status: order.status },
            after: { decision: 'approved' },
          },
          at: now,
        });
        if (!retry)
          await parts.letters.notify(tx, order.accountId, {
            kind: 'reviewApproved',
            orderId,
            domain: order.commonName,
          });
        return retry;
      });
      // The CA is asked after the claim committed: never twice for one order, never inside a transaction.
      const issued = await parts.issuance.approve(orderId);
      if (!retried) await mail(order, 'reviewApproved', {});
      return { id: orderId, status: issued.status, refundedCents: 0 };
    },

    async reject(orderId: number, reason: string, actor: OperatorActor): Promise<ReviewOutcome> {
      const order = await orderUnderReview(orderId);
      const to = order.paid ? ORDER_STATUS.refunded : ORDER_STATUS.invalid;
      const { refundedCents, afterCommit } = await deps.db.transaction(async (tx) => {
        const repo = createOpsRepository(tx);
        const now = deps.clock.now();
        const won = await repo.claimDecision({
          orderId,
          decision: 'rejected',
          operatorEmail: actor.email,
          note: reason,
          at: now,
        });
        if (!won) throw alreadyDecided(orderId);
        const moved = await moveOrderStatusReturning(tx, orderId, ORDER_STATUS.underReview, to, now, {
          lastProblem: { key: 'ops.rejectedProblem', vars: { reason } },
        });
        if (!moved) throw alreadyDecided(orderId);
        const refund = order.paid
          ? await parts.refunds.refundRejectedReview(tx, order, reason)
          : { amountCents: 0, afterCommit: async () => {} };
        await appendOperatorAudit(tx, actor, {
          action: 'order.reject',
          targetType: 'order',
          targetId: String(orderId),
          details: {
            reason,
            account: order.accountId,
            amount: centsToAmount(refund.amountCents),
            before: { status: order.status, paid: order.paid },
            after: { status: to, refunded: centsToAmount(refund.amountCents) },
          },
          at: now,
        });
        await parts.letters.notify(tx, order.accountId, {
          kind: 'reviewRejected',
          orderId,
          domain: order.commonName,
          reason,
          amountCents: refund.amountCents,
        });
        return { refundedCents: refund.amountCents, afterCommit: refund.afterCommit };
      });
      await afterCommit();
      await mail(order, 'reviewRejected', { reason, amount: centsToAmount(refundedCents) });
      return { id: orderId, status: to, refundedCents };
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
