import { randomUUID } from 'node:crypto';
import {
  amountToCents,
  centsToAmount,
  centsToNumber,
  type PaymentQueryAnswer,
  type PaymentQueryStatus,
  type PaymentSubmitAnswer,
} from '@portal/contract';
import type { PaymentRow } from '../../db/schema/index.js';
import {
  CardWalletError,
  type CardWallet,
  type WalletCapture,
  type WalletOrder,
} from '../../integrations/payments/card-wallet.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { attachProviderOrder, findOwnedPayment, insertPayment } from '../payments/payment-records.js';
import { paymentIdOf } from '../payments/payment.service.js';
import type { CaptureApplication } from './capture-application.js';
import type { PaymentSettlement } from './payment-settlement.js';
import { walletFailure } from './wallet-errors.js';

/** Wallet orders in these states can still be approved or captured; a second submit answers them again. */
const LIVE_ORDER = new Set(['CREATED', 'SAVED', 'PAYER_ACTION_REQUIRED', 'APPROVED', 'COMPLETED']);

/**
 * The card wallet (PayPal Orders v2 behind `CardWallet`): top-ups, the wallet path of payment/submit, and
 * payment/query, which captures the approved wallet order and applies it once (capture-application.ts).
 * No database transaction is held open during a call to the provider.
 */
