import type { Coupon } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { couponsKey } from './listCoupons';

/** GET coupon/latest: grants a pending gift (the sign-up gift) and answers the newest coupon, or null. */
export function getLatestCoupon(): Promise<Coupon | null> {
  return api.get<Coupon | null>('coupon/latest');
}

/** The Refresh button of the promo codes: coupon/latest, then the lists are read again (spec: "code 0 then reload"). */
export function useRefreshCoupons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: getLatestCoupon,
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
