import { useMutation } from '@tanstack/react-query';
import { call, ROUTES, type CallAnswer } from '../../../lib/api';
import { idsParam } from '../logic/orderRules';

export type KeyManagerExport = CallAnswer<typeof ROUTES.keyManagerExport>;

/** GET key_manager/certs/export?ordersID=… -> a one-time {id, token, remind} for the local key manager. */
export function getKeyManagerExport(ids: number[]) {
  return call(ROUTES.keyManagerExport, { query: { ordersID: idsParam(ids) } });
}

export function useKeyManagerExport() {
  return useMutation({ mutationFn: getKeyManagerExport });
}

/** The launcher link the local key manager registers: it downloads the export with its one-time token. */
export function keyManagerLaunchUrl(origin: string, answer: Pick<KeyManagerExport, 'id' | 'token'>): string {
  const url = `${origin}/api/key_manager/certs/export/${answer.id}?token=${answer.token}`;
  return `keymanager://import?url=${encodeURIComponent(url)}`;
}
