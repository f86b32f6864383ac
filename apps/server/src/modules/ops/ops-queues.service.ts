import {
  centsToAmount,
  offlineReference,
  type OpsOfflinePaymentRow,
  type OpsPayoutRow,
  type OpsRefundRow,
  type PageQuery,
  type PayoutStatus,
} from '@portal/contract';
import type { PayoutRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';
import type { RefundDecision, RefundService } from '../refunds/refund.service.js';
import type { OfflinePaymentService } from '../wallet/offline-payment.service.js';
import { requireFreshConfirmation } from './fresh-confirmation.js';
import { createOpsRepository } from './ops.repository.js';
import { actorOf } from './ops.service.js';

const iso = (at: Date | null) => at?.toISOString() ?? null;

const payoutRow = (payout: PayoutRow, account: { email: string; uid: string }): OpsPayoutRow => ({
  id: payout.id,
  accountUid: account.uid,
  email: account.email,
  amount: centsToAmount(payout.amountCents),
  payPalId: payout.payPalId,
  status: payout.status,
  method: payout.method,
  reference: payout.reference,
  reason: payout.reason,
  createdAt: payout.createdAt.toISOString(),
  decidedAt: iso(payout.decidedAt),
  paidAt: iso(payout.paidAt),
});

const refundAnswer = (decision: RefundDecision) => ({
  id: decision.id,
  orderId: decision.orderId,
  status: decision.status,
  refunded: centsToAmount(decision.creditedCents),
});

/**
 * The console's money queues: refund applications, affiliate payout requests and payments waiting for money
 * sent outside the portal. Reading is the console's own (ops.repository); every decision is the service
 * `portal refund:*`, `payout:*` and `payment:offline` call, after the password re-confirmation. Each decision
 * is made once: the second answers 409.
 */
export function createOpsQueuesService(
  deps: ServiceDeps,
  parts: { refunds: RefundService; payouts: PayoutsService; offlinePayments: OfflinePaymentService },
) {
  const repo = createOpsRepository(deps.db);

  return {
    async refunds(
      query: PageQuery & { status: 'pending' | 'approved' | 'rejected' | 'any' },
    ): Promise<{ list: OpsRefundRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.refundsPage(
        query.status === 'any' ? null : query.status,
        limit,
        offset,
      );
      return {
        total,
        list: rows.map(({ refund, order, email, uid }) => ({
          id: refund.id,
          orderId: order.id,
          accountUid: uid,
          email,
          product: order.productName,
          domain: order.commonName,
          amount: centsToAmount(refund.amountCents),
          reason: refund.reason,
          contactEmail: refund.email,
          phone: refund.phone,
          status: refund.status,
          decisionNote: refund.decisionNote,
          createdAt: refund.createdAt.toISOString(),
          decidedAt: iso(refund.decidedAt),
        })),
      };
    },

    async approveRefund(session: SessionContext, id: number, note: string, ip: string) {
      await requireFreshConfirmation(deps, session);
      return refundAnswer(await parts.refunds.approveApplication(id, note, actorOf(session, ip)));
    },

    async rejectRefund(session: SessionContext, id: number, reason: string, ip: string) {
      await requireFreshConfirmation(deps, session);
      return refundAnswer(await parts.refunds.rejectApplication(id, reason, actorOf(session, ip)));
    },

    async payouts(query: PageQuery & { status: PayoutStatus | 'open' | 'any' }) {
      const { limit, offset } = pageWindow(query);
      const { status } = query;
      const open = status === 'open';
      const statuses: readonly PayoutStatus[] | null =
        status === 'any' ? null : status === 'open' ? ['requested', 'processing'] : [status];
      const { rows, total } = await repo.payoutsPage(statuses, open, limit, offset);
      return {
        total,
        list: rows.map(({ payout, email, uid }) => payoutRow(payout, { email, uid })),
        payPal: parts.payouts.canSend(),
      };
    },

    /** Approve: through PayPal, or marked paid with the reference of a payment made by hand. */
    async approvePayout(session: SessionContext, id: number, reference: string | undefined, ip: string) {
      await requireFreshConfirmation(deps, session);
      if (reference === undefined && !parts.payouts.canSend())
        throw new AppError('paymentUnavailable', 'ops.errors.payoutReferenceRequired');
      const { payout } = await parts.payouts.approve(id, reference, actorOf(session, ip));
      return withAccount(payout);
    },

    async rejectPayout(session: SessionContext, id: number, reason: string, ip: string) {
      await requireFreshConfirmation(deps, session);
      return withAccount(await parts.payouts.reject(id, reason, actorOf(session, ip)));
    },

    async offlinePayments(query: PageQuery): Promise<{ list: OpsOfflinePaymentRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.offlinePaymentsPage(limit, offset);
      return {
        total,
        list: rows.map(({ payment, email, uid }) => ({
          id: payment.id,
          reference: payment.type === 'addFunds' ? offlineReference(payment.id) : String(payment.id),
          accountUid: uid,
          email,
          type: payment.type,
          amount: centsToAmount(payment.totalCents),
          orderIds: payment.ordersId,
          createdAt: payment.createdAt.toISOString(),
        })),
      };
    },

    /** POST ops/payments/{id}/received: `portal payment:offline`; a payment already received answers 409. */
    async markReceived(session: SessionContext, id: number, reference: string, ip: string) {
      await requireFreshConfirmation(deps, session);
      const { payment, already, balanceCents } = await parts.offlinePayments.markPaid(
        id,
        reference,
        actorOf(session, ip),
      );
      if (already) throw new AppError('alreadyPaid', 'ops.errors.paymentReceivedAlready', { id });
      return {
        id: payment.id,
        type: payment.type,
        amount: centsToAmount(payment.totalCents),
        balance: centsToAmount(balanceCents ?? 0),
      };
    },
  };

  async function withAccount(payout: PayoutRow): Promise<OpsPayoutRow> {
    const account = await findAccount(deps.db, payout.accountId);
    return payoutRow(payout, { email: account?.email ?? '', uid: account?.uid ?? '' });
  }
}
export type OpsQueuesService = ReturnType<typeof createOpsQueuesService>;
