import type { Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { insertPayment } from '../payments/payment-records.js';

/**
 * An operator's offline top-up (`portal funds:credit`, the console's credit): a paid addFunds payment (channel
 * offline) and its ledger credit in one transaction, so the money shows in account activity with the balance it
 * made.
 */
export function createOfflineCreditService(deps: { clock: Clock }, ledger: LedgerService) {
  /** The payment and its ledger credit in the caller's transaction; answers the balance afterwards. */
  async function creditIn(
    tx: Executor,
    input: { accountId: number; amountCents: number; note: string },
  ): Promise<number> {
    if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
      throw new RangeError('a credit must be a positive whole number of cents');
    const now = deps.clock.now();
    const payment = await insertPayment(tx, {
      accountId: input.accountId,
      createdBy: input.accountId,
      type: 'addFunds',
      status: 'paid',
      channel: 'offline',
      ordersId: [],
      subtotalCents: input.amountCents,
      totalCents: input.amountCents,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    });
    return ledger.book(tx, {
      accountId: input.accountId,
      amountCents: input.amountCents,
      kind: 'topupOffline',
      paymentId: payment.id,
      note: input.note,
      at: now,
    });
  }

  return {
    /** Inside the caller's transaction, which also writes the operator audit row (operator-bookings.service.ts). */
    creditIn,
  };
}
export type OfflineCreditService = ReturnType<typeof createOfflineCreditService>;
