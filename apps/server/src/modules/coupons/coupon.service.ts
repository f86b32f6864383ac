import { randomBytes } from 'node:crypto';
import { centsToNumber, type Coupon, type CouponTag } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { CouponRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { deductionCents } from '../../lib/pricing.js';
import { createCouponsRepository } from './coupons.repository.js';

/** The sign-up gift: a fixed amount off one order, valid for 90 days. */
export const SIGNUP_GIFT_CENTS = 1000;
export const SIGNUP_GIFT_DAYS = 90;

export interface CodeChoice {
  /** A coupon of the account. */
  code?: string | undefined;
  /** A promo (master) code. */
  masterCode?: string | undefined;
}

export interface ResolvedDeduction {
  deductionCents: number;
  coupon: CouponRow | null;
  promoCode: string | null;
  /** i18n key of why the given code does not apply; null when it applies or none was given. */
  problem: string | null;
}

function statusOf(row: CouponRow, now: Date): Coupon['status'] {
  if (row.usedAt) return 'used';
  if (row.endAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

export function newCode(prefix: string): string {
  return `${prefix}-${randomBytes(5).toString('hex').toUpperCase()}`;
}

export function createCouponService(deps: ServiceDeps) {
  const repo = createCouponsRepository(deps.db);

  const toCoupon = (row: CouponRow, now: Date): Coupon => ({
    id: row.id,
    amount: centsToNumber(row.amountCents),
    title: row.title,
    describe: row.describe,
    code: row.code,
    usable: statusOf(row, now) === 'usable' && row.publishAt.getTime() <= now.getTime(),
    status: statusOf(row, now),
    publishAt: row.publishAt.toISOString(),
    endAt: row.endAt.toISOString(),
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
  });

  return {
    /** Gives the account its sign-up gift once (registration; coupon/latest for older accounts). */
    async grantSignupGift(accountId: number, db: Executor = deps.db): Promise<CouponRow | undefined> {
      const now = deps.clock.now();
      return createCouponsRepository(db).insertSignupGift({
        accountId,
        code: newCode('GIFT'),
        kind: 'signup',
        amountCents: SIGNUP_GIFT_CENTS,
        title: '',
        describe: '',
        publishAt: now,
        endAt: new Date(now.getTime() + SIGNUP_GIFT_DAYS * DAY),
      });
    },

    async list(accountId: number, tag: CouponTag): Promise<Coupon[]> {
      const now = deps.clock.now();
      return (await repo.list(accountId, tag, now)).map((row) => toCoupon(row, now));
    },

    /**
     * coupon/latest: grants a pending sign-up gift and claims the newest running public coupon the account has not
     * claimed (once per account, whatever races: a unique index), then answers the newest coupon.
     */
    async latest(accountId: number): Promise<Coupon | null> {
      await this.grantSignupGift(accountId);
      const now = deps.clock.now();
      const campaign = await repo.newestUnclaimedCampaign(accountId, now);
      if (campaign)
        await repo.insertCampaignCoupon({
          accountId,
          code: newCode('PROMO'),
          kind: 'campaign',
          campaignId: campaign.id,
          amountCents: campaign.amountCents,
          title: campaign.title,
          describe: campaign.describe,
          publishAt: campaign.publishAt,
          endAt: campaign.endAt,
        });
      const row = await repo.newest(accountId);
      return row ? toCoupon(row, deps.clock.now()) : null;
    },

    usableCoupons(accountId: number): Promise<CouponRow[]> {
      return repo.usable(accountId, deps.clock.now());
    },

    /** What a coupon or promo code takes off `totalCents` (exclusive: a coupon wins over a promo code). */
    async resolve(
      accountId: number,
      choice: CodeChoice,
      totalCents: number,
      db: Executor = deps.db,
    ): Promise<ResolvedDeduction> {
      const none: ResolvedDeduction = { deductionCents: 0, coupon: null, promoCode: null, problem: null };
      const now = deps.clock.now();
      const r = createCouponsRepository(db);
      if (choice.code) {
        const coupon = await r.findByCode(accountId, choice.code);
        if (!coupon) return { ...none, problem: 'errors.couponNotFound' };
        const status = statusOf(coupon, now);
        if (status === 'used') return { ...none, problem: 'errors.couponUsed' };
        if (status === 'expired' || coupon.publishAt.getTime() > now.getTime())
          return { ...none, problem: 'errors.couponExpired' };
        return {
          ...none,
          coupon,
          deductionCents: deductionCents(totalCents, { amountCents: coupon.amountCents }),
        };
      }
      if (choice.masterCode) {
        const code = choice.masterCode.toUpperCase();
        const promo = await r.findPromo(code);
        const live =
          promo?.active &&
          promo.validFrom.getTime() <= now.getTime() &&
          promo.validUntil.getTime() > now.getTime() &&
          (promo.maxRedemptions === null || promo.redemptions < promo.maxRedemptions);
        if (!promo || !live) return { ...none, problem: 'errors.promoCodeInvalid' };
        if (await r.redeemedBy(code, accountId)) return { ...none, problem: 'errors.promoCodeUsed' };
        const off =
          promo.amountCents > 0 ? { amountCents: promo.amountCents } : { percentOff: promo.percentOff };
        return { ...none, promoCode: code, deductionCents: deductionCents(totalCents, off) };
      }
      return none;
    },

    /** Consumes the coupon or promo code of a payment inside its transaction; refuses a second use. */
    async consume(
      db: Executor,
      accountId: number,
      paymentId: number,
      use: { couponId: number | null; promoCode: string | null },
    ) {
      const r = createCouponsRepository(db);
      const now = deps.clock.now();
      if (use.couponId !== null && !(await r.consume(use.couponId, paymentId, now)))
        throw new AppError('couponUnusable', 'errors.couponUsed');
      if (use.promoCode !== null && !(await r.redeemPromo(use.promoCode, accountId, paymentId, now)))
        throw new AppError('couponUnusable', 'errors.promoCodeUsed');
    },

    /** A coupon's title for display when it has none of its own. */
    describe(row: Coupon, lang: Parameters<typeof translate>[0]): Coupon {
      return row.title
        ? row
        : {
            ...row,
            title: translate(lang, 'coupons.signupTitle'),
            describe:
              row.describe || translate(lang, 'coupons.signupDescribe', { amount: row.amount.toFixed(2) }),
          };
    },
  };
}
export type CouponService = ReturnType<typeof createCouponService>;
