import { PAGE_DEFAULTS } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES, type CallOptions } from '../../../lib/api';
import { filterArgs, initialOrderFilters, type OrdersArgs } from '../logic/orderRules';

/** GET orders?page&pageSize&timeType&tag&orderID&domain&beginTime&endTime -> {list, total}. */
export function listOrders(args: OrdersArgs, options?: CallOptions) {
  return call(ROUTES.orders, { query: { ...args } }, options);
}

export const ordersKey = ['orders', 'list'] as const;

/**
 * An answer this fresh is shown without asking again: the first page fetched while the page's code loads
 * (app/prefetch.ts) is used, not fetched twice. The page's own refreshes (after an action) still ask.
 */
const FRESH_MS = 10_000;

/** The list call of `args` as a query (the page and the prefetch ask the same one). */
export function ordersQuery(args: OrdersArgs, options?: CallOptions) {
  return { queryKey: [...ordersKey, args], queryFn: () => listOrders(args, options), staleTime: FRESH_MS };
}

/** The first page My Orders asks when it opens at `search` (useOrdersList's first state). */
export function firstOrdersQuery(search: string, options?: CallOptions) {
  return ordersQuery(
    {
      ...filterArgs(initialOrderFilters(search)),
      page: PAGE_DEFAULTS.page,
      pageSize: PAGE_DEFAULTS.pageSize,
    },
    options,
  );
}

export function useOrders(args: OrdersArgs) {
  return useQuery({ ...ordersQuery(args), placeholderData: keepPreviousData });
}
