import { describe, expect, it } from 'vitest';
import { centsToNumber, formatUsd, formatUsdCents, sumCents, toCents } from './money.js';

describe('toCents', () => {
  it.each([
    [12.3, 1230],
    ['12.30', 1230],
    [0.1 + 0.2, 30],
    [1.005, 100],
    [-5, -500],
    [0, 0],
    ['', Number.NaN],
    ['abc', Number.NaN],
    [Number.POSITIVE_INFINITY, Number.NaN],
  ] as const)('%s -> %s', (amount, cents) => {
    expect(toCents(amount)).toBe(cents);
  });
});

describe('sumCents', () => {
  it.each([
    [[0.1, 0.2], 30],
    [[19.99, 19.99, 19.99], 5997],
    [['10.10', 0.2, '-0.30'], 1000],
    [[], 0],
  ] as const)('%j -> %s', (amounts, cents) => {
    expect(sumCents(amounts)).toBe(cents);
  });
});

describe('formatUsdCents / formatUsd', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [123456, '$1,234.56'],
    [100000000, '$1,000,000.00'],
    // The web's Intl copy wrote "$-5.00"; the public pages' copy (and en-US) write the sign first.
    [-500, '-$5.00'],
    [-5, '-$0.05'],
    [Number.NaN, '--'],
  ] as const)('%s cents -> %s', (cents, text) => {
    expect(formatUsdCents(cents)).toBe(text);
  });

  it.each([
    [12.3, '$12.30'],
    ['1234.5', '$1,234.50'],
    [-0.3, '-$0.30'],
    ['x', '--'],
  ] as const)('%s -> %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });

  it('turns cents back into the amount a chart or a request takes', () => {
    expect(centsToNumber(1230)).toBe(12.3);
    expect(centsToNumber(-5)).toBe(-0.05);
  });
});
