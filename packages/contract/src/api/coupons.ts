import { z } from 'zod';
import { COUPON_TAGS } from '../domain.js';

export const couponStatus = z.enum(['usable', 'used', 'expired']);
/** A coupon of the account. Amounts are USD. */
export const couponRow = z.object({
  id: z.number().int(),
  amount: z.number(),
  title: z.string(),
  describe: z.string(),
  code: z.string(),
  usable: z.boolean(),
  status: couponStatus,
  publishAt: z.string(),
  endAt: z.string(),
  usedAt: z.string().nullable(),
});
export type Coupon = z.infer<typeof couponRow>;

/** GET account/profile?couponTag=all|usable|used|expired adds msg.coupons. */
export const profileQuery = z.object({ couponTag: z.enum(COUPON_TAGS).optional() });

/** GET coupon/latest: grants a pending gift (sign-up gift) if the account has none yet; msg is the newest coupon. */
export const couponLatestAnswer = couponRow.nullable();
