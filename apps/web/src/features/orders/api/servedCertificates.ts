import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';

export type ServedCertificates = CallAnswer<typeof ROUTES.servedCertificates>;
export type ServedHost = ServedCertificates['hosts'][number];
export type ServedCheck = NonNullable<ServedHost['last']>;

const keys = {
  all: (orderID: number) => ['orders', 'served', orderID] as const,
  history: (orderID: number, host: string, page: number, pageSize: number) =>
    ['orders', 'served', orderID, 'history', host, page, pageSize] as const,
};

/** GET order/served_certificates?orderID -> the current certificate and every host's last result and alert. */
export function useServedCertificates(orderID: number) {
  return useQuery({
    queryKey: keys.all(orderID),
    queryFn: () => call(ROUTES.servedCertificates, { query: { orderID } }, { silent: true }),
  });
}

/** GET order/served_certificate_history?orderID&host&page&pageSize -> one host's checks, newest first. */
export function useServedHistory(orderID: number, host: string | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: keys.history(orderID, host ?? '', page, pageSize),
    queryFn: () =>
      call(ROUTES.servedHistory, { query: { orderID, host: host!, page, pageSize } }, { silent: true }),
    enabled: host !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** PUT order/served_certificate_host {orderID, host, port, enabled}: a host's settings, or a host added. */
export function useSetServedHost(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (args: { host: string; port: number; enabled: boolean }) =>
      call(ROUTES.servedHostSet, { body: { orderID, ...args } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keys.all(orderID) }),
  });
}

/** POST order/served_certificate_check {orderID, host?}: check one host, or all, now. */
export function useCheckServed(orderID: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (host?: string) => call(ROUTES.servedCheck, { body: { orderID, ...(host ? { host } : {}) } }),
    onSuccess: (answer) => {
      client.setQueryData(keys.all(orderID), (old: ServedCertificates | undefined) =>
        old ? { ...old, hosts: answer.hosts } : old,
      );
      return client.invalidateQueries({ queryKey: keys.all(orderID) });
    },
  });
}
