import type { Executor } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/index.js';
import {
  CardWalletError,
  type CardWallet,
  type WalletEvent,
  type WalletNotification,
} from '../../integrations/payments/card-wallet.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { CaptureApplication } from './capture-application.js';
import { createWalletRepository } from './wallet.repository.js';
import {
  findPayment,
  findPaymentByProviderOrder,
  findPaymentByProviderRef,
} from '../payments/payment-records.js';

export type WebhookOutcome = 'applied' | 'duplicate' | 'recorded' | 'ignored';

const paymentIdOf = (customId: string | null | undefined) =>
  customId && /^\d{1,18}$/.test(customId) ? Number(customId) : undefined;

/**
 * Provider notifications (POST payment/webhook/paypal). Each is verified with the provider before anything
 * changes, and acted on once: its id goes into provider_events in the same transaction as its effect.
 * PAYMENT.CAPTURE.COMPLETED applies the capture like payment/query; CHECKOUT.ORDER.APPROVED captures an
 * order whose buyer never came back to the portal; PAYMENT.CAPTURE.REFUNDED is recorded and logged for the
 * operator (the balance is never credited for it).
 */
export function createWalletWebhookService(
  deps: ServiceDeps,
  parts: {
    wallet: CardWallet | undefined;
    captures: CaptureApplication;
    /** Captures an approved wallet order and applies it (wallet.service collect). */
    collect: (payment: PaymentRow) => Promise<unknown>;
  },
) {
  async function paymentOf(tx: Executor, event: WalletEvent): Promise<PaymentRow | undefined> {
    const byCustomId = paymentIdOf(event.capture?.customId ?? event.refund?.customId);
    if (byCustomId !== undefined) return findPayment(tx, byCustomId);
    if (event.capture?.orderId) return findPaymentByProviderOrder(tx, event.capture.orderId);
    if (event.refund?.captureId) return findPaymentByProviderRef(tx, event.refund.captureId);
    return undefined;
  }

  async function act(tx: Executor, event: WalletEvent): Promise<WebhookOutcome> {
    const payment = await paymentOf(tx, event);
    const context = {
      eventId: event.id,
      type: event.type,
      resource: event.resourceId,
      paymentId: payment?.id,
    };
    if (event.type === 'PAYMENT.CAPTURE.COMPLETED' && event.capture) {
      if (!payment) {
        deps.log.error(context, 'card-wallet capture for no known payment: recorded only');
        return 'recorded';
      }
      try {
        // A savepoint: a refused capture (amount mismatch) leaves the event recorded, nothing else.
        await tx.transaction((sp) => parts.captures.apply(sp, payment.id, event.capture!));
        return 'applied';
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        deps.log.error({ ...context, reason: error.messageKey }, 'card-wallet capture notification refused');
        return 'ignored';
      }
    }
    if (event.type === 'PAYMENT.CAPTURE.REFUNDED') {
      deps.log.error(
        { ...context, refund: event.refund },
        'card-wallet capture refunded at the provider: recorded; reconcile the payment by hand',
      );
      return 'recorded';
    }
    deps.log.info(context, 'card-wallet notification recorded');
    return 'recorded';
  }

  /**
   * The buyer approved but may never come back: capture now. The call to the provider cannot sit in a
   * transaction, so the event is recorded after it; capturing and applying are idempotent themselves.
   */
  async function onApproved(event: WalletEvent): Promise<WebhookOutcome> {
    const payment = event.orderId ? await findPaymentByProviderOrder(deps.db, event.orderId) : undefined;
    let outcome: WebhookOutcome = 'recorded';
    if (payment?.status === 'unpaid') {
      try {
        await parts.collect(payment);
        outcome = 'applied';
      } catch (error) {
        // The provider is down: answer an error so it notifies again later.
        if (!(error instanceof AppError) || error.code === 'paymentUnavailable') throw error;
        deps.log.error(
          { eventId: event.id, paymentId: payment.id, reason: error.messageKey },
          'capture on approval refused',
        );
        outcome = 'ignored';
      }
    }
    const fresh = await createWalletRepository(deps.db).recordEvent({
      provider: 'paypal',
      eventId: event.id,
      type: event.type,
      resourceId: event.resourceId,
      payload: event.payload,
      createdAt: deps.clock.now(),
    });
    return fresh ? outcome : 'duplicate';
  }

  return {
    async receive(notification: WalletNotification): Promise<{ eventId: string; outcome: WebhookOutcome }> {
      if (!parts.wallet) throw new AppError('webhookUnverified');
      const transmission = notification.headers['paypal-transmission-id'];
      let event: WalletEvent | null;
      try {
        event = await parts.wallet.verifyNotification(notification);
      } catch (error) {
        if (!(error instanceof CardWalletError)) throw error;
        const context = { transmission, reason: `${error.kind}: ${error.detail}`, debugId: error.debugId };
        // Not verified because the provider could not be asked: a non-2xx answer makes it deliver again.
        if (error.kind === 'unavailable') {
          deps.log.error(context, 'card-wallet notification not verified: provider unavailable');
          throw new AppError('paymentUnavailable', 'wallet.errors.unavailable');
        }
        // The provider refused to verify it (4xx): as unverified as a bad signature.
        deps.log.error(context, 'card-wallet notification failed verification: ignored');
        throw new AppError('webhookUnverified');
      }
      if (!event) {
        deps.log.error({ transmission }, 'card-wallet notification failed verification: ignored');
        throw new AppError('webhookUnverified');
      }
      const verified = event;
      if (verified.type === 'CHECKOUT.ORDER.APPROVED')
        return { eventId: verified.id, outcome: await onApproved(verified) };
      const outcome = await deps.db.transaction(async (tx) => {
        const fresh = await createWalletRepository(tx).recordEvent({
          provider: 'paypal',
          eventId: verified.id,
          type: verified.type,
          resourceId: verified.resourceId,
          payload: verified.payload,
          createdAt: deps.clock.now(),
        });
        return fresh ? act(tx, verified) : ('duplicate' as const);
      });
      return { eventId: verified.id, outcome };
    },
  };
}
export type WalletWebhookService = ReturnType<typeof createWalletWebhookService>;
