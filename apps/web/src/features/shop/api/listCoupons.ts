import type { Coupon, CouponTag, Profile } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET account/profile?couponTag=all|usable|used|expired -> the profile with its `coupons`. */
export async function listCoupons(tag: CouponTag): Promise<Coupon[]> {
  const profile = await api.get<Profile>('account/profile', { couponTag: tag });
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
