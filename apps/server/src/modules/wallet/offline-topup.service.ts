import {
  amountToCents,
  centsToAmount,
  offlineReference,
  OFFLINE_PENDING_MAX,
  type Language,
  type OfflineFundsAnswer,
  type OfflinePendingItem,
  type OfflineTopupAnswer,
} from '@portal/contract';
import type { PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import {
  cancelOfflineTopUp,
  countPendingOfflineTopUps,
  findOwnedPayment,
  insertPayment,
  pendingOfflineTopUps,
} from '../payments/payment-records.js';
import { paymentIdOf } from '../payments/payment.service.js';
import type { OfflineInstructions } from './offline-instructions.js';

function pendingItem(payment: PaymentRow): OfflinePendingItem {
  return {
    paymentID: String(payment.id),
    reference: offlineReference(payment.id),
    charge: centsToAmount(payment.totalCents),
    createdAt: payment.createdAt.toISOString(),
  };
}

/**
 * Add funds by bank transfer where no card wallet is configured (or besides it): the customer creates an unpaid
 * add-funds payment marked channel `offline` (awaiting a transfer), transfers the amount with the reference
 * `TOPUP-<id>` following the operator's instructions, and the operator books it with `portal payment:offline`
 * (offline-payment.service.ts), which credits the balance once.
 */
export function createOfflineTopupService(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  parts: {
    instructions: OfflineInstructions;
    /** The sales address in effect (catalogue.salesEmail: the operator's setting, else SALES_EMAIL). */
    salesEmail: () => Promise<string>;
  },
) {
  return {
    /**
     * GET payments/offline: offered or not, the instructions in the caller's language, its open transfers, and the
     * sales address (what Add funds shows while no way to pay is offered online).
     */
    async overview(session: SessionContext, lang: Language): Promise<OfflineFundsAnswer> {
      const [instructions, pending, salesEmail] = await Promise.all([
        parts.instructions.forLanguage(lang),
        pendingOfflineTopUps(deps.db, session.ownerAccountId, OFFLINE_PENDING_MAX),
        parts.salesEmail(),
      ]);
      return { enabled: instructions !== null, instructions, pending: pending.map(pendingItem), salesEmail };
    },

    /** POST payments/topup/offline {charge}: an unpaid add-funds payment awaiting a bank transfer. */
    async create(session: SessionContext, charge: string, lang: Language): Promise<OfflineTopupAnswer> {
      const instructions = await parts.instructions.forLanguage(lang);
      if (instructions === null) throw new AppError('paymentUnavailable', 'wallet.offline.notConfigured');
      const cents = amountToCents(charge);
      if (cents === undefined) throw new AppError('invalidParams', 'wallet.validation.amountInvalid');
      if ((await countPendingOfflineTopUps(deps.db, session.ownerAccountId)) >= OFFLINE_PENDING_MAX)
        throw new AppError('conflict', 'wallet.offline.tooMany', { max: OFFLINE_PENDING_MAX });
      const payment = await insertPayment(deps.db, {
        accountId: session.ownerAccountId,
        createdBy: session.accountId,
        type: 'addFunds',
        channel: 'offline',
        ordersId: [],
        subtotalCents: cents,
        totalCents: cents,
      });
      return {
        paymentID: String(payment.id),
        reference: offlineReference(payment.id),
        charge: centsToAmount(cents),
        instructions,
      };
    },

    /** POST payments/offline/{id}/cancel: withdraws an own transfer the operator has not booked yet. */
    async cancel(session: SessionContext, sent: string): Promise<{ paymentID: string; status: 'cancelled' }> {
      const id = paymentIdOf(sent);
      const payment = id === null ? undefined : await findOwnedPayment(deps.db, id, session.ownerAccountId);
      if (!payment) throw new AppError('notFound', 'errors.paymentNotFound', { id: sent });
      if (!(await cancelOfflineTopUp(deps.db, payment.id, session.ownerAccountId, deps.clock.now()))) {
        if (payment.status === 'paid') throw new AppError('alreadyPaid', 'errors.paymentAlreadyPaid');
        throw new AppError('orderState', 'wallet.offline.notOpen', { id: sent });
      }
      return { paymentID: String(payment.id), status: 'cancelled' };
    },
  };
}
export type OfflineTopupService = ReturnType<typeof createOfflineTopupService>;
