import type { Coupon } from '@portal/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/**
 * PUT orders/renew/{id} {years, code?} -> {id}: the renewal order waiting for payment (the same call as the order
 * page's Renew; the server checks the order, the years and the coupon). Refusals are shown by the dialog.
 */
export function renewOrder(id: number, body: { years: number; code?: string }) {
  return call(ROUTES.orderRenew, { params: { id }, body }, { silent: true });
}

export function useRenewOrder() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: { years: number; code?: string } }) =>
      renewOrder(id, body),
  });
}

/** GET account/profile?couponTag=usable: the coupons the renewal may be paid with. */
export function useUsableCoupons(enabled: boolean) {
  return useQuery({
    queryKey: ['coupons', 'usable'],
    queryFn: async (): Promise<Coupon[]> =>
      (await call(ROUTES.accountProfile, { query: { couponTag: 'usable' } })).coupons ?? [],
    enabled,
  });
}
