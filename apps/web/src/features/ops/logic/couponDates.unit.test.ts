import { describe, expect, it } from 'vitest';
import { typedDateToIso } from './couponDates';

describe('typedDateToIso', () => {
  it('reads the coupon format in local time, a day alone as its last minute', () => {
    expect(typedDateToIso('2026-12-31 18:30')).toBe(new Date(2026, 11, 31, 18, 30).toISOString());
    expect(typedDateToIso('2026-12-31')).toBe(new Date(2026, 11, 31, 23, 59).toISOString());
  });
  it('answers empty for what is no date', () => {
    expect(typedDateToIso('')).toBe('');
    expect(typedDateToIso('tomorrow')).toBe('');
    expect(typedDateToIso('2026-02-30')).toBe('');
  });
});
