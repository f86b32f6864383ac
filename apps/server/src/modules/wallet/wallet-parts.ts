import type { CardWallet } from '../../integrations/payments/card-wallet.js';
import type { ServiceDeps } from '../../services.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { createCaptureApplication } from './capture-application.js';
import { createOfflinePaymentService } from './offline-payment.service.js';
import { createPaymentSettlement } from './payment-settlement.js';
import { createWalletWebhookService } from './wallet-webhook.service.js';
import { createWalletService } from './wallet.service.js';

/** The card wallet's services, built once per app (and by the CLI for payment:offline). */
export function createWalletParts(
  deps: ServiceDeps,
  parts: { wallet: CardWallet | undefined; ledger: LedgerService; coupons: CouponService },
) {
  const settlement = createPaymentSettlement(deps, parts);
  const captures = createCaptureApplication(deps, { settlement, ledger: parts.ledger });
  const service = createWalletService(deps, {
    wallet: parts.wallet,
    ledger: parts.ledger,
    settlement,
    captures,
  });
  return {
    service,
    webhooks: createWalletWebhookService(deps, { wallet: parts.wallet, captures, collect: service.collect }),
    offline: createOfflinePaymentService(deps, { settlement }),
    /** The payment/submit and payment/methods side, only when a wallet is configured. */
    payments: parts.wallet ? { sdk: parts.wallet.sdk, submit: service.submit } : undefined,
  };
}
