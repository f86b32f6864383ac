import { centsToAmount } from '@portal/contract';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import type { PaymentSettlement } from './payment-settlement.js';
import { findPayment, lockPayment } from '../payments/payment-records.js';

/**
 * portal payment:offline: the operator received the money of an unpaid payment outside the portal (bank
 * transfer). A top-up is credited through the ledger (topupOffline, the reference in its note); a purchase
 * gets the effects of a paid payment with channel offline. Once: a second run changes nothing (and records
 * nothing); the first writes the operator audit row (balance before and after) in its transaction. The console's
 * offline-payments queue (`POST ops/payments/{id}/received`) calls the same.
 */
export function createOfflinePaymentService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  parts: { settlement: PaymentSettlement },
) {
  return {
    async markPaid(
      paymentId: number,
      reference: string,
      actor: OperatorActor,
    ): Promise<{ payment: PaymentRow; already: boolean; balanceCents: number | null }> {
      return deps.db.transaction(async (tx) => {
        const payment = await lockPayment(tx, paymentId);
        if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: paymentId });
        if (payment.status === 'paid') return { payment, already: true, balanceCents: null };
        if (payment.status !== 'unpaid') throw new AppError('orderState', 'errors.paymentClosed');
        if (payment.type === 'refundSSL') throw new AppError('orderState', 'errors.paymentClosed');
        const { balanceCents } = await parts.settlement.settle(tx, payment, {
          channel: 'offline',
          providerRef: null,
          note: `offline payment ${payment.id}: ${reference}`,
        });
        const before = payment.type === 'addFunds' ? balanceCents - payment.totalCents : balanceCents;
        await appendOperatorAudit(tx, actor, {
          action: 'payment.received',
          targetType: 'payment',
          targetId: String(payment.id),
          details: {
            account: payment.accountId,
            type: payment.type,
            amount: centsToAmount(payment.totalCents),
            reference,
            orders: payment.ordersId,
            before: { status: payment.status, balance: centsToAmount(before) },
            after: { status: 'paid', balance: centsToAmount(balanceCents) },
          },
          at: deps.clock.now(),
        });
        return { payment: (await findPayment(tx, paymentId)) ?? payment, already: false, balanceCents };
      });
    },
  };
}
export type OfflinePaymentService = ReturnType<typeof createOfflinePaymentService>;
