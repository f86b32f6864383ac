import { describe, expect, it } from 'vitest';
import {
  addedBillableNames,
  addSansCents,
  deductionCents,
  extraNamesOf,
  monthsUntil,
  quote,
  shareOfPayment,
  toDisplay,
  commissionOf,
} from './pricing.js';

describe('quote', () => {
  it('prices a one-year option at its list price with no saving', () => {
    const q = quote({
      optionCents: 5900,
      oneYearCents: 5900,
      validity: 12,
      attachPerYearCents: 0,
      extraNames: 0,
    });
    expect(q).toEqual({
      priceCents: 5900,
      originalCents: 5900,
      saveCents: 0,
      discount: 0,
      extraNamesCents: 0,
      totalCents: 5900,
    });
  });

  it('shows the multi-year saving against buying year by year', () => {
    const q = quote({
      optionCents: 10620,
      oneYearCents: 5900,
      validity: 24,
      attachPerYearCents: 0,
      extraNames: 0,
    });
    expect(q.originalCents).toBe(11800);
    expect(q.saveCents).toBe(1180);
    expect(q.discount).toBe(0.1);
    expect(q.totalCents).toBe(10620);
  });

  it('charges each extra name per year of the validity', () => {
    const q = quote({
      optionCents: 30000,
      oneYearCents: 16000,
      validity: 36,
      attachPerYearCents: 4950,
      extraNames: 3,
    });
    expect(q.extraNamesCents).toBe(3 * 3 * 4950);
    expect(q.totalCents).toBe(30000 + 44550);
  });

  it('never reports a negative saving when a long option is dearer per year', () => {
    const q = quote({
      optionCents: 13000,
      oneYearCents: 5900,
      validity: 24,
      attachPerYearCents: 0,
      extraNames: 0,
    });
    expect(q.originalCents).toBe(13000);
    expect(q.saveCents).toBe(0);
  });
});

describe('extraNamesOf', () => {
  it.each([
    [1, 0, 0],
    [2, 0, 1],
    [4, 4, 0],
    [7, 4, 3],
  ])('%i billable names with %i included -> %i extra', (billable, included, extra) => {
    expect(extraNamesOf(billable, included)).toBe(extra);
  });
});

describe('deductionCents', () => {
  it('takes a coupon amount off, capped at the total', () => {
    expect(deductionCents(5900, { amountCents: 1000 })).toBe(1000);
    expect(deductionCents(500, { amountCents: 1000 })).toBe(500);
  });
  it('takes a percentage off, rounded to the cent', () => {
    expect(deductionCents(5999, { percentOff: 15 })).toBe(900);
    expect(deductionCents(5999, { percentOff: 150 })).toBe(5999);
  });
});

describe('toDisplay', () => {
  it('converts cents at the rate to the currency minor unit', () => {
    expect(toDisplay(5900, 0.92, 'EUR')).toBe(54.28);
    expect(toDisplay(5900, 155.3, 'JPY')).toBe(9163);
    expect(toDisplay(5900, 1, 'USD')).toBe(59);
  });
});

describe('shareOfPayment', () => {
  it.each([
    ['an undiscounted payment', 5900, { subtotalCents: 5900, totalCents: 5900 }, 5900],
    ['the whole of a discounted payment', 10000, { subtotalCents: 10000, totalCents: 8000 }, 8000],
    ['one item of two, discount spread by price', 3000, { subtotalCents: 10000, totalCents: 9000 }, 2700],
    ['rounded to the nearest cent', 3333, { subtotalCents: 10000, totalCents: 9999 }, 3333],
    ['half a cent rounds up', 1, { subtotalCents: 2, totalCents: 1 }, 1],
    ['a payment that charged nothing', 5900, { subtotalCents: 0, totalCents: 0 }, 0],
    ['a fully discounted payment', 5900, { subtotalCents: 5900, totalCents: 0 }, 0],
  ])('%s', (_label, itemCents, payment, expected) => {
    expect(shareOfPayment(itemCents, payment)).toBe(expected);
  });
});

describe('monthsUntil (calendar months, a begun one whole)', () => {
  it.each([
    ['an end already past', '2026-05-01T00:00:00Z', '2026-04-01T00:00:00Z', 1],
    ['the end now', '2026-05-01T00:00:00Z', '2026-05-01T00:00:00Z', 1],
    ['a day left', '2026-05-01T00:00:00Z', '2026-05-02T00:00:00Z', 1],
    ['exactly one month', '2026-05-01T00:00:00Z', '2026-06-01T00:00:00Z', 1],
    ['one month and a minute', '2026-05-01T00:00:00Z', '2026-06-01T00:01:00Z', 2],
    ['a year over a leap day (366 days)', '2027-06-01T10:00:00Z', '2028-06-01T10:00:00Z', 12],
    ['a year and a second', '2026-06-01T10:00:00Z', '2027-06-01T10:00:01Z', 13],
    ['from the 31st: February is its own month', '2026-01-31T00:00:00Z', '2026-02-28T00:00:00Z', 1],
    ['two years over a leap day (731 days)', '2026-11-22T10:00:00Z', '2028-11-22T10:00:00Z', 24],
  ])('%s', (_label, now, end, expected) => {
    expect(monthsUntil(new Date(end), new Date(now))).toBe(expected);
  });
});

describe('addSansCents', () => {
  const now = new Date('2026-11-22T10:00:00Z');
  const later = (iso: string) => new Date(iso);
  it.each([
    ['no names added', 0, 4950, later('2027-11-22T10:00:00Z'), 0],
    ['two names, a year left', 2, 11900, later('2027-11-22T10:00:00Z'), 2 * 11900],
    ['a begun second year counts whole', 1, 11900, later('2027-12-01T00:00:00Z'), 2 * 11900],
    // 731 days (2028 has a Feb 29): 24 calendar months, two years. The 30.44-day month made it 25 months, three.
    ['two years over a leap day', 2, 11900, later('2028-11-22T10:00:00Z'), 2 * 2 * 11900],
    ['a week left still pays a year', 3, 4950, later('2026-11-29T10:00:00Z'), 3 * 4950],
    ['an unpaid order (no end) pays one year', 2, 4950, null, 2 * 4950],
    ['a negative count adds nothing', -1, 4950, null, 0],
  ])('%s', (_label, addedNames, attachPerYearCents, end, expected) => {
    expect(addSansCents({ addedNames, attachPerYearCents, end, now })).toBe(expected);
  });
});

describe('addedBillableNames', () => {
  it.each([
    ['same names', 4, 4, 4, 0],
    ['two beyond the included ones', 4, 6, 4, 2],
    ['already beyond, two more', 5, 7, 4, 2],
    ['growing within the included names', 1, 3, 5, 0],
    ['fewer names give nothing back', 6, 3, 4, 0],
    ['a product including none counts one included', 1, 3, 0, 2],
  ])('%s', (_label, billableNow, billableNew, wholesaleCount, expected) => {
    expect(addedBillableNames(billableNow, billableNew, wholesaleCount)).toBe(expected);
  });
});

describe('commissionOf', () => {
  it.each([
    [5900, 590],
    [999, 99],
    [9, 0],
    [0, 0],
  ])('takes 10 %% of %i cents, rounded down: %i', (paid, commission) => {
    expect(commissionOf(paid)).toBe(commission);
  });
});
