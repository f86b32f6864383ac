import type { OfflineFundsAnswer, OfflineTopupAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export const OFFLINE_FUNDS_KEY = ['funds', 'offline'] as const;

/** GET payments/offline: bank transfer offered or not, the instructions, the account's transfers not booked yet. */
export function getOfflineFunds(): Promise<OfflineFundsAnswer> {
  return api.get<OfflineFundsAnswer>('payments/offline', undefined, { silent: true });
}

export function useOfflineFunds() {
  return useQuery({ queryKey: OFFLINE_FUNDS_KEY, queryFn: getOfflineFunds, staleTime: 30_000 });
}

/** POST payments/topup/offline {charge}: an unpaid top-up awaiting the transfer; its reference and instructions. */
export function createOfflineTopup(charge: string): Promise<OfflineTopupAnswer> {
  return api.post<OfflineTopupAnswer>('payments/topup/offline', { charge }, { silent: true });
}

/** POST payments/offline/{id}/cancel: withdraws a transfer the operator has not booked yet. */
export function cancelOfflineTopup(paymentId: string): Promise<unknown> {
  return api.post(`payments/offline/${encodeURIComponent(paymentId)}/cancel`);
}
