import { and, asc, desc, eq, gt, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CouponTag } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import {
  couponCampaigns,
  coupons,
  promoCodes,
  promoRedemptions,
  type CouponCampaignRow,
  type CouponRow,
  type PromoCodeRow,
} from '../../db/schema/index.js';

function tagFilter(tag: CouponTag, now: Date): SQL | undefined {
  switch (tag) {
    case 'usable':
      return and(isNull(coupons.usedAt), lte(coupons.publishAt, now), gt(coupons.endAt, now));
    case 'used':
      return isNotNull(coupons.usedAt);
    case 'expired':
      return and(isNull(coupons.usedAt), lte(coupons.endAt, now));
    default:
      return undefined;
  }
}

export function createCouponsRepository(db: Executor) {
  return {
    list(accountId: number, tag: CouponTag, now: Date): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(and(eq(coupons.accountId, accountId), tagFilter(tag, now)))
        .orderBy(desc(coupons.id));
    },
    usable(accountId: number, now: Date): Promise<CouponRow[]> {
      return db
        .select()
        .from(coupons)
        .where(and(eq(coupons.accountId, accountId), tagFilter('usable', now)))
        .orderBy(asc(coupons.endAt));
    },
    async findByCode(accountId: number, code: string): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(and(eq(coupons.accountId, accountId), eq(coupons.code, code)));
      return row;
    },
    async newest(accountId: number): Promise<CouponRow | undefined> {
      const [row] = await db
        .select()
        .from(coupons)
        .where(eq(coupons.accountId, accountId))
        .orderBy(desc(coupons.id))
        .limit(1);
      return row;
    },
    /** Inserts unless the account has its sign-up gift already (unique partial index). */
    async insertSignupGift(values: typeof coupons.$inferInsert): Promise<CouponRow | undefined> {
      const [row] = await db.insert(coupons).values(values).onConflictDoNothing().returning();
      return row;
    },
    /** The newest campaign running at `now` that the account has not claimed yet. */
    async newestUnclaimedCampaign(accountId: number, now: Date): Promise<CouponCampaignRow | undefined> {
      const [row] = await db
        .select()
        .from(couponCampaigns)
        .where(
          and(
            lte(couponCampaigns.publishAt, now),
            gt(couponCampaigns.endAt, now),
            sql`not exists (select 1 from ${coupons} where ${coupons.accountId} = ${accountId} and ${coupons.campaignId} = ${couponCampaigns.id})`,
          ),
        )
        .orderBy(desc(couponCampaigns.publishAt), desc(couponCampaigns.id))
        .limit(1);
      return row;
    },
    /** Inserts a campaign's coupon unless the account claimed it already (unique partial index). */
    async insertCampaignCoupon(values: typeof coupons.$inferInsert): Promise<void> {
      await db.insert(coupons).values(values).onConflictDoNothing();
    },
    async insertCampaign(values: typeof couponCampaigns.$inferInsert): Promise<CouponCampaignRow> {
      const [row] = await db.insert(couponCampaigns).values(values).returning();
      return row!;
    },
    /** Marks a coupon used by a payment; false when it was used already (the consume-once guard). */
    async consume(couponId: number, paymentId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(coupons)
        .set({ usedAt: now, usedByPaymentId: paymentId })
        .where(and(eq(coupons.id, couponId), isNull(coupons.usedAt), gt(coupons.endAt, now)))
        .returning({ id: coupons.id });
      return rows.length === 1;
    },
    async findPromo(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row;
    },
    async redeemedBy(code: string, accountId: number): Promise<boolean> {
      const [row] = await db
        .select({ code: promoRedemptions.code })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.code, code), eq(promoRedemptions.accountId, accountId)));
      return row !== undefined;
    },
    /** Records a redemption; false when this account redeemed the code already or it ran out. */
    async redeemPromo(code: string, accountId: number, paymentId: number, now: Date): Promise<boolean> {
      const counted = await db
        .update(promoCodes)
        .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            eq(promoCodes.active, true),
            lte(promoCodes.validFrom, now),
            gt(promoCodes.validUntil, now),
            or(
              isNull(promoCodes.maxRedemptions),
              sql`${promoCodes.redemptions} < ${promoCodes.maxRedemptions}`,
            ),
          ),
        )
        .returning({ code: promoCodes.code });
      if (counted.length !== 1) return false;
      const inserted = await db
        .insert(promoRedemptions)
        .values({ code, accountId, paymentId })
        .onConflictDoNothing()
        .returning({ code: promoRedemptions.code });
      return inserted.length === 1;
    },
    async upsertPromo(values: typeof promoCodes.$inferInsert): Promise<void> {
      await db.insert(promoCodes).values(values).onConflictDoNothing();
    },
  };
}
export type CouponsRepository = ReturnType<typeof createCouponsRepository>;
