import type { WalletSdkSettings } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface MethodAvailability {
  available: boolean;
  /** Why not (translated), null when available. */
  reason: string | null;
}
export interface PaymentMethods {
  fund: MethodAvailability;
  /** The card wallet, with what its JS SDK needs (null while none is configured). */
  paypal: MethodAvailability & WalletSdkSettings;
}

/** GET payment/methods: which payment buttons buy-details offers, and why not. */
export function getPaymentMethods(): Promise<PaymentMethods> {
  return api.get<PaymentMethods>('payment/methods', undefined, { silent: true });
}

export function usePaymentMethods() {
  return useQuery({
    queryKey: ['purchase', 'payment-methods'],
    queryFn: getPaymentMethods,
    staleTime: 30_000,
  });
}
