import type { Coupon, CouponTag } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET account/profile?couponTag=all|usable|used|expired -> the profile with its `coupons`. */
export async function listCoupons(tag: CouponTag): Promise<Coupon[]> {
  const profile = await call(ROUTES.accountProfile, { query: { couponTag: tag } });
  return profile.coupons ?? [];
}

export const couponsKey = ['coupons'] as const;

export function useCoupons(tag: CouponTag) {
  return useQuery({
    queryKey: [...couponsKey, tag],
    queryFn: () => listCoupons(tag),
    placeholderData: keepPreviousData,
  });
}
