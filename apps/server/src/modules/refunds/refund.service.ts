import {
  orderAllows,
  ORDER_STATUS,
  REFUND_GUARANTEE_DAYS,
  centsToAmount,
  refundDeadline,
  type Language,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { OrderRow, RefundRow } from '../../db/schema/index.js';
import { createUpstreamActions } from '../certificates/upstream-actions.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { AppError } from '../../lib/errors.js';
import { shareOfPayment } from '../../lib/pricing.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { currentCertificateOf, markCertificateRevoked } from '../certificates/certificate-records.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import type { CommissionWriter } from '../affiliate/commissions.service.js';
import { findOrder, findOwnedOrder, moveOrderStatus } from '../orders/order-records.js';
import { findPaidPaymentOfOrder, insertPayment } from '../payments/payment-records.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createRefundsRepository } from './refunds.repository.js';

/** An operator's decision on a refund application (the console's queue and `portal refund:*`). */
export interface RefundDecision {
  /** The application's number. */
  id: number;
  orderId: number;
  status: 'approved' | 'rejected';
  /** What went back to the balance (0 for a rejection). */
  creditedCents: number;
}

/**
 * Refunds: the customer applies within the refund window (30 days from payment); an operator approves (the
 * paid amount goes back to the balance through the ledger, exactly once; issued certificates are revoked;
 * status 6) or rejects (the order returns to its earlier status). The customer is mailed either way.
 */
export function createRefundService(
  deps: ServiceDeps,
  parts: {
    ledger: LedgerService;
    cas: CaDirectory;
    letters: LetterWriter;
    commissions: CommissionWriter;
  },
) {
  // The revocation after a refund reaches the CA through it: a failure is kept on the order and retried.
  const upstreamActions = createUpstreamActions(deps, parts.cas);
  async function mail(
    order: OrderRow,
    to: string,
    key: 'refundReceived' | 'refundApproved' | 'refundRejected',
    vars: Record<string, string | number>,
  ) {
    if (!to) return;
    await deps.mailer.send({
      to,
      subject: translate('en', `server.mail.${key}Subject`, { orderId: order.id, ...vars }),
      text: translate('en', `server.mail.${key}Body`, { orderId: order.id, ...vars }),
    });
  }

  /** What the customer paid for this order: its share of the payment that paid it. */
  async function paidAmount(order: OrderRow, db: Executor = deps.db): Promise<number> {
    const payment = await findPaidPaymentOfOrder(db, order.id, order.accountId);
    return payment ? shareOfPayment(order.totalCents, payment) : 0;
  }

  /**
   * The refund is activity too: a paid refundSSL payment, booked against the ledger entry it explains. Answers
   * the balance afterwards.
   */
  async function creditBack(
    tx: Executor,
    order: OrderRow,
    input: { amountCents: number; requestedBy: number; note: string; at: Date },
  ): Promise<number> {
    const payment = await insertPayment(tx, {
      accountId: order.accountId,
      createdBy: input.requestedBy,
      type: 'refundSSL',
      status: 'paid',
      channel: 'fund',
      ordersId: [order.id],
      subtotalCents: input.amountCents,
      totalCents: input.amountCents,
      paidAt: input.at,
      createdAt: input.at,
      updatedAt: input.at,
    });
    if (input.amountCents <= 0) return parts.ledger.balanceOf(tx, order.accountId);
    return parts.ledger.book(tx, {
      accountId: order.accountId,
      amountCents: input.amountCents,
      kind: 'refund',
      paymentId: payment.id,
      note: input.note,
      at: input.at,
    });
  }

  async function pendingOfOrder(orderId: number): Promise<{ order: OrderRow; refund: RefundRow }> {
    const order = await findOrder(deps.db, orderId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
    const refund = await createRefundsRepository(deps.db).pendingFor(order.id);
    if (!refund) throw new AppError('orderState', 'errors.noPendingRefund', { id: orderId });
    return { order, refund };
  }

  async function pendingById(refundId: number): Promise<{ order: OrderRow; refund: RefundRow }> {
    const refund = await createRefundsRepository(deps.db).find(refundId);
    const order = refund && (await findOrder(deps.db, refund.orderId));
    if (!refund || !order) throw new AppError('notFound', 'ops.errors.refundNotFound', { id: refundId });
    if (refund.status !== 'pending')
      throw new AppError('orderState', 'ops.errors.refundDecided', { id: refundId });
    return { order, refund };
  }

  /** The decision's claim (pending → decided, once) or 409: two operators, or the console and the command line. */
  async function claim(
    tx: Executor,
    refund: RefundRow,
    status: 'approved' | 'rejected',
    note: string,
    now: Date,
  ) {
    const decided = await createRefundsRepository(tx).decide(refund.id, status, note, now);
    if (!decided) throw new AppError('orderState', 'ops.errors.refundDecided', { id: refund.id });
  }

  /** Credit once, revoke, status 6; the operator audit row with the balance before and after. */
  async function approveRefund(
    order: OrderRow,
    refund: RefundRow,
    note: string,
    actor: OperatorActor,
  ): Promise<RefundDecision> {
    const now = deps.clock.now();
    const mailAffiliate = await deps.db.transaction(async (tx) => {
      await claim(tx, refund, 'approved', note, now);
      const balanceAfter = await creditBack(tx, order, {
        amountCents: refund.amountCents,
        requestedBy: refund.requestedBy,
        note: `refund of order ${order.id}`,
        at: now,
      });
      const moved = await moveOrderStatus(tx, order.id, ORDER_STATUS.refunding, ORDER_STATUS.refunded, now);
      if (!moved) throw new AppError('orderState', 'errors.orderChanged');
      await parts.letters.notify(tx, order.accountId, {
        kind: 'refundApproved',
        orderId: order.id,
        amountCents: refund.amountCents,
      });
      await appendOperatorAudit(tx, actor, {
        action: 'refund.approve',
        targetType: 'refund',
        targetId: String(refund.id),
        details: {
          order: order.id,
          account: order.accountId,
          amount: centsToAmount(refund.amountCents),
          note,
          before: {
            refund: 'pending',
            status: ORDER_STATUS.refunding,
            balance: centsToAmount(balanceAfter - refund.amountCents),
          },
          after: { refund: 'approved', status: ORDER_STATUS.refunded, balance: centsToAmount(balanceAfter) },
        },
        at: now,
      });
      // The referrer's commission on the order goes with the money (cancelled, or taken from the next payout).
      return parts.commissions.reverseOrder(tx, order.id);
    });
    await mailAffiliate();
    // Revocation after the money is settled: a CA hiccup must not undo the refund; what the CA did not confirm is
    // kept on the order and retried by the upstream-actions job (docs/domain/upstreams.md).
    const current = await currentCertificateOf(deps.db, order.id);
    if (current) {
      await upstreamActions.revoke(order, current.serialNumber);
      await markCertificateRevoked(deps.db, current.id, now);
    }
    await mail(order, refund.email, 'refundApproved', { amount: centsToAmount(refund.amountCents) });
    return { id: refund.id, orderId: order.id, status: 'approved', creditedCents: refund.amountCents };
  }

  /** The order goes back to where it was; the reason is mailed. */
  async function rejectRefund(
    order: OrderRow,
    refund: RefundRow,
    reason: string,
    actor: OperatorActor,
  ): Promise<RefundDecision> {
    const now = deps.clock.now();
    await deps.db.transaction(async (tx) => {
      await claim(tx, refund, 'rejected', reason, now);
      const moved = await moveOrderStatus(tx, order.id, ORDER_STATUS.refunding, refund.previousStatus, now);
      if (!moved) throw new AppError('orderState', 'errors.orderChanged');
      await parts.letters.notify(tx, order.accountId, { kind: 'refundRejected', orderId: order.id, reason });
      await appendOperatorAudit(tx, actor, {
        action: 'refund.reject',
        targetType: 'refund',
        targetId: String(refund.id),
        details: {
          order: order.id,
          account: order.accountId,
          amount: centsToAmount(refund.amountCents),
          reason,
          before: { refund: 'pending', status: ORDER_STATUS.refunding },
          after: { refund: 'rejected', status: refund.previousStatus },
        },
        at: now,
      });
    });
    await mail(order, refund.email, 'refundRejected', { reason });
    return { id: refund.id, orderId: order.id, status: 'rejected', creditedCents: 0 };
  }

  return {
    /** payment/refund/{id}: a paid order in a refundable state, within the window → 10 (refunding). */
    async apply(
      session: SessionContext,
      orderId: number,
      input: { email: string; phone: string; desc: string },
      _lang: Language,
    ): Promise<{ id: number; status: number }> {
      const order = await findOwnedOrder(deps.db, orderId, session.ownerAccountId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
      if (!order.paid || !order.paidAt) throw new AppError('orderState', 'errors.refundNotPaid');
      if (!orderAllows('refund', order.status)) throw new AppError('orderState', 'errors.refundState');
      const now = deps.clock.now();
      const deadline = refundDeadline(order.paidAt);
      if (now.getTime() > deadline.getTime())
        throw new AppError('orderState', 'errors.refundWindowClosed', {
          days: REFUND_GUARANTEE_DAYS,
          date: deadline.toISOString().slice(0, 10),
        });
      const amountCents = await paidAmount(order);
      await deps.db.transaction(async (tx) => {
        const created = await createRefundsRepository(tx).insert({
          orderId: order.id,
          accountId: order.accountId,
          requestedBy: session.accountId,
          email: input.email,
          phone: input.phone,
          reason: input.desc,
          previousStatus: order.status,
          amountCents,
          createdAt: now,
        });
        if (!created) throw new AppError('orderState', 'errors.refundPending');
        const moved = await moveOrderStatus(tx, order.id, order.status, ORDER_STATUS.refunding, now);
        if (!moved) throw new AppError('orderState', 'errors.orderChanged');
      });
      await mail(order, input.email, 'refundReceived', { amount: centsToAmount(amountCents) });
      return { id: order.id, status: ORDER_STATUS.refunding };
    },

    /** Operator approval of the order's open application (`portal refund:approve --id ORDER`). */
    async approve(orderId: number, actor: OperatorActor): Promise<RefundDecision> {
      const { order, refund } = await pendingOfOrder(orderId);
      return approveRefund(order, refund, '', actor);
    },

    /** Operator approval of one application by its number (the console's refunds queue). */
    async approveApplication(refundId: number, note: string, actor: OperatorActor): Promise<RefundDecision> {
      const { order, refund } = await pendingById(refundId);
      return approveRefund(order, refund, note, actor);
    },

    /**
     * A paid order whose review an operator rejected (operator console): what was paid goes back to the balance
     * exactly as an approved refund does, in the caller's transaction (the one that moves the order), and the
     * referrer's commission goes with the money. Answers the amount and the affiliate's mail for after commit.
     */
    async refundRejectedReview(
      tx: Executor,
      order: OrderRow,
      reason: string,
    ): Promise<{ amountCents: number; afterCommit: () => Promise<void> }> {
      const amountCents = await paidAmount(order, tx);
      await creditBack(tx, order, {
        amountCents,
        requestedBy: order.accountId,
        note: `review of order ${order.id} rejected: ${reason}`.slice(0, 500),
        at: deps.clock.now(),
      });
      return { amountCents, afterCommit: await parts.commissions.reverseOrder(tx, order.id) };
    },

    /** Operator rejection of the order's open application (`portal refund:reject --id ORDER`). */
    async reject(orderId: number, reason: string, actor: OperatorActor): Promise<RefundDecision> {
      const { order, refund } = await pendingOfOrder(orderId);
      return rejectRefund(order, refund, reason, actor);
    },

    /** Operator rejection of one application by its number (the console's refunds queue). */
    async rejectApplication(refundId: number, reason: string, actor: OperatorActor): Promise<RefundDecision> {
      const { order, refund } = await pendingById(refundId);
      return rejectRefund(order, refund, reason, actor);
    },
  };
}
export type RefundService = ReturnType<typeof createRefundService>;
