import { describe, expect, it } from 'vitest';
import {
  accountExpiryNoticesBody,
  noticeDaysProblems,
  orderExpiryNoticesBody,
} from './api/expiry-notices.js';

const messages = (input: unknown) => {
  const parsed = accountExpiryNoticesBody.safeParse(input);
  return parsed.success ? parsed.data : parsed.error.issues.map((i) => i.message);
};

describe('expiry notice days', () => {
  it('keeps 0-5 distinct whole days of 1-90, largest first, from JSON or a form field', () => {
    expect(messages({ days: [7, 30] })).toEqual({ days: [30, 7] });
    expect(messages({ days: [] })).toEqual({ days: [] });
    expect(messages({ days: '3, 45,14' })).toEqual({ days: [45, 14, 3] });
    expect(messages({ days: '' })).toEqual({ days: [] });
    expect(messages({ days: [1, 90, 2, 3, 4] })).toEqual({ days: [90, 4, 3, 2, 1] });
  });

  it('names what is wrong', () => {
    const range = 'lifecycle.validation.noticeDayRange:90';
    expect(messages({ days: [0] })).toEqual([range]);
    expect(messages({ days: [91] })).toEqual([range]);
    expect(messages({ days: [1.5] })).toEqual([range]);
    expect(messages({ days: ['x'] })).toEqual([range]);
    expect(messages({ days: [30, 30] })).toEqual(['lifecycle.validation.noticeDaysDuplicate']);
    expect(messages({ days: [1, 2, 3, 4, 5, 6] })).toEqual(['lifecycle.validation.noticeDaysTooMany:5']);
    expect(messages({})).toEqual(['lifecycle.validation.noticeDaysRequired']);
    expect(noticeDaysProblems([30, 7])).toEqual([]);
  });

  it('lets an order follow the account with null', () => {
    expect(orderExpiryNoticesBody.parse({ orderID: '12', days: null })).toEqual({ orderID: 12, days: null });
    expect(orderExpiryNoticesBody.parse({ orderID: 12, days: 'null' })).toEqual({ orderID: 12, days: null });
    expect(orderExpiryNoticesBody.safeParse({ orderID: 12 }).success).toBe(false);
  });
});
