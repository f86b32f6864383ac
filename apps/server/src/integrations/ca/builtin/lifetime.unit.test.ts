import { describe, expect, it } from 'vitest';
import { maxCodeSigningLifetimeDays, maxTlsLifetimeDays } from './lifetime.js';

describe('maxTlsLifetimeDays (ballot SC-081)', () => {
  it.each([
    ['2025-06-01T00:00:00Z', 398],
    ['2026-03-14T23:59:59.999Z', 398],
    ['2026-03-15T00:00:00Z', 200],
    ['2027-03-14T23:59:59.999Z', 200],
    ['2027-03-15T00:00:00Z', 100],
    ['2029-03-14T23:59:59.999Z', 100],
    ['2029-03-15T00:00:00Z', 47],
    ['2040-01-01T00:00:00Z', 47],
  ])('issued %s: %i days', (day, days) => {
    expect(maxTlsLifetimeDays(new Date(day))).toBe(days);
  });

  it('reads the day in UTC, not in a local time zone', () => {
    // 2027-03-15 01:00 in UTC+2 is still 2027-03-14 in UTC.
    expect(maxTlsLifetimeDays(new Date('2027-03-15T01:00:00+02:00'))).toBe(200);
  });
});

describe('maxCodeSigningLifetimeDays (ballot CSC-31)', () => {
  it.each([
    ['2025-12-31T00:00:00Z', 1185],
    ['2026-02-28T23:59:59.999Z', 1185],
    ['2026-03-01T00:00:00Z', 460],
    ['2030-01-01T00:00:00Z', 460],
  ])('issued %s: %i days', (day, days) => {
    expect(maxCodeSigningLifetimeDays(new Date(day))).toBe(days);
  });
});

it('refuses an invalid date instead of answering a limit', () => {
  expect(() => maxTlsLifetimeDays(new Date('not a date'))).toThrow(RangeError);
});
