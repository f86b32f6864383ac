import { useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallOptions } from '../../../lib/api';

/** The days the overview shows (sales per day). */
export const OVERVIEW_DAYS = 30;

/** GET ops/overview?days as a query (the page and app/prefetch.ts ask the same one; fresh for 10 s). */
export function opsOverviewQuery(days: number = OVERVIEW_DAYS, options?: CallOptions) {
  return {
    queryKey: ['ops', 'overview', days],
    queryFn: () => call(ROUTES.opsOverview, { query: { days } }, options),
    staleTime: 10_000,
  };
}

/** GET ops/overview?days: sales per UTC day, orders by status, the queues' lengths, the TOTP setting. */
export function useOpsOverview(days: number) {
  return useQuery(opsOverviewQuery(days));
}
