import { describe, expect, it } from 'vitest';
import { deductionCents, extraNamesOf, quote, toDisplay } from './pricing.js';

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
