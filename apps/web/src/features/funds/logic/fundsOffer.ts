import type { OfflineFundsAnswer } from '@portal/contract';
import { isApiError } from '../../../lib/api';
import type { WalletAvailability } from './walletAvailability';

/** What Add funds shows below its intro. */
export type FundsOffer =
  | { state: 'loading' }
  /** The caller may not add funds (role sale, the orders-scoped API key): the server's reason, nothing else. */
  | { state: 'denied'; reason: string }
  /** No card wallet and no bank-transfer instructions: the sales address and a pricing request, nothing to pay. */
  | { state: 'contact'; salesEmail: string }
  /** The amount form with the ways the portal offers (wallet, bank transfer). */
  | { state: 'form' };

/**
 * Decides Add funds from the server's answers: GET payments/offline refuses a caller without `funds.topup` (403
 * with the role's reason) and names the sales address; GET payment/methods says whether a card wallet exists.
 */
export function fundsOffer(
  wallet: WalletAvailability,
  offline: { data?: OfflineFundsAnswer | undefined; error?: unknown },
): FundsOffer {
  if (isApiError(offline.error) && offline.error.status === 403)
    return { state: 'denied', reason: offline.error.msg };
  if (wallet.state === 'loading' || (!offline.data && !offline.error)) return { state: 'loading' };
  if (wallet.state === 'absent' && offline.data && !offline.data.enabled)
    return { state: 'contact', salesEmail: offline.data.salesEmail };
  return { state: 'form' };
}

/** The sales address as a mailto link, with a subject the sales team can sort by. */
export function salesMailto(salesEmail: string, subject: string): string {
  return `mailto:${salesEmail}?subject=${encodeURIComponent(subject)}`;
}