export function createWalletService(
  deps: ServiceDeps,
  parts: {
    wallet: CardWallet | undefined;
    ledger: LedgerService;
    settlement: PaymentSettlement;
    captures: CaptureApplication;
  },
) {
  function requireWallet(): CardWallet {
    if (!parts.wallet) throw new AppError('paymentUnavailable', 'errors.walletNotConfigured');
    return parts.wallet;
  }

  /** `sent`: the id as the client sent it, repeated as such when no payment has it. */
  async function requirePayment(session: SessionContext, sent: string): Promise<PaymentRow> {
    const id = paymentIdOf(sent);
    const payment = id === null ? undefined : await findOwnedPayment(deps.db, id, session.ownerAccountId);
    if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: sent });
    return payment;
  }

  /** Where the approval page sends the buyer back (the redirect fallback; the JS SDK stays on the page). */
  function returnUrls(payment: PaymentRow) {
    const orderId = payment.ordersId[0] ?? Number(payment.reissueIds[0]?.split('_')[0] ?? 0);
    const page =
      payment.type === 'addFunds'
        ? `${deps.publicUrl}/admin/invoice/add-funds?paymentID=${payment.id}`
        : `${deps.publicUrl}/admin/order/buy-details?orderID=${orderId}&paymentID=${payment.id}`;
    return { returnUrl: page, cancelUrl: `${page}&cancel=1` };
  }

  function describe(payment: PaymentRow): string {
    if (payment.type === 'addFunds') return `Account top-up (payment ${payment.id})`;
    const what = [...payment.ordersId.map(String), ...payment.reissueIds].join(', ');
    return `Certificate order ${what} (payment ${payment.id})`;
  }

  /** The payment's wallet order when it can still be used, else undefined (voided, expired, unknown). */
  async function liveOrder(wallet: CardWallet, providerOrderId: string): Promise<WalletOrder | undefined> {
    try {
      const order = await wallet.getOrder(providerOrderId);
      return LIVE_ORDER.has(order.status) ? order : undefined;
    } catch (error) {
      if (error instanceof CardWalletError && error.kind === 'notFound') return undefined;
      throw walletFailure(error, deps.log);
    }
  }

  /** The completed capture of an approved (or already captured) wallet order. */
  async function captureOf(wallet: CardWallet, order: WalletOrder): Promise<WalletCapture> {
    let current = order;
    if (current.status === 'APPROVED') {
      try {
        // A fresh request id per query; PayPal itself refuses a second capture of one order.
        current = await wallet.captureOrder(current.id, `capture-${current.id}-${randomUUID()}`);
      } catch (error) {
        if (!(error instanceof CardWalletError && error.kind === 'alreadyCaptured'))
          throw walletFailure(error, deps.log);
        current = await wallet.getOrder(current.id).catch((e: unknown) => {
          throw walletFailure(e, deps.log);
        });
      }
    }
    if (current.status === 'VOIDED') throw new AppError('providerRefused', 'wallet.errors.voided');
    if (current.status !== 'COMPLETED') throw new AppError('providerRefused', 'wallet.errors.notApproved');
    const capture = current.captures.at(-1);
    if (!capture) throw new AppError('providerRefused', 'wallet.errors.declined');
    return capture;
  }

  async function answer(
    payment: PaymentRow,
    status: PaymentQueryStatus,
    balanceCents?: number,
  ): Promise<PaymentQueryAnswer> {
    return {
      paymentID: String(payment.id),
      type: payment.type,
      status,
      channel: payment.channel,
      totalAmount: centsToNumber(payment.totalCents),
      funds: centsToAmount(balanceCents ?? (await parts.ledger.balanceOf(deps.db, payment.accountId))),
      ordersID: payment.ordersId,
      reissueOrdersID: payment.reissueIds,
    };
  }

  /**
   * Captures the payment's approved wallet order (or reads the capture made before) and applies it once.
   * Used by payment/query and by the provider's CHECKOUT.ORDER.APPROVED notification.
   */
  async function collect(payment: PaymentRow): Promise<PaymentQueryAnswer> {
    if (!payment.providerOrderId) throw new AppError('orderState', 'wallet.errors.notSubmitted');
    const wallet = requireWallet();
    const order = await wallet.getOrder(payment.providerOrderId).catch((error: unknown) => {
      throw walletFailure(error, deps.log);
    });
    // Orders closed meanwhile: refuse before capturing, so no money moves.
    if (payment.type === 'purchase' && order.status === 'APPROVED')
      await parts.settlement.assertPayable(deps.db, payment);
    const capture = await captureOf(wallet, order);
    if (capture.status === 'PENDING') return answer(payment, 'pending');
    if (capture.status !== 'COMPLETED') throw new AppError('providerRefused', 'wallet.errors.declined');
    const applied = await deps.db.transaction((tx) => parts.captures.apply(tx, payment.id, capture));
    return answer(applied.payment, applied.status, applied.balanceCents);
  }

  return {
    /** The public values the browser's wallet button needs; undefined while no wallet is configured. */
    sdk: parts.wallet?.sdk,

    /** payments/topup {charge}: an unpaid add-funds payment of that many US dollars. */
    async topup(session: SessionContext, charge: string): Promise<{ paymentID: string }> {
      requireWallet();
      const cents = amountToCents(charge);
      if (cents === undefined) throw new AppError('invalidParams', 'wallet.validation.amountInvalid');
      const payment = await insertPayment(deps.db, {
        accountId: session.ownerAccountId,
        createdBy: session.accountId,
        type: 'addFunds',
        ordersId: [],
        subtotalCents: cents,
        totalCents: cents,
      });
      return { paymentID: String(payment.id) };
    },

    /**
     * payment/submit/{id}?channel=paypal: a wallet order for exactly the payment's amount (custom_id and
     * invoice_id = the payment id). A second submit answers the same wallet order while it can be used.
     */
    async submit(session: SessionContext, paymentId: string): Promise<PaymentSubmitAnswer> {
      const wallet = requireWallet();
      const payment = await requirePayment(session, paymentId);
      if (payment.status === 'paid') throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
      if (payment.status !== 'unpaid') throw new AppError('orderState', 'errors.paymentClosed');
      if (payment.totalCents <= 0) throw new AppError('paymentUnavailable', 'wallet.errors.nothingToCharge');
      if (payment.type === 'purchase') await parts.settlement.assertPayable(deps.db, payment);

      let order = payment.providerOrderId ? await liveOrder(wallet, payment.providerOrderId) : undefined;
      if (!order) {
        // The same request id for the first order makes a retried or doubled submit get the same one.
        const requestId = payment.providerOrderId
          ? `order-${payment.id}-${deps.clock.now().getTime()}`
          : `order-${payment.id}`;
        order = await wallet
          .createOrder({
            requestId,
            paymentId: String(payment.id),
            amountCents: payment.totalCents,
            description: describe(payment),
            ...returnUrls(payment),
          })
          .catch((error: unknown) => {
            throw walletFailure(error, deps.log);
          });
        const attached = await attachProviderOrder(
          deps.db,
          payment.id,
          order.id,
          payment.providerOrderId,
          deps.clock.now(),
        );
        if (!attached) {
          // Another submit stored its order first (or the payment was settled meanwhile): answer that one.
          const stored = await requirePayment(session, paymentId);
          if (stored.status !== 'unpaid') throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
          order = stored.providerOrderId ? await liveOrder(wallet, stored.providerOrderId) : undefined;
          if (!order) throw new AppError('providerRefused', 'wallet.errors.voided');
        }
      }
      return {
        paymentID: String(payment.id),
        status: 'unpaid',
        channel: 'paypal',
        totalAmount: centsToNumber(payment.totalCents),
        funds: centsToAmount(await parts.ledger.balanceOf(deps.db, payment.accountId)),
        payID: order.id,
        ...(order.approveUrl ? { approveUrl: order.approveUrl } : {}),
        ordersID: payment.ordersId,
      };
    },

    /**
     * payment/query/{id}?payID: after the buyer approved, capture the wallet order (or read the capture when
     * it was captured before) and apply it once. Already applied: answers the outcome without calling out.
     */
    async query(session: SessionContext, paymentId: string, payId: string | undefined) {
      // Capturing is paying (and the answer carries the balance): never for role sale.
      const payment = await requirePayment(session, paymentId);
      if (payId && payId !== payment.providerOrderId && payId !== payment.providerRef)
        throw new AppError('invalidParams', 'wallet.errors.payIdMismatch', { id: payment.id });
      if (payment.status === 'paid') return answer(payment, 'paid');
      if (payment.status === 'cancelled') {
        if (payment.providerRef) return answer(payment, 'credited');
        throw new AppError('orderState', 'errors.paymentClosed');
      }
      return collect(payment);
    },

    collect,
  };
}
export type WalletService = ReturnType<typeof createWalletService>;
