import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export const OFFLINE_FUNDS_KEY = ['funds', 'offline'] as const;

/** GET payments/offline: bank transfer offered or not, the instructions, the account's transfers not booked yet. */
export function getOfflineFunds() {
  return call(ROUTES.offlineFunds, {}, { silent: true });
}

export function useOfflineFunds() {
  return useQuery({ queryKey: OFFLINE_FUNDS_KEY, queryFn: getOfflineFunds, staleTime: 30_000 });
}

/** POST payments/topup/offline {charge}: an unpaid top-up awaiting the transfer; its reference and instructions. */
export function createOfflineTopup(charge: string) {
  return call(ROUTES.offlineTopup, { body: { charge } }, { silent: true });
}

/** POST payments/offline/{id}/cancel: withdraws a transfer the operator has not booked yet. */
export function cancelOfflineTopup(paymentId: string) {
  return call(ROUTES.offlineCancel, { params: { paymentId } });
}
