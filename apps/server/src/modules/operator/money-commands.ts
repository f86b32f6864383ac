import { readFileSync } from 'node:fs';
import {
  amountToCents,
  centsToAmount,
  CURRENCY_CODES,
  emailField,
  OPS_CREDIT_MAX_CENTS,
  type CurrencyCode,
} from '@portal/contract';
import { ratesDataSchema } from '../../db/seed/seed-files.js';
import { findAccountByEmail } from '../account/account-records.js';
import { createOperatorBookings } from '../books/operator-bookings.service.js';
import { createRatesService } from '../catalogue/rates.service.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { createLedgerService } from '../ledger/ledger.service.js';
import { COMMAND_LINE_ACTOR } from '../operator-audit/operator-audit.js';
import { OperatorError, parseFlags, requireFlag } from './args.js';
import type { OperatorCommand, OperatorContext } from './operator-types.js';

function currencyOf(value: string): CurrencyCode {
  const code = value.trim().toUpperCase();
  if (!(CURRENCY_CODES as readonly string[]).includes(code))
    throw new OperatorError(`--currency: ${value} is not one of ${CURRENCY_CODES.join(', ')}`);
  return code as CurrencyCode;
}

function rateOf(value: string, flag = 'rate'): number {
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate <= 0)
    throw new OperatorError(`--${flag}: a positive number is required`);
  return rate;
}

/** Operator commands that move money or set display rates. */
export function moneyCommands(ctx: OperatorContext): Record<string, OperatorCommand> {
  // The console's credits book through the same service (with the same audit row).
  const bookings = createOperatorBookings(ctx, createLedgerService(ctx));
  // Setting a rate announces it to the running portals' caches (cache_versions).
  const rates = createRatesService({ ...ctx, sharedCaches: createSharedCaches(ctx.db) });
  return {
    'funds:credit': {
      usage: 'funds:credit --email E --amount 100.00 --note TEXT',
      async run(args) {
        const flags = parseFlags(args);
        const parsedEmail = emailField.safeParse(requireFlag(flags, 'email'));
        if (!parsedEmail.success) throw new OperatorError('--email: a valid email address is required');
        const cents = amountToCents(requireFlag(flags, 'amount'));
        if (cents === undefined || cents <= 0 || cents > OPS_CREDIT_MAX_CENTS)
          throw new OperatorError(
            '--amount: an amount between 0.01 and 1000000.00 with at most two decimals',
          );
        const note = requireFlag(flags, 'note').trim().slice(0, 500);
        const account = await findAccountByEmail(ctx.db, parsedEmail.data);
        if (!account) throw new OperatorError(`no account with the email ${parsedEmail.data}`);
        // Sub-users share their main account's balance (the service books that one).
        const booked = await bookings.credit(account, { amountCents: cents, note }, COMMAND_LINE_ACTOR);
        return `credited ${centsToAmount(cents)} USD to ${account.email}; balance ${centsToAmount(booked.balanceAfterCents)} USD`;
      },
    },
    'rates:set': {
      usage: 'rates:set --currency C --rate R | rates:set --file rates.json',
      async run(args) {
        const flags = parseFlags(args);
        if (typeof flags.file === 'string') {
          let data;
          try {
            data = ratesDataSchema.parse(JSON.parse(readFileSync(flags.file, 'utf8')));
          } catch (error) {
            throw new OperatorError(`--file: ${(error as Error).message}`);
          }
          for (const [code, rate] of Object.entries(data.rates))
            await rates.set(code as CurrencyCode, rate, COMMAND_LINE_ACTOR, data.date);
          return `set ${Object.keys(data.rates).length} rates dated ${data.date}`;
        }
        const code = currencyOf(requireFlag(flags, 'currency'));
        const row = await rates.set(code, rateOf(requireFlag(flags, 'rate')), COMMAND_LINE_ACTOR);
        return `${row.currency} = ${row.rate} per USD, dated ${row.rateDate}`;
      },
    },
  };
}
