import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  couponCampaigns,
  coupons,
  promoCodes,
  type CouponCampaignRow,
  type CouponRow,
  type PromoCodeRow,
} from '../../db/schema/index.js';

const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export type CouponFilter = 'all' | 'usable' | 'used' | 'expired';

function statusFilter(status: CouponFilter, now: Date): SQL | undefined {
  switch (status) {
    case 'usable':
      return and(isNull(coupons.usedAt), gt(coupons.endAt, now));
    case 'used':
      return isNotNull(coupons.usedAt);
    case 'expired':
      return and(isNull(coupons.usedAt), lte(coupons.endAt, now));
    default:
      return undefined;
  }
}

export interface CouponWithAccount {
  coupon: CouponRow;
  uid: string;
  email: string;
}

/** The operator's side of the coupon tables (coupon-admin.service.ts). */
export function createCouponAdminRepository(db: Executor) {
  return {
    /** Coupons of every account, newest first; `query` matches a part of the e-mail, the uid or the code. */
    async page(
      filter: { query?: string | undefined; status: CouponFilter },
      now: Date,
      limit: number,
      offset: number,
    ): Promise<{ rows: CouponWithAccount[]; total: number }> {
      const pattern = filter.query ? containing(filter.query) : undefined;
      const where = and(
        statusFilter(filter.status, now),
        pattern
          ? or(ilike(accounts.email, pattern), ilike(accounts.uid, pattern), ilike(coupons.code, pattern))
          : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select({ coupon: coupons, uid: accounts.uid, email: accounts.email })
          .from(coupons)
          .innerJoin(accounts, eq(accounts.id, coupons.accountId))
          .where(where)
          .orderBy(desc(coupons.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(coupons)
          .innerJoin(accounts, eq(accounts.id, coupons.accountId))
          .where(where),
      ]);
      return { rows, total: Number(total?.n ?? 0) };
    },
    async insert(values: typeof coupons.$inferInsert): Promise<CouponRow> {
      const [row] = await db.insert(coupons).values(values).returning();
      return row!;
    },
    async lockCoupon(id: number): Promise<CouponWithAccount | undefined> {
      const [row] = await db
        .select({ coupon: coupons, uid: accounts.uid, email: accounts.email })
        .from(coupons)
        .innerJoin(accounts, eq(accounts.id, coupons.accountId))
        .where(eq(coupons.id, id))
        .for('update', { of: coupons });
      return row;
    },
    async endCoupon(id: number, endAt: Date): Promise<void> {
      await db.update(coupons).set({ endAt }).where(eq(coupons.id, id));
    },
    /** Every public campaign, newest first, with how many accounts claimed it. */
    async campaigns(): Promise<{ campaign: CouponCampaignRow; claims: number }[]> {
      const [rows, counts] = await Promise.all([
        db.select().from(couponCampaigns).orderBy(desc(couponCampaigns.id)),
        db
          .select({ id: coupons.campaignId, n: count() })
          .from(coupons)
          .where(isNotNull(coupons.campaignId))
          .groupBy(coupons.campaignId),
      ]);
      const claims = new Map(counts.map((c) => [c.id, Number(c.n)]));
      return rows.map((campaign) => ({ campaign, claims: claims.get(campaign.id) ?? 0 }));
    },
    async lockCampaign(id: number): Promise<CouponCampaignRow | undefined> {
      const [row] = await db.select().from(couponCampaigns).where(eq(couponCampaigns.id, id)).for('update');
      return row;
    },
    async endCampaign(id: number, publishAt: Date, endAt: Date): Promise<void> {
      await db.update(couponCampaigns).set({ publishAt, endAt }).where(eq(couponCampaigns.id, id));
    },
    async claimsOf(id: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(coupons).where(eq(coupons.campaignId, id));
      return Number(row?.n ?? 0);
    },
    promos(): Promise<PromoCodeRow[]> {
      return db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code));
    },
    /** Inserts a promo code; undefined when the code exists already. */
    async insertPromo(values: typeof promoCodes.$inferInsert): Promise<PromoCodeRow | undefined> {
      const [row] = await db.insert(promoCodes).values(values).onConflictDoNothing().returning();
      return row;
    },
    async lockPromo(code: string): Promise<PromoCodeRow | undefined> {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).for('update');
      return row;
    },
    async endPromo(code: string, validUntil: Date): Promise<PromoCodeRow> {
      const [row] = await db
        .update(promoCodes)
        .set({ active: false, validUntil })
        .where(eq(promoCodes.code, code))
        .returning();
      return row!;
    },
  };
}
