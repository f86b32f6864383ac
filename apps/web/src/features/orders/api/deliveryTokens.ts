import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type DeliveryTokens = CallAnswer<typeof ROUTES.deliveryTokens>;
export type NewDeliveryToken = CallAnswer<typeof ROUTES.deliveryTokenCreate>;

const deliveryTokensKey = (orderID: number) => ['orders', 'deliveryTokens', orderID] as const;

/** GET order/delivery_tokens?orderID -> {list, max, url}: the order's tokens, revoked ones too. */
export function useDeliveryTokens(orderID: number, enabled: boolean) {
  return useQuery({
    queryKey: deliveryTokensKey(orderID),
    queryFn: () => call(ROUTES.deliveryTokens, { query: { orderID } }, { silent: true }),
    enabled,
  });
}

/** POST order/delivery_token {orderID, name, includeKey} -> the token, answered this once. */
export function useCreateDeliveryToken(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; includeKey: boolean }) =>
      call(ROUTES.deliveryTokenCreate, { body: { orderID, ...input } }, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryTokensKey(orderID) }),
  });
}

/** DELETE order/delivery_token/{id}: the token stops answering at once. */
export function useRevokeDeliveryToken(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ROUTES.deliveryTokenRevoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: deliveryTokensKey(orderID) }),
  });
}
