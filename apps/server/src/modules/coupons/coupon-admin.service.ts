import {
  centsToAmount,
  type Language,
  type OpsCampaignRow,
  type OpsCouponRow,
  type OpsPromoRow,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { CouponCampaignRow, CouponRow, PromoCodeRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createCouponAdminRepository, type CouponFilter } from './coupon-admin.repository.js';
import { CAMPAIGN_LIMITS, createCouponCampaigns } from './coupon-campaigns.js';
import { newCode } from './coupon.service.js';

/** The account a coupon is given to (the console finds it by uid or e-mail). */
export interface CouponAccount {
  id: number;
  uid: string;
  email: string;
}

export interface GrantInput {
  amountCents: number;
  title: string;
  describe: string;
  /** Default: now. */
  publishAt?: Date | undefined;
  endAt: Date;
}

export interface PromoInput {
  code: string;
  amountCents?: number | undefined;
  percentOff?: number | undefined;
  /** Default: now. */
  validFrom?: Date | undefined;
  validUntil: Date;
  maxRedemptions?: number | undefined;
}

function couponStatus(row: CouponRow, now: Date): OpsCouponRow['status'] {
  if (row.usedAt) return 'used';
  return row.endAt.getTime() <= now.getTime() ? 'expired' : 'usable';
}

/**
 * A coupon as the console lists it. A sign-up gift is stored without a title of its own (the customer's promo page
 * names it in the customer's language): the console names it the same way, in the operator's language.
 */
const toCouponRow = (
  row: { coupon: CouponRow; uid: string; email: string },
  now: Date,
  /** The reader's language (the list's); the answers of grant and expire, which the console does not show, in en. */
  lang: Language = 'en',
): OpsCouponRow => ({
  id: row.coupon.id,
  code: row.coupon.code,
  kind: row.coupon.kind,
  accountUid: row.uid,
  email: row.email,
  amount: centsToAmount(row.coupon.amountCents),
  title:
    row.coupon.title ||
    (row.coupon.kind === 'signup' ? translate(lang, 'coupons.signupTitle') : row.coupon.title),
  describe:
    row.coupon.describe ||
    (row.coupon.kind === 'signup'
      ? translate(lang, 'coupons.signupDescribe', { amount: centsToAmount(row.coupon.amountCents) })
      : row.coupon.describe),
  status: couponStatus(row.coupon, now),
  publishAt: row.coupon.publishAt.toISOString(),
  endAt: row.coupon.endAt.toISOString(),
  usedAt: row.coupon.usedAt ? row.coupon.usedAt.toISOString() : null,
});

function toPromoRow(row: PromoCodeRow, now: Date): OpsPromoRow {
  const exhausted = row.maxRedemptions !== null && row.redemptions >= row.maxRedemptions;
  const ended = !row.active || row.validUntil.getTime() <= now.getTime();
  return {
    code: row.code,
    amount: centsToAmount(row.amountCents),
    percentOff: row.percentOff,
    validFrom: row.validFrom.toISOString(),
    validUntil: row.validUntil.toISOString(),
    maxRedemptions: row.maxRedemptions,
    redemptions: row.redemptions,
    active: row.active,
    status: ended ? 'expired' : exhausted ? 'used' : 'usable',
  };
}

function toCampaignRow(row: CouponCampaignRow, claims: number, now: Date): OpsCampaignRow {
  const status =
    row.publishAt.getTime() > now.getTime()
      ? 'upcoming'
      : row.endAt.getTime() > now.getTime()
        ? 'running'
        : 'ended';
  return {
    id: row.id,
    amount: centsToAmount(row.amountCents),
    title: row.title,
    describe: row.describe,
    publishAt: row.publishAt.toISOString(),
    endAt: row.endAt.toISOString(),
    claims,
    status,
  };
}

/** A validity window: ends after its start and in the future, runs at most CAMPAIGN_LIMITS.maxDays. */
function checkWindow(start: Date, end: Date, now: Date, field: string): void {
  if (end.getTime() <= Math.max(start.getTime(), now.getTime()))
    throw new AppError('invalidParams', 'opsCatalogue.errors.windowEnd', {}, [
      { field, message: 'opsCatalogue.errors.windowEnd' },
    ]);
  if (end.getTime() - start.getTime() > CAMPAIGN_LIMITS.maxDays * DAY)
    throw new AppError('invalidParams', 'opsCatalogue.errors.windowLong', { days: CAMPAIGN_LIMITS.maxDays }, [
      { field, message: 'opsCatalogue.errors.windowLong' },
    ]);
}

/**
 * The operator's coupons (one account's, kind `gift`) and promo codes (anyone may enter one at the purchase):
 * list, create, expire now. Nothing is ever deleted — a used coupon or a redeemed code stays in the books; expiring
 * ends the validity at this moment. Each change is one transaction with its operator audit row.
 */
export function createCouponAdmin(deps: Pick<ServiceDeps, 'db' | 'clock'>) {
  return {
    async coupons(
      filter: { query?: string | undefined; status: CouponFilter },
      limit: number,
      offset: number,
      lang: Language,
    ) {
      const now = deps.clock.now();
      const { rows, total } = await createCouponAdminRepository(deps.db).page(filter, now, limit, offset);
      return { list: rows.map((r) => toCouponRow(r, now, lang)), total };
    },

    /** A coupon for one account: it shows on the account's promo-code page and takes its amount off one order. */
    async grant(account: CouponAccount, input: GrantInput, actor: OperatorActor): Promise<OpsCouponRow> {
      const now = deps.clock.now();
      const publishAt = input.publishAt ?? now;
      checkWindow(publishAt, input.endAt, now, 'endAt');
      return deps.db.transaction(async (tx) => {
        const coupon = await createCouponAdminRepository(tx).insert({
          accountId: account.id,
          code: newCode('GIFT'),
          kind: 'gift',
          amountCents: input.amountCents,
          title: input.title.trim(),
          describe: input.describe.trim(),
          publishAt,
          endAt: input.endAt,
        });
        const row = toCouponRow({ coupon, uid: account.uid, email: account.email }, now);
        await appendOperatorAudit(tx, actor, {
          action: 'coupon.create',
          targetType: 'coupon',
          targetId: String(coupon.id),
          details: { account: account.uid, before: null, after: row },
          at: now,
        });
        return row;
      });
    },

    /** Ends an unused coupon now; a used or ended one answers 409 (nothing changes). */
    async expire(id: number, actor: OperatorActor): Promise<OpsCouponRow> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createCouponAdminRepository(tx);
        const found = await repo.lockCoupon(id);
        if (!found) throw new AppError('notFound', 'opsCatalogue.errors.couponNotFound', { id });
        if (found.coupon.usedAt) throw new AppError('conflict', 'opsCatalogue.errors.couponUsed', { id });
        if (found.coupon.endAt.getTime() <= now.getTime())
          throw new AppError('conflict', 'opsCatalogue.errors.couponEnded', { id });
        await repo.endCoupon(id, now);
        await appendOperatorAudit(tx, actor, {
          action: 'coupon.expire',
          targetType: 'coupon',
          targetId: String(id),
          details: {
            account: found.uid,
            before: { endAt: found.coupon.endAt.toISOString() },
            after: { endAt: now.toISOString() },
          },
          at: now,
        });
        return toCouponRow({ ...found, coupon: { ...found.coupon, endAt: now } }, now);
      });
    },

    async campaigns(): Promise<OpsCampaignRow[]> {
      const now = deps.clock.now();
      return (await createCouponAdminRepository(deps.db).campaigns()).map((r) =>
        toCampaignRow(r.campaign, r.claims, now),
      );
    },

    /** A public coupon every account may claim once while it runs (`portal coupon:publish`'s service). */
    async publishCampaign(input: GrantInput, actor: OperatorActor): Promise<OpsCampaignRow> {
      const now = deps.clock.now();
      checkWindow(input.publishAt ?? now, input.endAt, now, 'endAt');
      const published = await createCouponCampaigns(deps).publish(input, actor);
      if ('problem' in published)
        throw new AppError('invalidParams', 'opsCatalogue.errors.campaignInvalid', {
          problem: published.problem,
        });
      return toCampaignRow(published, 0, now);
    },

    /**
     * Ends a campaign now: no account claims it from now on; claimed coupons keep their own validity. One not yet
     * started is moved to end now as well (the window stays valid: start just before the end).
     */
    async endCampaign(id: number, actor: OperatorActor): Promise<OpsCampaignRow> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createCouponAdminRepository(tx);
        const campaign = await repo.lockCampaign(id);
        if (!campaign) throw new AppError('notFound', 'opsCatalogue.errors.campaignNotFound', { id });
        if (campaign.endAt.getTime() <= now.getTime())
          throw new AppError('conflict', 'opsCatalogue.errors.campaignEnded', { id });
        const publishAt =
          campaign.publishAt.getTime() < now.getTime() ? campaign.publishAt : new Date(now.getTime() - 1);
        await repo.endCampaign(id, publishAt, now);
        await appendOperatorAudit(tx, actor, {
          action: 'campaign.end',
          targetType: 'campaign',
          targetId: String(id),
          details: {
            before: { publishAt: campaign.publishAt.toISOString(), endAt: campaign.endAt.toISOString() },
            after: { publishAt: publishAt.toISOString(), endAt: now.toISOString() },
          },
          at: now,
        });
        return toCampaignRow({ ...campaign, publishAt, endAt: now }, await repo.claimsOf(id), now);
      });
    },

    async promos(): Promise<OpsPromoRow[]> {
      const now = deps.clock.now();
      return (await createCouponAdminRepository(deps.db).promos()).map((r) => toPromoRow(r, now));
    },

    /** A promo code: an amount or a percentage off, each account may redeem it once; a taken code answers 409. */
    async createPromo(input: PromoInput, actor: OperatorActor): Promise<OpsPromoRow> {
      const now = deps.clock.now();
      const validFrom = input.validFrom ?? now;
      checkWindow(validFrom, input.validUntil, now, 'validUntil');
      return deps.db.transaction(async (tx) => {
        const row = await createCouponAdminRepository(tx).insertPromo({
          code: input.code,
          amountCents: input.amountCents ?? 0,
          percentOff: input.percentOff ?? 0,
          validFrom,
          validUntil: input.validUntil,
          maxRedemptions: input.maxRedemptions ?? null,
        });
        if (!row)
          throw new AppError('conflict', 'opsCatalogue.errors.promoExists', { code: input.code }, [
            { field: 'code', message: 'opsCatalogue.errors.promoExists' },
          ]);
        const answer = toPromoRow(row, now);
        await appendOperatorAudit(tx, actor, {
          action: 'promo.create',
          targetType: 'promo',
          targetId: row.code,
          details: { before: null, after: answer },
          at: now,
        });
        return answer;
      });
    },

    /** Ends a promo code now (inactive, valid until now); redemptions stay. An ended code answers 409. */
    async expirePromo(code: string, actor: OperatorActor): Promise<OpsPromoRow> {
      const now = deps.clock.now();
      return deps.db.transaction(async (tx) => {
        const repo = createCouponAdminRepository(tx);
        const promo = await repo.lockPromo(code);
        if (!promo) throw new AppError('notFound', 'opsCatalogue.errors.promoNotFound', { code });
        if (!promo.active || promo.validUntil.getTime() <= now.getTime())
          throw new AppError('conflict', 'opsCatalogue.errors.promoEnded', { code });
        const ended = await repo.endPromo(code, now);
        await appendOperatorAudit(tx, actor, {
          action: 'promo.expire',
          targetType: 'promo',
          targetId: code,
          details: {
            before: { active: promo.active, validUntil: promo.validUntil.toISOString() },
            after: { active: false, validUntil: now.toISOString() },
          },
          at: now,
        });
        return toPromoRow(ended, now);
      });
    },
  };
}
export type CouponAdmin = ReturnType<typeof createCouponAdmin>;
