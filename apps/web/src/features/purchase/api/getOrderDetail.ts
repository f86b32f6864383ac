import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export interface DetailArgs {
  id: number;
  /** A coupon of the account. */
  code?: string | undefined;
  /** A promo code (exclusive with `code`). */
  masterCode?: string | undefined;
}

/** GET order/detail/{id}?code&masterCode: the order as buy-details shows it (amounts in USD). */
export function getOrderDetail(args: DetailArgs, options: { silent?: boolean } = {}) {
  return call(
    ROUTES.orderDetail,
    {
      params: { id: args.id },
      query: { code: args.code || undefined, masterCode: args.masterCode || undefined },
    },
    options,
  );
}

export const orderDetailKey = (id: number) => ['purchase', 'order-detail', id] as const;

export function useOrderDetail(args: DetailArgs | undefined) {
  return useQuery({
    queryKey: [...orderDetailKey(args?.id ?? 0), args?.code ?? '', args?.masterCode ?? ''],
    queryFn: () => getOrderDetail(args!),
    enabled: args !== undefined,
    placeholderData: keepPreviousData,
  });
}
