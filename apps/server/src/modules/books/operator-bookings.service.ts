import { centsToAmount, OPS_CREDIT_MAX_CENTS } from '@portal/contract';
import type { AccountRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createOfflineCreditService } from './offline-credit.service.js';

export interface OperatorBooking {
  amountCents: number;
  balanceBeforeCents: number;
  balanceAfterCents: number;
}

/**
 * An operator's credit or debit of an account's balance, for the console (`ops/users/{uid}/credit|debit`) and
 * `portal funds:credit` alike: the ledger entry and the operator audit row (balance before and after) in one
 * transaction. A credit is an offline top-up (a paid addFunds payment and a `topupOffline` entry); a debit is an
 * `adjustment` entry refused when the balance does not cover it — the guarded update decides, so of concurrent
 * debits only those the balance covers go through and it never goes below zero. Sub-users share their main
 * account's balance: it is the one booked.
 */
export function createOperatorBookings(deps: Pick<ServiceDeps, 'db' | 'clock'>, ledger: LedgerService) {
  const offline = createOfflineCreditService(deps, ledger);

  async function book(
    direction: 'credit' | 'debit',
    account: AccountRow,
    input: { amountCents: number; note: string },
    actor: OperatorActor,
  ): Promise<OperatorBooking> {
    const { amountCents, note } = input;
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0 || amountCents > OPS_CREDIT_MAX_CENTS)
      throw new AppError('invalidParams', 'ops.validation.amountInvalid');
    const owner = account.parentId ?? account.id;
    return deps.db.transaction(async (tx) => {
      const at = deps.clock.now();
      let after: number;
      if (direction === 'credit') after = await offline.creditIn(tx, { accountId: owner, amountCents, note });
      else {
        try {
          after = await ledger.book(tx, {
            accountId: owner,
            amountCents: -amountCents,
            kind: 'adjustment',
            note,
            at,
          });
        } catch (error) {
          if (error instanceof AppError && error.code === 'insufficientFunds')
            throw new AppError('insufficientFunds', 'ops.errors.debitExceedsBalance', {
              amount: centsToAmount(amountCents),
            });
          throw error;
        }
      }
      // The booking holds the account row's lock: nothing else moved the balance in between.
      const before = direction === 'credit' ? after - amountCents : after + amountCents;
      await appendOperatorAudit(tx, actor, {
        action: `user.${direction}`,
        targetType: 'account',
        targetId: account.uid,
        details: {
          amount: centsToAmount(amountCents),
          note,
          email: account.email,
          balanceAccount: owner,
          before: { balance: centsToAmount(before) },
          after: { balance: centsToAmount(after) },
        },
        at,
      });
      return { amountCents, balanceBeforeCents: before, balanceAfterCents: after };
    });
  }

  return {
    credit: (account: AccountRow, input: { amountCents: number; note: string }, actor: OperatorActor) =>
      book('credit', account, input, actor),
    debit: (account: AccountRow, input: { amountCents: number; note: string }, actor: OperatorActor) =>
      book('debit', account, input, actor),
  };
}
export type OperatorBookings = ReturnType<typeof createOperatorBookings>;
