import type { WalletSdkSettings } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface WalletMethod extends WalletSdkSettings {
  available: boolean;
  /** Why not (translated), null when available. */
  reason: string | null;
}

/** GET payment/methods, the card wallet's part: whether it may be used here and what its SDK needs. */
export function getWalletMethod(): Promise<WalletMethod> {
  return api
    .get<{ paypal: WalletMethod }>('payment/methods', undefined, { silent: true })
    .then((methods) => methods.paypal);
}

export function useWalletMethod() {
  return useQuery({ queryKey: ['funds', 'wallet-method'], queryFn: getWalletMethod, staleTime: 30_000 });
}
