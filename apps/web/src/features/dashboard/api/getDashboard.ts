import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET dashboard: the team's counts, recent orders and chart data. */
export function getDashboard() {
  return call(ROUTES.dashboard);
}

export const dashboardKey = ['dashboard'] as const;

/** Fetched afresh whenever the page opens: the numbers follow payments and cancellations made elsewhere. */
export function useDashboard() {
  return useQuery({ queryKey: dashboardKey, queryFn: getDashboard, staleTime: 0 });
}
