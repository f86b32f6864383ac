import type { WalletSdkSettings } from '../../../lib/wallet/walletSdk';
import type { WalletMethod } from '../api/getWalletMethods';

export type WalletAvailability =
  | { state: 'loading' }
  | { state: 'hidden'; reason: string | null }
  /** No card wallet on this portal: the page leaves it out (and offers the bank transfer, if any). */
  | { state: 'absent' }
  | { state: 'ready'; sdk: WalletSdkSettings };

/**
 * The wallet is offered when the server says so and gave what the SDK needs; left out when none is configured
 * (no client id); otherwise hidden with the reason (role sale).
 */
export function walletAvailability(method: WalletMethod | undefined, failed: boolean): WalletAvailability {
  if (!method) return failed ? { state: 'hidden', reason: null } : { state: 'loading' };
  if (!method.available && !method.clientId && !method.sdkUrl) return { state: 'absent' };
  if (!method.available || !method.clientId || !method.sdkUrl)
    return { state: 'hidden', reason: method.reason };
  return { state: 'ready', sdk: { clientId: method.clientId, sdkUrl: method.sdkUrl } };
}
