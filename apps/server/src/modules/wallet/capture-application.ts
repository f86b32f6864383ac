import { amountToCents, centsToAmount } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/index.js';
import type { WalletCapture } from '../../integrations/payments/card-wallet.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PaymentSettlement } from './payment-settlement.js';
import { findPayment, findPaymentByProviderRef, lockPayment } from '../payments/payment-records.js';

export interface CaptureOutcome {
  payment: PaymentRow;
  status: 'paid' | 'credited';
  balanceCents: number;
}

/**
 * Applies a completed capture to its payment, exactly once however often it is queried or notified: the
 * payment row is locked, its status and the unique capture id (payments.provider_ref) tell whether it was
 * applied already. A capture whose amount, currency or payment id does not match is refused and logged.
 */
export function createCaptureApplication(
  deps: Pick<ServiceDeps, 'log'>,
  parts: { settlement: PaymentSettlement; ledger: LedgerService },
) {
  function assertMatches(payment: PaymentRow, capture: WalletCapture): void {
    const cents = capture.amount ? amountToCents(capture.amount.value) : undefined;
    const currency = capture.amount?.currency ?? '';
    if (capture.customId !== null && capture.customId !== String(payment.id)) {
      deps.log.error(
        { paymentId: payment.id, capture: capture.id, customId: capture.customId },
        'card-wallet capture names another payment: refused',
      );
      throw new AppError('providerRefused', 'wallet.errors.payIdMismatch', { id: payment.id });
    }
    if (currency !== 'USD' || cents !== payment.totalCents) {
      deps.log.error(
        {
          paymentId: payment.id,
          capture: capture.id,
          amount: capture.amount,
          expectedCents: payment.totalCents,
        },
        'card-wallet capture does not match the payment: refused, nothing booked',
      );
      throw new AppError('providerRefused', 'wallet.errors.amountMismatch', {
        amount: capture.amount?.value ?? '?',
        currency: currency || '?',
        expected: centsToAmount(payment.totalCents),
      });
    }
  }

  return {
    /** Inside the caller's transaction. */
    async apply(tx: Executor, paymentId: number, capture: WalletCapture): Promise<CaptureOutcome> {
      const payment = await lockPayment(tx, paymentId);
      if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: paymentId });
      const balance = () => parts.ledger.balanceOf(tx, payment.accountId);
      if (payment.providerRef === capture.id)
        return {
          payment,
          status: payment.status === 'paid' ? 'paid' : 'credited',
          balanceCents: await balance(),
        };
      if (payment.providerRef !== null) {
        deps.log.error(
          { paymentId, capture: capture.id, applied: payment.providerRef },
          'a second card-wallet capture for one payment: refused (refund it at the provider)',
        );
        throw new AppError('providerRefused', 'wallet.errors.otherCapture');
      }
      const elsewhere = await findPaymentByProviderRef(tx, capture.id);
      if (elsewhere) {
        deps.log.error(
          { paymentId, capture: capture.id, appliedTo: elsewhere.id },
          'capture applied to another payment',
        );
        throw new AppError('providerRefused', 'wallet.errors.payIdMismatch', { id: paymentId });
      }
      assertMatches(payment, capture);
      const note = `card wallet capture ${capture.id}`;
      const settled =
        payment.status === 'unpaid'
          ? await parts.settlement.settle(tx, payment, { channel: 'paypal', providerRef: capture.id, note })
          : await parts.settlement.creditInstead(
              tx,
              payment,
              capture.id,
              `${note}; payment ${payment.status} before`,
            );
      const updated = (await findPayment(tx, paymentId)) ?? payment;
      return { payment: updated, status: settled.outcome, balanceCents: settled.balanceCents };
    },
  };
}
export type CaptureApplication = ReturnType<typeof createCaptureApplication>;
