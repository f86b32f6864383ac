import type { Config } from '../../config/config.js';
import type { Clock } from '../../lib/clock.js';
import type { CardWallet } from './card-wallet.js';
import type { PayoutSender } from './payout-sender.js';
import { createPayPalPayouts, createPayPalWallet } from './paypal/index.js';

/** The configured card wallet (PAYPAL_* settings), or undefined: the wallet button then says why not. */
export function createCardWallet(
  settings: Config['paypal'],
  clock: Clock,
  brandName?: string,
): CardWallet | undefined {
  if (!settings) return undefined;
  return createPayPalWallet({ ...settings, ...(brandName ? { brandName } : {}) }, { clock });
}

/** Affiliate payouts through PayPal's Payouts API on the same PAYPAL_* settings, or undefined (paid by hand). */
export function createPayoutSender(settings: Config['paypal'], clock: Clock): PayoutSender | undefined {
  if (!settings) return undefined;
  return createPayPalPayouts(settings, { clock });
}
