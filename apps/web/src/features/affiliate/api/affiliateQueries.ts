import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

/** Every affiliate query starts with this key: a payout request refreshes them all. */
export const affiliateKey = ['affiliate'] as const;

/** GET commission/orders?page&pageSize -> {list, total}. */
export function useCommissionOrders(args: PageArgs) {
  return useQuery({
    queryKey: [...affiliateKey, 'orders', args],
    queryFn: () => call(ROUTES.commissionOrders, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}

/** GET commission/extract?page&pageSize -> {list, total}: the payout requests. */
export function useExtracts(args: PageArgs) {
  return useQuery({
    queryKey: [...affiliateKey, 'extracts', args],
    queryFn: () => call(ROUTES.commissionExtracts, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}

/** GET commission/extract/detail -> {extractAmount, freezeAmount, totalAmount}. */
export function useExtractDetail() {
  return useQuery({
    queryKey: [...affiliateKey, 'detail'],
    queryFn: () => call(ROUTES.commissionExtractDetail),
  });
}

/** GET commission/summary: the Account Statement tab. */
export function useAffiliateSummary() {
  return useQuery({
    queryKey: [...affiliateKey, 'summary'],
    queryFn: () => call(ROUTES.commissionSummary),
  });
}

/** GET commission/history?page&pageSize: payouts and reversals. */
export function usePayoutHistory(args: PageArgs) {
  return useQuery({
    queryKey: [...affiliateKey, 'history', args],
    queryFn: () => call(ROUTES.commissionHistory, { query: { ...args } }),
    placeholderData: keepPreviousData,
  });
}
