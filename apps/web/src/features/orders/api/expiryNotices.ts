import type { OrderExpiryNoticesBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/queryKeys';

/** GET order/expiry_notices?orderID -> {orderID, days (null: the account's), accountDays, effectiveDays}. */
export function getOrderExpiryNotices(orderID: number) {
  return call(ROUTES.orderExpiryNotices, { query: { orderID } }, { silent: true });
}

export function useOrderExpiryNotices(orderID: number, enabled: boolean) {
  return useQuery({
    queryKey: QUERY_KEYS.orderExpiryNotices(orderID),
    queryFn: () => getOrderExpiryNotices(orderID),
    enabled,
  });
}

/** PUT order/expiry_notices {orderID, days | null}; the card shows the server's error itself. */
export function saveOrderExpiryNotices(body: OrderExpiryNoticesBody) {
  return call(ROUTES.orderExpiryNoticesSave, { body }, { silent: true });
}

export function useSaveOrderExpiryNotices(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveOrderExpiryNotices,
    onSuccess: (saved) => client.setQueryData(QUERY_KEYS.orderExpiryNotices(orderID), saved),
  });
}
