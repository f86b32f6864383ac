import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type AcmeCredentials = CallAnswer<typeof ROUTES.acmeCredentials>;
export type NewAcmeCredential = CallAnswer<typeof ROUTES.acmeCredentialCreate>;

const key = (orderID: number) => ['orders', 'acme', orderID] as const;

/** GET order/acme_credentials?orderID -> {directoryUrl, available, list} (never an HMAC key). */
export function useAcmeCredentials(orderID: number, enabled: boolean) {
  return useQuery({
    queryKey: key(orderID),
    queryFn: () => call(ROUTES.acmeCredentials, { query: { orderID } }, { silent: true }),
    enabled,
  });
}

/** POST order/acme_credentials {orderID} -> the new credentials, their HMAC key shown this once. */
export function useCreateAcmeCredential(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => call(ROUTES.acmeCredentialCreate, { body: { orderID } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(orderID) }),
  });
}

/** DELETE order/acme_credential/{id} -> the revoked credentials. */
export function useRevokeAcmeCredential(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(ROUTES.acmeCredentialRevoke, { params: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(orderID) }),
  });
}
