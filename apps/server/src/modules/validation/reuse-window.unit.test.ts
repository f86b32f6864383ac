import { describe, expect, it } from 'vitest';
import { dcvReuseDays, validationStillReusable } from './reuse-window.js';

describe('domain validation reuse window (SC-081)', () => {
  it.each([
    ['2026-03-14T23:59:59Z', 398],
    ['2026-03-15T00:00:00Z', 200],
    ['2027-03-14T12:00:00Z', 200],
    ['2027-03-15T00:00:00Z', 100],
    ['2029-03-15T00:00:00Z', 10],
  ])('on %s: %i days', (day, days) => {
    expect(dcvReuseDays(new Date(day))).toBe(days);
  });

  it('reuses a validation inside the window only', () => {
    const issue = new Date('2026-11-22T00:00:00Z');
    expect(validationStillReusable(new Date('2026-06-01T00:00:00Z'), issue)).toBe(true);
    expect(validationStillReusable(new Date('2026-05-01T00:00:00Z'), issue)).toBe(false);
  });
});
