import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { IssuanceService } from '../certificates/issuance.service.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { OfflinePaymentService } from '../wallet/offline-payment.service.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';

export interface OperatorContext {
  db: Database;
  clock: Clock;
  migrate: () => Promise<void>;
  /** $DATA_DIR (backup copies its secret key with the database). */
  dataDir?: string;
  /** The issuing CA and the issuance service (ca:root, order:approve); absent where a command needs none. */
  ca?: CertificateAuthority;
  issuance?: IssuanceService;
  refunds?: RefundService;
  /** payment:offline (the card-wallet module's settlement of money received outside the portal). */
  offlinePayments?: OfflinePaymentService;
  /** payout:approve / payout:reject / payouts:list (affiliate payouts). */
  payouts?: PayoutsService;
}

export interface OperatorCommand {
  usage: string;
  run(args: readonly string[]): Promise<string>;
}
