import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { PaymentSettlement } from './payment-settlement.js';
import { createWalletRepository } from './wallet.repository.js';

/**
 * portal payment:offline: the operator received the money of an unpaid payment outside the portal (bank
 * transfer). A top-up is credited through the ledger (topupOffline, the reference in its note); a purchase
 * gets the effects of a paid payment with channel offline. Once: a second run changes nothing.
 */
export function createOfflinePaymentService(
  deps: Pick<ServiceDeps, 'db'>,
  parts: { settlement: PaymentSettlement },
) {
  return {
    async markPaid(
      paymentId: number,
      reference: string,
    ): Promise<{ payment: PaymentRow; already: boolean; balanceCents: number | null }> {
      return deps.db.transaction(async (tx) => {
        const repo = createWalletRepository(tx);
        const payment = await repo.lockPayment(paymentId);
        if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: paymentId });
        if (payment.status === 'paid') return { payment, already: true, balanceCents: null };
        if (payment.status !== 'unpaid') throw new AppError('orderState', 'errors.paymentClosed');
        if (payment.type === 'refundSSL') throw new AppError('orderState', 'errors.paymentClosed');
        const { balanceCents } = await parts.settlement.settle(tx, payment, {
          channel: 'offline',
          providerRef: null,
          note: `offline payment ${payment.id}: ${reference}`,
        });
        return { payment: (await repo.findPayment(paymentId)) ?? payment, already: false, balanceCents };
      });
    },
  };
}
export type OfflinePaymentService = ReturnType<typeof createOfflinePaymentService>;
