import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { couponsKey } from './listCoupons';

/** GET coupon/latest: grants a pending gift (the sign-up gift) and answers the newest coupon, or null. */
export function getLatestCoupon() {
  return call(ROUTES.couponLatest);
}

/** The Refresh button of the promo codes: coupon/latest, then the lists are read again (spec: "code 0 then reload"). */
export function useRefreshCoupons() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: getLatestCoupon,
    onSettled: () => client.invalidateQueries({ queryKey: couponsKey }),
  });
}
