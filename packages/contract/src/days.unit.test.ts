import { describe, expect, it } from 'vitest';
import { isFutureDayLabel } from './fields.js';

describe('future days of the date filters', () => {
  it('refuses only a day that has not begun anywhere yet (UTC+14 is the earliest zone)', () => {
    const now = new Date('2026-05-15T09:00:00Z');
    expect(isFutureDayLabel('2026-05-15', now)).toBe(false);
    // 09:00 UTC is 23:00 in UTC+14: the 16th has not begun anywhere.
    expect(isFutureDayLabel('2026-05-16', now)).toBe(true);
    // At 10:00 UTC it is the 16th in UTC+14: a reader there may pick it.
    expect(isFutureDayLabel('2026-05-16', new Date('2026-05-15T10:00:00Z'))).toBe(false);
    expect(isFutureDayLabel('2026-05-17', new Date('2026-05-15T10:00:00Z'))).toBe(true);
    expect(isFutureDayLabel('2025-12-31', now)).toBe(false);
  });
});
