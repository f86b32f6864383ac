import type { Database, Executor } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createLedgerRepository, type LedgerKind } from './ledger.repository.js';

export interface Booking {
  accountId: number;
  amountCents: number;
  kind: LedgerKind;
  paymentId?: number | null;
  note?: string;
  /**
   * When it happened: the instant the caller stamps on the payment it books for (read the clock once per
   * payment, or a payment at midnight could fall in one month and its entry in the next). Default: now.
   */
  at?: Date;
}

/**
 * The books. Every balance change is one ledger entry written in the same transaction as the balance update;
 * accounts.balance_cents is their running sum and can never go below zero (guarded update + check constraint).
 */
export function createLedgerService(deps: { db: Database; clock: Clock }) {
  async function book(db: Executor, booking: Booking): Promise<number> {
    if (!Number.isSafeInteger(booking.amountCents) || booking.amountCents === 0)
      throw new RangeError('a booking needs a non-zero whole number of cents');
    const repo = createLedgerRepository(db);
    const now = booking.at ?? deps.clock.now();
    const balance = await repo.applyToBalance(booking.accountId, booking.amountCents, now);
    if (balance === undefined) throw new AppError('insufficientFunds');
    await repo.insertEntry({
      accountId: booking.accountId,
      amountCents: booking.amountCents,
      balanceAfterCents: balance,
      kind: booking.kind,
      paymentId: booking.paymentId ?? null,
      note: booking.note ?? '',
      createdAt: now,
    });
    return balance;
  }

  return {
    /** Books inside the caller's transaction (a payment debits where it marks the order paid). */
    book,
    /** Books on its own (an operator's offline top-up). */
    credit(booking: Booking): Promise<number> {
      if (booking.amountCents <= 0) throw new RangeError('a credit must be positive');
      return deps.db.transaction((tx) => book(tx, booking));
    },
    sumOfEntries: (accountId: number) => createLedgerRepository(deps.db).sumFor(accountId),
    balanceOf: (db: Executor, accountId: number) => createLedgerRepository(db).balance(accountId),
  };
}
export type LedgerService = ReturnType<typeof createLedgerService>;
