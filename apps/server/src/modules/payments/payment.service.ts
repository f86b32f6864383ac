import {
  centsToAmount,
  centsToNumber,
  FREE_TRIAL_DAYS,
  ORDER_STATUS,
  orderAllows,
  type OrderPaymentDetail,
  type PaymentChannel,
  type PaymentSubmitAnswer,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { OrderRow, PaymentRow, ReissueRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { RatesService } from '../catalogue/rates.service.js';
import type { CodeChoice, CouponService } from '../coupons/coupon.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import type { CommissionWriter } from '../affiliate/commissions.service.js';
import {
  countRunningTrials,
  findOwnedOrder,
  findOwnedOrders,
  lockAccountForTrialStart,
  lockOwnedOrders,
  markOrdersPaid,
  startOrderTrial,
} from '../orders/order-records.js';
import { lockOwnedReissues, markReissuesPaid, reissuesOfOrder } from '../orders/reissue-records.js';
import { MAX_RUNNING_TRIALS, payableVerdict, trialVerdict } from './payment-rules.js';
import { chargedOf } from './charged.js';
import { createPaymentsRepository } from './payments.repository.js';

export interface PaymentServiceDeps {
  catalogue: CatalogueService;
  coupons: CouponService;
  ledger: LedgerService;
  rates: RatesService;
  /** Writes the "payment received" letter with the payment. */
  letters: LetterWriter;
  /** Writes the referrer's commission with the payment (affiliate programme). */
  commissions: CommissionWriter;
  /** The card-wallet path of payment/submit (modules/wallet); undefined while no wallet is configured. */
  cardWallet?: CardWalletPayments | undefined;
  /** Test seam (crash tests): runs between the balance debit and marking the orders paid. */
  afterBalanceDebit?: (paymentId: number) => void | Promise<void>;
}

/** What payment/submit?channel=paypal and payment/methods need of the card wallet (modules/wallet). */
export interface CardWalletPayments {
  sdk: { clientId: string; sdkUrl: string };
  submit(session: SessionContext, paymentId: string): Promise<PaymentSubmitAnswer>;
}

/**
 * The payment id of a path as the client sent it (up to 18 digits) as a number, or null past 2^53 - 1, where
 * no payment lives (a Number would round it). Not-found messages repeat the id as sent.
 */
export function paymentIdOf(sent: string): number | null {
  const id = Number(sent);
  return Number.isSafeInteger(id) ? id : null;
}

/** An Add-San reissue can be paid only while it waits and its order can still be reissued (issued, complete). */
export async function assertReissuesPayable(db: Executor, reissues: ReissueRow[], accountId: number) {
  if (reissues.length === 0) return;
  const owners = await findOwnedOrders(db, [...new Set(reissues.map((r) => r.orderId))], accountId);
  for (const reissue of reissues) {
    const order = owners.find((o) => o.id === reissue.orderId);
    if (!order || !orderAllows('reissue', order.status) || reissue.status !== ORDER_STATUS.waitingSubmit)
      throw new AppError('orderState', 'errors.orderClosed', { id: reissue.id });
  }
}

export function createPaymentService(deps: ServiceDeps, parts: PaymentServiceDeps) {
  const payments = createPaymentsRepository(deps.db);

  async function requireOrder(session: SessionContext, id: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  /**
   * The balance path, inside the caller's transaction (payment row and orders already locked): consume the
   * coupon, debit the balance, mark the orders, reissues and the payment paid. Answers the balance after it.
   */
  async function settleFromBalance(tx: Executor, payment: PaymentRow, now: Date): Promise<number> {
    await parts.coupons.consume(tx, payment.accountId, payment.id, {
      couponId: payment.couponId,
      promoCode: payment.promoCode,
    });
    const balance =
      payment.totalCents > 0
        ? await parts.ledger.book(tx, {
            accountId: payment.accountId,
            amountCents: -payment.totalCents,
            kind: 'purchase',
            paymentId: payment.id,
            note: `orders ${payment.ordersId.join(',')}`,
            at: now,
          })
        : await parts.ledger.balanceOf(tx, payment.accountId);
    await parts.afterBalanceDebit?.(payment.id);
    await markOrdersPaid(tx, payment.ordersId, now);
    await markReissuesPaid(tx, payment.reissueIds, now);
    if (!(await createPaymentsRepository(tx).markPaid(payment.id, 'fund', now)))
      throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
    await parts.letters.notify(tx, payment.accountId, {
      kind: 'paymentReceived',
      amountCents: payment.totalCents,
      channel: 'fund',
      orderIds: payment.ordersId,
      reissueIds: payment.reissueIds,
    });
    await parts.commissions.recordPurchase(tx, payment, now);
    return balance;
  }

  return {
    methods(session: SessionContext, lang: Language) {
      // Who may pay is the permission matrix's (role sale and the orders-scoped API key may not).
      const sale = !session.capabilities.has('pay');
      const saleReason = sale ? translate(lang, 'errors.denied.pay') : null;
      return {
        fund: { available: !sale, reason: saleReason },
        paypal: {
          available: !sale && parts.cardWallet !== undefined,
          reason: saleReason ?? (parts.cardWallet ? null : translate(lang, 'errors.walletNotConfigured')),
          clientId: parts.cardWallet?.sdk.clientId ?? null,
          sdkUrl: parts.cardWallet?.sdk.sdkUrl ?? null,
        },
      };
    },

    /** order/detail/{id}: the order as buy-details shows it, with the chosen coupon or promo code applied. */
    async orderDetail(
      session: SessionContext,
      id: number,
      choice: CodeChoice,
      lang: Language,
    ): Promise<OrderPaymentDetail> {
      const order = await requireOrder(session, id);
      const product = await parts.catalogue.requireProductById(order.productId);
      const verdict = payableVerdict(order);
      const resolved =
        verdict === 'payable'
          ? await parts.coupons.resolve(session.ownerAccountId, choice, order.totalCents)
          : { deductionCents: 0, coupon: null, promoCode: null, problem: null };
      const usable = await parts.coupons.usableCoupons(session.ownerAccountId);
      const charged = order.paid ? chargedOf(await payments.paidPurchaseFor(order.id)) : null;
      // A paid order shows what its payment took; the payment's discount is its own only when it paid it alone.
      const paidAlone = charged !== null && charged.orders === 1;
      const open = await payments.openFor(order.id, session.ownerAccountId);
      const display = await parts.rates.display(session.currency);
      const trial = trialVerdict(order, product.supportFreeTrial);
      const runningTrials =
        trial === 'allowed' ? await countRunningTrials(deps.db, order.accountId, deps.clock.now()) : 0;
      return {
        number: order.id,
        name: order.productName,
        shortName: order.shortName,
        brand: order.brand,
        productType: order.productType,
        auditType: order.auditType,
        validity: order.validity,
        commonName: order.commonName,
        dnsNames: order.dnsNames,
        price: centsToNumber(order.priceCents),
        quantity: 1,
        extraNames: order.extraNames,
        extraNamesAmount: centsToNumber(order.extraNamesCents),
        total: centsToNumber(order.totalCents),
        amount: paidAlone ? charged.discount : centsToNumber(resolved.deductionCents),
        finalTotal: paidAlone
          ? charged.paidAmount
          : centsToNumber(order.totalCents - resolved.deductionCents),
        appliedCode: resolved.coupon?.code ?? null,
        appliedMasterCode: resolved.promoCode,
        charged,
        codeProblem: resolved.problem ? translate(lang, resolved.problem) : null,
        paymentID: open ? String(open.id) : '',
        paid: order.paid,
        status: order.status,
        complete: order.status === ORDER_STATUS.complete,
        authMethod: order.authMethod,
        approverEmail: order.approverEmail,
        old: false,
        couponAllow: verdict === 'payable' && order.totalCents > 0,
        freeTrial: trial === 'allowed' && runningTrials < MAX_RUNNING_TRIALS,
        inFreeTrial: order.freeTrial && !order.paid,
        trialEndsAt: order.trialEndsAt ? order.trialEndsAt.toISOString() : null,
        coupons: usable.map((c) => ({
          code: c.code,
          amount: centsToNumber(c.amountCents),
          endAt: c.endAt.toISOString(),
        })),
        reissueOrders: (await reissuesOfOrder(deps.db, order.id))
          .filter((r) => r.type === 'addSans' && !r.paid)
          .map((r) => ({
            id: r.id,
            dnsNames: r.dnsNames,
            countDNSNames: r.dnsNames.length,
            totalAmount: centsToNumber(r.totalCents),
          })),
        currency: display,
      };
    },

    /** orders/payment/create: one payment for the given unpaid orders, with at most one coupon or promo code. */
    async create(
      session: SessionContext,
      input: { ordersID?: number[] | undefined; reissueOrdersID?: string[] | undefined } & CodeChoice,
    ): Promise<string> {
      const ids = [...new Set(input.ordersID ?? [])];
      const reissueIds = [...new Set(input.reissueOrdersID ?? [])];
      const reissueRows = reissueIds.length
        ? await lockOwnedReissues(deps.db, reissueIds, session.ownerAccountId)
        : [];
      if (reissueRows.length !== reissueIds.length)
        throw new AppError('notFound', 'errors.reissueNotFound', {
          id: reissueIds.find((id) => !reissueRows.some((r) => r.id === id)) ?? '',
        });
      for (const reissue of reissueRows)
        if (reissue.paid) throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: reissue.id });
      await assertReissuesPayable(deps.db, reissueRows, session.ownerAccountId);
      const found = ids.length ? await findOwnedOrders(deps.db, ids, session.ownerAccountId) : [];
      if (found.length !== ids.length) {
        const missing = ids.find((id) => !found.some((o) => o.id === id));
        throw new AppError('notFound', 'errors.orderNotFound', { id: missing ?? '' });
      }
      for (const order of found) {
        const verdict = payableVerdict(order);
        if (verdict === 'paid') throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: order.id });
        if (verdict === 'closed') throw new AppError('orderState', 'errors.orderClosed', { id: order.id });
      }
      const subtotal =
        found.reduce((sum, o) => sum + o.totalCents, 0) +
        reissueRows.reduce((sum, r) => sum + r.totalCents, 0);
      const resolved = await parts.coupons.resolve(session.ownerAccountId, input, subtotal);
      if (resolved.problem) throw new AppError('couponUnusable', resolved.problem);
      const payment = await payments.insert({
        accountId: session.ownerAccountId,
        createdBy: session.accountId,
        type: 'purchase',
        ordersId: found.map((o) => o.id),
        reissueIds,
        subtotalCents: subtotal,
        discountCents: resolved.deductionCents,
        totalCents: subtotal - resolved.deductionCents,
        couponId: resolved.coupon?.id ?? null,
        promoCode: resolved.promoCode,
      });
      return String(payment.id);
    },

    /**
     * payment/submit/{id}?channel=fund: in one transaction, consume the coupon, debit the balance, mark the
     * orders and the payment paid. A payment applies once; concurrent submits serialise on the row locks.
     */
    async submit(session: SessionContext, paymentId: string, channel: PaymentChannel) {
      if (channel === 'paypal') {
        if (!parts.cardWallet) throw new AppError('paymentUnavailable', 'errors.walletNotConfigured');
        return parts.cardWallet.submit(session, paymentId);
      }
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        const txPayments = createPaymentsRepository(tx);
        const id = paymentIdOf(paymentId);
        const payment = id === null ? undefined : await txPayments.lockOwned(id, session.ownerAccountId);
        if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: paymentId });
        if (payment.status === 'paid') throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
        if (payment.status !== 'unpaid') throw new AppError('orderState', 'errors.paymentClosed');
        // Only purchases are paid here: a top-up paid from the balance would take the money it was to add.
        if (payment.type !== 'purchase')
          throw new AppError('invalidParams', 'errors.topupNotPayableHere', { id: payment.id });
        const locked = payment.ordersId.length
          ? await lockOwnedOrders(tx, payment.ordersId, session.ownerAccountId)
          : [];
        const lockedReissues = payment.reissueIds.length
          ? await lockOwnedReissues(tx, payment.reissueIds, session.ownerAccountId)
          : [];
        if (lockedReissues.some((r) => r.paid))
          throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
        await assertReissuesPayable(tx, lockedReissues, session.ownerAccountId);
        for (const order of locked) {
          const verdict = payableVerdict(order);
          if (verdict === 'paid') throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: order.id });
          if (verdict === 'closed') throw new AppError('orderState', 'errors.orderClosed', { id: order.id });
        }
        if (channel === 'offline') {
          await txPayments.update(payment.id, { channel: 'offline' }, now);
          const balance = await parts.ledger.balanceOf(tx, session.ownerAccountId);
          return {
            paymentID: String(payment.id),
            status: 'unpaid' as const,
            channel,
            totalAmount: centsToNumber(payment.totalCents),
            funds: centsToAmount(balance),
            ordersID: payment.ordersId,
          };
        }
        const balance = await settleFromBalance(tx, payment, now);
        return {
          paymentID: String(payment.id),
          status: 'paid' as const,
          channel,
          totalAmount: centsToNumber(payment.totalCents),
          funds: centsToAmount(balance),
          ordersID: payment.ordersId,
        };
      });
    },

    /** order/free_trial/{id}: 14 days without payment, for products that offer it. Not role-gated (spec). */
    async startTrial(session: SessionContext, id: number) {
      const order = await requireOrder(session, id);
      const product = await parts.catalogue.requireProductById(order.productId);
      const verdict = trialVerdict(order, product.supportFreeTrial);
      if (verdict === 'notOffered') throw new AppError('trialNotAllowed', 'errors.trialNotOffered');
      if (verdict === 'paid') throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id });
      if (verdict === 'running') throw new AppError('trialNotAllowed', 'errors.trialRunning');
      if (verdict === 'state') throw new AppError('orderState', 'errors.trialState');
      const now = deps.clock.now();
      // Count and start under the account's lock: concurrent requests cannot all pass the limit.
      const updated = await deps.db.transaction(async (tx) => {
        await lockAccountForTrialStart(tx, order.accountId);
        if ((await countRunningTrials(tx, order.accountId, now)) >= MAX_RUNNING_TRIALS)
          throw new AppError('trialNotAllowed', 'errors.tooManyTrials', { max: MAX_RUNNING_TRIALS });
        return startOrderTrial(tx, order.id, new Date(now.getTime() + FREE_TRIAL_DAYS * DAY), now);
      });
      if (!updated?.trialEndsAt) throw new AppError('trialNotAllowed', 'errors.trialRunning');
      return { id: updated.id, trialEndsAt: updated.trialEndsAt.toISOString() };
    },

    /**
     * Pays open orders of an account from its balance without a caller (the lifecycle jobs: trial auto-payment,
     * auto-renewal), inside the caller's transaction so its own bookkeeping commits or rolls back with it.
     * Locks the orders first (then the account row, in the ledger), like `submit`. Throws insufficientFunds
     * (1015) when the balance does not cover them, alreadyPaid / orderState when an order cannot be paid.
     */
    async payOrdersFromBalance(
      tx: Executor,
      input: { accountId: number; orderIds: number[] },
    ): Promise<{ paymentId: number; amountCents: number; balanceCents: number }> {
      const now = deps.clock.now();
      const ids = [...new Set(input.orderIds)];
      const locked = await lockOwnedOrders(tx, ids, input.accountId);
      if (locked.length !== ids.length)
        throw new AppError('notFound', 'errors.orderNotFound', { id: ids[0] ?? '' });
      for (const order of locked) {
        const verdict = payableVerdict(order);
        if (verdict === 'paid') throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: order.id });
        if (verdict === 'closed') throw new AppError('orderState', 'errors.orderClosed', { id: order.id });
      }
      const total = locked.reduce((sum, o) => sum + o.totalCents, 0);
      const payment = await createPaymentsRepository(tx).insert({
        accountId: input.accountId,
        createdBy: input.accountId,
        type: 'purchase',
        ordersId: ids,
        subtotalCents: total,
        totalCents: total,
        createdAt: now,
        updatedAt: now,
      });
      const balanceCents = await settleFromBalance(tx, payment, now);
      return { paymentId: payment.id, amountCents: total, balanceCents };
    },

    /** orders/payment/info: what a bulk payment of these orders would charge (unpaid, open orders only). */
    async info(session: SessionContext, ids: number[]) {
      const found = await findOwnedOrders(deps.db, [...new Set(ids)], session.ownerAccountId);
      if (found.length !== new Set(ids).size) {
        const missing = ids.find((id) => !found.some((o) => o.id === id));
        throw new AppError('notFound', 'errors.orderNotFound', { id: missing ?? '' });
      }
      const payable = found.filter((o) => payableVerdict(o) === 'payable');
      return {
        list: payable.map((o) => ({
          orderID: o.id,
          describe: `${o.productName} · ${o.commonName} · ${o.validity} months`,
          totalAmount: centsToNumber(o.totalCents),
        })),
        totalAmount: centsToNumber(payable.reduce((sum, o) => sum + o.totalCents, 0)),
      };
    },
  };
}
export type PaymentService = ReturnType<typeof createPaymentService>;
