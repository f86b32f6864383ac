import type { Executor } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import type { CommissionWriter } from '../affiliate/commissions.service.js';
import { findOwnedOrders, lockOwnedOrders, markOrdersPaid } from '../orders/order-records.js';
import { payableVerdict } from '../payments/payment-rules.js';
import { attachCapture, insertPayment, markPaymentSettled } from '../payments/payment-records.js';
import { assertReissuesPayable } from '../payments/payment.service.js';
import { lockOwnedReissues, markReissuesPaid } from '../orders/reissue-records.js';

/** How money arrived outside the balance: captured by the card wallet, or received offline (operator). */
export interface Receipt {
  channel: 'paypal' | 'offline';
  /** The wallet's capture id (unique over all payments); null offline. */
  providerRef: string | null;
  /** Written to the ledger entry it causes (top-ups, or money that could not pay its orders). */
  note: string;
}

/** `paid`: the payment did what it was for; `credited`: its orders could no longer be paid, the money went to the balance. */
export type SettlementOutcome = { outcome: 'paid' | 'credited'; balanceCents: number };

/**
 * Applies money received for an unpaid payment, inside the caller's transaction: a top-up credits the
 * balance (topupCard / topupOffline); a purchase has the effects of the balance path (coupon consumed,
 * orders and reissues paid, payment paid with its channel) without a balance debit.
 */
export function createPaymentSettlement(
  deps: Pick<ServiceDeps, 'clock' | 'log'>,
  parts: {
    ledger: LedgerService;
    coupons: CouponService;
    letters: LetterWriter;
    commissions: CommissionWriter;
  },
) {
  /** Every order and reissue of a purchase payment can still be paid (locks them when `db` is a transaction). */
  async function assertPayable(db: Executor, payment: PaymentRow, lock: boolean): Promise<void> {
    const found = payment.ordersId.length
      ? lock
        ? await lockOwnedOrders(db, payment.ordersId, payment.accountId)
        : await findOwnedOrders(db, payment.ordersId, payment.accountId)
      : [];
    for (const order of found) {
      const verdict = payableVerdict(order);
      if (verdict === 'paid') throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: order.id });
      if (verdict === 'closed') throw new AppError('orderState', 'errors.orderClosed', { id: order.id });
    }
    if (found.length !== payment.ordersId.length)
      throw new AppError('orderState', 'errors.orderClosed', { id: payment.ordersId.join(',') });
    const reissues = payment.reissueIds.length
      ? await lockOwnedReissues(db, payment.reissueIds, payment.accountId)
      : [];
    if (reissues.some((r) => r.paid)) throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
    await assertReissuesPayable(db, reissues, payment.accountId);
  }

  async function payPurchase(tx: Executor, payment: PaymentRow, receipt: Receipt, now: Date) {
    await assertPayable(tx, payment, true);
    await parts.coupons.consume(tx, payment.accountId, payment.id, {
      couponId: payment.couponId,
      promoCode: payment.promoCode,
    });
    await markOrdersPaid(tx, payment.ordersId, now);
    await markReissuesPaid(tx, payment.reissueIds, now);
    if (!(await markPaymentSettled(tx, payment.id, receipt.channel, receipt.providerRef, now)))
      throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
    await parts.letters.notify(tx, payment.accountId, {
      kind: 'paymentReceived',
      amountCents: payment.totalCents,
      channel: receipt.channel,
      orderIds: payment.ordersId,
      reissueIds: payment.reissueIds,
    });
    await parts.commissions.recordPurchase(tx, payment, now);
  }

  return {
    assertPayable: (db: Executor, payment: PaymentRow) => assertPayable(db, payment, false),

    /** The caller holds the payment's row lock and has seen it unpaid. */
    async settle(tx: Executor, payment: PaymentRow, receipt: Receipt): Promise<SettlementOutcome> {
      const now = deps.clock.now();
      if (payment.type === 'addFunds') {
        const balanceCents = await parts.ledger.book(tx, {
          accountId: payment.accountId,
          amountCents: payment.totalCents,
          kind: receipt.channel === 'paypal' ? 'topupCard' : 'topupOffline',
          paymentId: payment.id,
          note: receipt.note,
          at: now,
        });
        if (!(await markPaymentSettled(tx, payment.id, receipt.channel, receipt.providerRef, now)))
          throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
        await parts.letters.notify(tx, payment.accountId, {
          kind: 'fundsAdded',
          amountCents: payment.totalCents,
          balanceCents,
          channel: receipt.channel === 'paypal' ? 'paypal' : 'offline',
        });
        return { outcome: 'paid', balanceCents };
      }
      if (payment.type !== 'purchase') throw new AppError('orderState', 'errors.paymentClosed');
      if (receipt.channel === 'offline') {
        // The operator sees why (closed order, used coupon) and nothing changes.
        await payPurchase(tx, payment, receipt, now);
        return { outcome: 'paid', balanceCents: await parts.ledger.balanceOf(tx, payment.accountId) };
      }
      try {
        // A savepoint: a refusal undoes only this attempt, the capture is still booked below.
        await tx.transaction((sp) => payPurchase(sp, payment, receipt, now));
        return { outcome: 'paid', balanceCents: await parts.ledger.balanceOf(tx, payment.accountId) };
      } catch (error) {
        if (!(error instanceof AppError) || receipt.providerRef === null) throw error;
        deps.log.error(
          { paymentId: payment.id, capture: receipt.providerRef, reason: error.messageKey },
          'card-wallet money arrived for orders that can no longer be paid: credited to the balance',
        );
        return creditInstead(tx, payment, receipt.providerRef, `${receipt.note}; ${error.messageKey}`, true);
      }
    },

    /**
     * Money captured for a payment that was settled or closed meanwhile (paid from the balance in another
     * tab): it is not lost, it goes to the balance; the capture id is recorded on the payment so it counts once.
     */
    creditInstead: (tx: Executor, payment: PaymentRow, providerRef: string, note: string) =>
      creditInstead(tx, payment, providerRef, note, false),
  };

  async function creditInstead(
    tx: Executor,
    payment: PaymentRow,
    providerRef: string,
    note: string,
    close: boolean,
  ): Promise<SettlementOutcome> {
    const now = deps.clock.now();
    if (!(await attachCapture(tx, payment.id, providerRef, close, now)))
      throw new AppError('providerRefused', 'wallet.errors.otherCapture');
    // The credit is a top-up of its own (paid, channel paypal), so the account activity and the statement
    // show the money that reached the balance, as they do for every other balance change.
    const credit = await insertPayment(tx, {
      accountId: payment.accountId,
      createdBy: payment.createdBy,
      type: 'addFunds',
      status: 'paid',
      channel: 'paypal',
      ordersId: [],
      subtotalCents: payment.totalCents,
      totalCents: payment.totalCents,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    });
    const balanceCents = await parts.ledger.book(tx, {
      accountId: payment.accountId,
      amountCents: payment.totalCents,
      kind: 'topupCard',
      paymentId: credit.id,
      note: `${note}; for payment ${payment.id}`,
      at: now,
    });
    await parts.letters.notify(tx, payment.accountId, {
      kind: 'fundsAdded',
      amountCents: payment.totalCents,
      balanceCents,
      channel: 'paypal',
    });
    return { outcome: 'credited', balanceCents };
  }
}
export type PaymentSettlement = ReturnType<typeof createPaymentSettlement>;
