import { centsToNumber, toCents } from '@portal/contract';

/**
 * Is the account balance enough for a balance payment (checked before its confirmation opens, so the buyer is not
 * asked to confirm a payment the server refuses with 1015)? Amounts in USD; the balance is the profile's
 * `fundsCents`. An unknown balance (profile not loaded) is left to the server.
 */
export type BalanceCheck = { enough: true } | { enough: false; balance: number; due: number; short: number };

export function balanceCheck(fundsCents: number | undefined, due: number): BalanceCheck {
  if (fundsCents === undefined) return { enough: true };
  const dueCents = toCents(due);
  if (fundsCents >= dueCents) return { enough: true };
  return {
    enough: false,
    balance: centsToNumber(fundsCents),
    due: centsToNumber(dueCents),
    short: centsToNumber(dueCents - fundsCents),
  };
}
