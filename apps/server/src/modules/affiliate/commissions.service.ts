import {
  amountToCents,
  centsToAmount,
  centsToNumber,
  COMMISSION_CLEARANCE_DAYS,
  SIGN_ON_BONUS_CENTS,
  type AffiliateSummary,
  type ExtractBody,
  type ExtractDetail,
  type Language,
  type PageQuery,
  type PayoutHistoryRow,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { PaymentRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { commissionOf, shareOfPayment } from '../../lib/pricing.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount, lockAccountRow } from '../account/account-records.js';
import type { AuditService } from '../audit/audit.service.js';
import { findOwnedOrders } from '../orders/order-records.js';
import { findReissue } from '../orders/reissue-records.js';
import type { AffiliateNotices } from './affiliate-notices.js';
import { createCommissionsRepository, type NewCommission } from './commissions.repository.js';
import { createPayoutsRepository } from './payouts.repository.js';
import { createReferralsRepository } from './referrals.repository.js';
import { commissionRow, extractRowOf, plan } from './commission-rows.js';

/**
 * What the payment and refund paths call, inside their own transactions (wired in portal-services.ts): a payment
 * can never commit without its commission, nor a commission without its payment.
 */
export interface CommissionWriter {
  /** A purchase payment of `payment.accountId` became paid at `paidAt`: 10 % to its referrer, if any. */
  recordPurchase(tx: Executor, payment: PaymentRow, paidAt: Date): Promise<void>;
  /**
   * The order was refunded: its commission is cancelled (not requested yet) or reversed (requested or paid).
   * Answers the mail to send once the transaction committed.
   */
  reverseOrder(tx: Executor, orderId: number): Promise<() => Promise<void>>;
}

interface PaidItem {
  item: string;
  orderId: number;
  totalCents: number;
}

/**
 * The affiliate's money: commission rows written with the referred account's payments, cleared by a job after
 * 30 days, taken by payout requests (atomically: never more than cleared), taken back by refunds. Every amount is
 * in US cents; the rows of one affiliate never sum below zero in any state a payout can take.
 */
export function createCommissionsService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  parts: { notices: AffiliateNotices; audit: AuditService },
) {
  const commissions = createCommissionsRepository(deps.db);
  const payoutsRepo = createPayoutsRepository(deps.db);

  async function itemsOf(tx: Executor, payment: PaymentRow): Promise<PaidItem[]> {
    const orders = payment.ordersId.length
      ? await findOwnedOrders(tx, payment.ordersId, payment.accountId)
      : [];
    const items: PaidItem[] = orders.map((o) => ({
      item: String(o.id),
      orderId: o.id,
      totalCents: o.totalCents,
    }));
    for (const id of payment.reissueIds) {
      const reissue = await findReissue(tx, id);
      if (reissue) items.push({ item: reissue.id, orderId: reissue.orderId, totalCents: reissue.totalCents });
    }
    return items;
  }

  const writer: CommissionWriter = {
    async recordPurchase(tx, payment, paidAt) {
      if (payment.type !== 'purchase' || payment.totalCents <= 0) return;
      const referral = await createReferralsRepository(tx).findFor(payment.accountId);
      if (!referral || paidAt.getTime() >= referral.endsAt.getTime()) return;
      const clearsAt = new Date(paidAt.getTime() + COMMISSION_CLEARANCE_DAYS * DAY);
      const common = {
        affiliateAccountId: referral.referrerAccountId,
        referredAccountId: payment.accountId,
        paymentId: payment.id,
        status: 'awaiting' as const,
        clearsAt,
        createdAt: paidAt,
        updatedAt: paidAt,
      };
      const rows: NewCommission[] = [];
      for (const item of await itemsOf(tx, payment)) {
        const baseCents = shareOfPayment(item.totalCents, payment);
        const amountCents = commissionOf(baseCents);
        if (amountCents > 0)
          rows.push({
            ...common,
            kind: 'commission',
            item: item.item,
            orderId: item.orderId,
            baseCents,
            amountCents,
          });
      }
      const written = await createCommissionsRepository(tx).insertNew(rows);
      const first = written[0];
      // The sign-on bonus comes with the affiliate's first referred sale (or the next, after a refund took it).
      if (first)
        await createCommissionsRepository(tx).insertNew([
          {
            ...common,
            kind: 'bonus',
            item: first.item,
            orderId: first.orderId,
            baseCents: 0,
            amountCents: SIGN_ON_BONUS_CENTS,
          },
        ]);
    },

    async reverseOrder(tx, orderId) {
      const repo = createCommissionsRepository(tx);
      const now = deps.clock.now();
      const rows = await repo.lockOfOrder(orderId);
      const mails: (() => Promise<void>)[] = [];
      const byAffiliate = new Map<number, { cancelled: number; reversed: number }>();
      for (const row of rows) {
        const sums = byAffiliate.get(row.affiliateAccountId) ?? { cancelled: 0, reversed: 0 };
        byAffiliate.set(row.affiliateAccountId, sums);
        if (row.status === 'awaiting' || row.status === 'cleared') {
          await repo.update([row.id], { status: 'cancelled' }, now);
          sums.cancelled += row.amountCents;
          continue;
        }
        // Requested or paid: taken from the next payout (a negative cleared row), exactly once per row.
        await repo.insert({
          affiliateAccountId: row.affiliateAccountId,
          referredAccountId: row.referredAccountId,
          kind: 'reversal',
          paymentId: row.paymentId,
          item: row.item,
          orderId: row.orderId,
          baseCents: 0,
          amountCents: -row.amountCents,
          status: 'cleared',
          clearsAt: now,
          clearedAt: now,
          reversesId: row.id,
          createdAt: now,
          updatedAt: now,
        });
        await repo.update([row.id], { reversedAt: now }, now);
        sums.reversed += row.amountCents;
      }
      for (const [accountId, sums] of byAffiliate) {
        if (sums.cancelled > 0)
          mails.push(
            await parts.notices.write(tx, accountId, {
              kind: 'commissionCancelled',
              orderId,
              amountCents: sums.cancelled,
            }),
          );
        if (sums.reversed > 0)
          mails.push(
            await parts.notices.write(tx, accountId, {
              kind: 'commissionReversed',
              orderId,
              amountCents: sums.reversed,
            }),
          );
      }
      return async () => {
        for (const mail of mails) await mail();
      };
    },
  };

  async function detail(
    accountId: number,
  ): Promise<ExtractDetail & { awaitingCents: number; paidCents: number }> {
    const t = await commissions.totals(accountId);
    return {
      // Reversals waiting for the next payout are cleared rows below zero: nothing is extractable until
      // new commission covers them.
      extractAmount: centsToNumber(Math.max(0, t.cleared)),
      freezeAmount: centsToNumber(t.requested),
      totalAmount: centsToNumber(t.awaiting + t.cleared + t.requested + t.paid),
      awaitingCents: t.awaiting,
      paidCents: t.paid,
    };
  }

  return {
    writer,

    /** The clearance job: awaiting rows whose 30 days have passed become cleared (idempotent). */
    clearDue: (affiliateAccountId?: number) => commissions.clearDue(deps.clock.now(), affiliateAccountId),

    /** GET commission/orders. */
    async orders(session: SessionContext, query: PageQuery, lang: Language) {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await commissions.page(session.ownerAccountId, limit, offset);
      return { list: rows.map((row) => commissionRow(lang, row)), total };
    },

    /** GET commission/extract: the payout requests. */
    async extracts(session: SessionContext, query: PageQuery) {
      const { limit, offset } = pageWindow(query);
      const [account, { rows, total }] = await Promise.all([
        findAccount(deps.db, session.ownerAccountId),
        payoutsRepo.page(session.ownerAccountId, limit, offset),
      ]);
      return { list: rows.map((p) => extractRowOf(account?.uid ?? '', p)), total };
    },

    /** GET commission/extract/detail. */
    async extractDetail(session: SessionContext): Promise<ExtractDetail> {
      const { extractAmount, freezeAmount, totalAmount } = await detail(session.ownerAccountId);
      return { extractAmount, freezeAmount, totalAmount };
    },

    /** GET commission/summary: the Account Statement tab. */
    async summary(session: SessionContext): Promise<AffiliateSummary> {
      const [d, payPalID, referredAccounts] = await Promise.all([
        detail(session.ownerAccountId),
        payoutsRepo.lastPayPalId(session.ownerAccountId),
        createReferralsRepository(deps.db).countOf(session.ownerAccountId),
      ]);
      return {
        awaitingAmount: centsToNumber(d.awaitingCents),
        totalAmount: d.totalAmount,
        paidAmount: centsToNumber(d.paidCents),
        extractAmount: d.extractAmount,
        freezeAmount: d.freezeAmount,
        payPalID,
        paymentMethod: 'PayPal',
        referredAccounts,
      };
    },

    /** GET commission/history: payouts and reversals, newest first. */
    async history(
      session: SessionContext,
      query: PageQuery,
      lang: Language,
    ): Promise<{ list: PayoutHistoryRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      // Both lists newest first: the page is within the first offset + limit of their merge.
      const [payouts, reversals] = await Promise.all([
        payoutsRepo.page(session.ownerAccountId, offset + limit, 0),
        commissions.page(session.ownerAccountId, offset + limit, 0, true),
      ]);
      const merged: (PayoutHistoryRow & { at: number })[] = [
        ...payouts.rows.map((p) => ({
          kind: 'payout' as const,
          id: p.id,
          commission: centsToNumber(p.amountCents),
          status: p.status,
          comment: p.status === 'paid' ? p.reference : p.reason,
          time: p.createdAt.toISOString(),
          at: p.createdAt.getTime(),
        })),
        ...reversals.rows.map((r) => ({
          kind: 'reversal' as const,
          id: r.id,
          commission: centsToNumber(r.amountCents),
          status: r.status,
          comment: translate(lang, 'affiliate.describe.reversal', { orderId: r.orderId }),
          time: r.createdAt.toISOString(),
          at: r.createdAt.getTime(),
        })),
      ].sort((a, b) => b.at - a.at || b.id - a.id);
      return {
        list: merged.slice(offset, offset + limit).map(({ at: _at, ...row }) => row),
        total: payouts.total + reversals.total,
      };
    },

    /**
     * POST commission/extract: freezes `extractAmount` of the cleared commission in one transaction under the
     * affiliate's row lock, so concurrent requests take turns and together never freeze more than was cleared.
     */
    async requestPayout(session: SessionContext, body: ExtractBody, ip: string) {
      const amountCents = amountToCents(body.extractAmount);
      if (amountCents === undefined)
        throw new AppError('invalidParams', 'affiliate.validation.amountInvalid');
      const accountId = session.ownerAccountId;
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        await lockAccountRow(tx, accountId);
        const repo = createCommissionsRepository(tx);
        const cleared = await repo.lockCleared(accountId);
        const available = cleared.reduce((sum, r) => sum + r.amountCents, 0);
        if (amountCents > available)
          throw new AppError(
            'insufficientFunds',
            'affiliate.errors.notEnoughCleared',
            { amount: centsToAmount(Math.max(0, available)) },
            [{ field: 'extractAmount', message: 'affiliate.errors.notEnoughCleared' }],
          );
        const payout = await createPayoutsRepository(tx).insert({
          accountId,
          requestedBy: session.accountId,
          amountCents,
          payPalId: body.payPalID,
          createdAt: now,
          updatedAt: now,
        });
        const { take, split } = plan(cleared, amountCents);
        await repo.update(take, { status: 'requested', payoutId: payout.id }, now);
        if (split) {
          const { row, partCents } = split;
          await repo.update(
            [row.id],
            { status: 'requested', payoutId: payout.id, amountCents: partCents },
            now,
          );
          const { id: _id, ...rest } = row;
          await repo.insert({
            ...rest,
            amountCents: row.amountCents - partCents,
            splitFromId: row.id,
            updatedAt: now,
          });
        }
        await parts.audit.record(
          session,
          ip,
          'affiliate.payoutRequest',
          { payoutId: payout.id, amount: centsToAmount(amountCents) },
          tx,
        );
        return { ID: payout.id, TotalAmount: centsToNumber(amountCents) };
      });
    },
  };
}
export type CommissionsService = ReturnType<typeof createCommissionsService>;
