import { COMMISSION_PERCENT, currencyDigits } from '@portal/contract';
import { addMonths } from './clock.js';

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

/**
 * Calendar months from `now` until `end`, counting a begun month as whole: the fewest months that, added to
 * `now`, reach `end`; at least 1 (an order at or past its end still pays one month's share).
 */
export function monthsUntil(end: Date, now: Date): number {
  let months = 1;
  while (addMonths(now, months).getTime() < end.getTime()) months += 1;
  return months;
}

/**
 * The price of names added by a reissue ("Add San"): each name at the product's per-year price for every year
 * the order still runs, a begun year counting as whole; an order without an end (not paid) pays one year.
 */
export function addSansCents(input: {
  addedNames: number;
  attachPerYearCents: number;
  /** The order's subscription end (null before it is paid). */
  end: Date | null;
  now: Date;
}): number {
  const years = input.end ? Math.ceil(monthsUntil(input.end, input.now) / 12) : 1;
  return Math.max(0, input.addedNames) * Math.round(input.attachPerYearCents * years);
}

/**
 * Names a reissue adds to the bill: the extra names of the new list beyond those already paid for (never
 * negative: dropping names gives nothing back).
 */
export function addedBillableNames(billableNow: number, billableNew: number, wholesaleCount: number): number {
  return Math.max(0, extraNamesOf(billableNew, wholesaleCount) - extraNamesOf(billableNow, wholesaleCount));
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

/**
 * What one item of a payment cost after the payment's discount: the discount spread over the items in proportion
 * to their prices (a refund gives back this share of the order, a commission is counted on it). Rounded to the
 * cent per item; 0 for a payment that charged nothing.
 */
export function shareOfPayment(
  itemCents: number,
  payment: { subtotalCents: number; totalCents: number },
): number {
  if (payment.subtotalCents <= 0) return 0;
  return Math.round((itemCents * payment.totalCents) / payment.subtotalCents);
}

/** An affiliate's commission on what was paid for an item (its shareOfPayment): 10 %, rounded down to the cent. */
export function commissionOf(paidCents: number): number {
  return Math.floor((paidCents * COMMISSION_PERCENT) / 100);
}

/** US cents to a display amount in `currency` at `rate`, rounded to the currency's minor unit. */
export function toDisplay(usdCents: number, rate: number, currency: string): number {
  const factor = 10 ** currencyDigits(currency);
  return Math.round((usdCents / 100) * rate * factor) / factor;
}

/** Cents to the decimal amount an answer carries: the contract's rule, which the web reads back. */
export { centsToNumber } from '@portal/contract';
