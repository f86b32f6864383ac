import type { CardWallet } from '../../integrations/payments/card-wallet.js';
import type { ServiceDeps } from '../../services.js';
import type { CouponService } from '../coupons/coupon.service.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
import type { CommissionWriter } from '../affiliate/commissions.service.js';
import { createCaptureApplication } from './capture-application.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { createOfflineInstructions } from './offline-instructions.js';
import { createOfflinePaymentService } from './offline-payment.service.js';
import { createOfflineTopupService } from './offline-topup.service.js';
import { createPaymentSettlement } from './payment-settlement.js';
import { createWalletWebhookService } from './wallet-webhook.service.js';
import { createWalletService } from './wallet.service.js';

/** The card wallet's and bank transfer's services, built once per app (and by the CLI for payment:offline). */
export function createWalletParts(
  deps: ServiceDeps,
  parts: {
    wallet: CardWallet | undefined;
    ledger: LedgerService;
    coupons: CouponService;
    /** The "payment received" letter of a captured or offline-received purchase. */
    letters: LetterWriter;
    /** The referrer's commission of a captured or offline-received purchase (affiliate programme). */
    commissions: CommissionWriter;
    /** The settings cache announcer: bank-transfer instructions are read through it (payments/offline). */
    sharedCaches: SharedCaches;
    /** The sales address in effect, answered by payments/offline (Add funds' contact while nothing is offered). */
    salesEmail: () => Promise<string>;
  },
) {
  const settlement = createPaymentSettlement(deps, parts);
  const captures = createCaptureApplication(deps, { settlement, ledger: parts.ledger });
  const service = createWalletService(deps, {
    wallet: parts.wallet,
    ledger: parts.ledger,
    settlement,
    captures,
  });
  const instructions = createOfflineInstructions({ ...deps, sharedCaches: parts.sharedCaches });
  return {
    service,
    /** Bank transfer: the operator's instructions and the customer's offline top-ups. */
    instructions,
    offlineTopups: createOfflineTopupService(deps, { instructions, salesEmail: parts.salesEmail }),
    webhooks: createWalletWebhookService(deps, { wallet: parts.wallet, captures, collect: service.collect }),
    offline: createOfflinePaymentService(deps, { settlement }),
    /** The payment/submit and payment/methods side, only when a wallet is configured. */
    payments: parts.wallet ? { sdk: parts.wallet.sdk, submit: service.submit } : undefined,
  };
}
