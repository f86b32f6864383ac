import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { ReviewService } from '../ops/review.service.js';
import type { RefundService } from '../refunds/refund.service.js';
import type { UpstreamStuckService } from '../ops/upstream-stuck.service.js';
import type { OfflinePaymentService } from '../wallet/offline-payment.service.js';
import type { PayoutsService } from '../affiliate/payouts.service.js';
import type { UpstreamsService } from '../upstreams/upstreams.service.js';

export interface OperatorContext {
  db: Database;
  clock: Clock;
  migrate: () => Promise<void>;
  /** $DATA_DIR (backup copies its secret key with the database). */
  dataDir?: string;
  /** SALES_EMAIL: the sales address while none is set (settings:sales shows it); absent: not known here. */
  salesEmail?: string;
  /** The issuing CA (ca:root); absent where a command needs none. */
  ca?: CertificateAuthority;
  /** upstream:set / upstream:route / upstream:list / upstream:test (named upstream CAs and their routes). */
  upstreams?: UpstreamsService;
  /** order:approve / order:reject: the review decisions the operator console makes too. */
  reviews?: ReviewService;
  refunds?: RefundService;
  /** order:upstream-retry / order:upstream-refund: an order stuck on its upstream CA (the console's service). */
  upstreamStuck?: UpstreamStuckService;
  /** payment:offline (the card-wallet module's settlement of money received outside the portal). */
  offlinePayments?: OfflinePaymentService;
  /** payout:approve / payout:reject / payouts:list (affiliate payouts). */
  payouts?: PayoutsService;
}

export interface OperatorCommand {
  usage: string;
  run(args: readonly string[]): Promise<string>;
}
