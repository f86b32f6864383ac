import { currencyDigits } from '@portal/contract';

/** Price rules in integer US cents; display conversion is the only place with fractions. */

export interface QuoteInput {
  /** Price of the chosen validity option. */
  optionCents: number;
  /** Price of the one-year option: buying year by year would cost this times the years. */
  oneYearCents: number;
  validity: number;
  /** Price of each extra name per year. */
  attachPerYearCents: number;
  extraNames: number;
}

export interface Quote {
  priceCents: number;
  originalCents: number;
  saveCents: number;
  /** saveCents / originalCents, 0..1, four decimals. */
  discount: number;
  extraNamesCents: number;
  /** priceCents + extraNamesCents. */
  totalCents: number;
}

export function quote(input: QuoteInput): Quote {
  const years = input.validity / 12;
  const originalCents = Math.max(input.optionCents, Math.round(input.oneYearCents * years));
  const saveCents = originalCents - input.optionCents;
  const extraNamesCents = Math.max(0, input.extraNames) * Math.round(input.attachPerYearCents * years);
  return {
    priceCents: input.optionCents,
    originalCents,
    saveCents,
    discount: originalCents > 0 ? Math.round((saveCents / originalCents) * 10000) / 10000 : 0,
    extraNamesCents,
    totalCents: input.optionCents + extraNamesCents,
  };
}

/** Names beyond the included ones (a product includes max(1, wholesaleCount)). */
export function extraNamesOf(billableNames: number, wholesaleCount: number): number {
  return Math.max(0, billableNames - Math.max(1, wholesaleCount));
}

export type Deduction = { amountCents: number } | { percentOff: number };

/** What a coupon or promo code takes off a total: never more than the total, never negative. */
export function deductionCents(totalCents: number, deduction: Deduction): number {
  const raw =
    'amountCents' in deduction
      ? deduction.amountCents
      : Math.round((totalCents * Math.min(100, Math.max(0, deduction.percentOff))) / 100);
  return Math.min(totalCents, Math.max(0, raw));
}

/** US cents to a display amount in `currency` at `rate`, rounded to the currency's minor unit. */
export function toDisplay(usdCents: number, rate: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  return Math.round((usdCents / 100) * rate * factor) / factor;
}

export const centsToNumber = (cents: number) => Math.round(cents) / 100;
