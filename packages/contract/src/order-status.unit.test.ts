import { describe, expect, it } from 'vitest';
import { ORDER_STATUS, PAID_OR_CLOSED_STATUSES } from './domain.js';
import {
  AWAITING_VALIDATION_STATUSES,
  canMoveOrder,
  CLOSED_ORDER_STATUSES,
  ISSUED_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  PAID_ROW_HIDDEN_STATUSES,
  RENEWABLE_ORDER_STATUSES,
  VALIDATED_ORDER_STATUSES,
  ORDER_ACTION_STATUSES,
  ORDER_TRANSITIONS,
  orderAllows,
  refundable,
  refundDeadline,
} from './order-status.js';

describe('order status table', () => {
  it('names every status 0-13 and only moves between known statuses', () => {
    const all = Object.values(ORDER_STATUS);
    expect([...all].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    for (const [from, targets] of Object.entries(ORDER_TRANSITIONS)) {
      expect(all).toContain(Number(from));
      for (const to of targets) expect(all).toContain(to);
    }
    expect(Object.keys(ORDER_TRANSITIONS)).toHaveLength(14);
  });

  it('follows the spec for status-driven actions', () => {
    expect(orderAllows('commit', 12)).toBe(true);
    expect(orderAllows('commit', 0)).toBe(false);
    expect(ORDER_ACTION_STATUSES.cancel).toEqual([0, 1, 12]);
    expect(ORDER_ACTION_STATUSES.certificate).toEqual([2, 3]);
    expect(ORDER_ACTION_STATUSES.refund).toEqual([4, 5, 8, 13]);
    expect(orderAllows('approve', 11)).toBe(true);
  });

  it('never leaves a final state and never skips payment', () => {
    expect(canMoveOrder(12, 0)).toBe(true);
    expect(canMoveOrder(12, 3)).toBe(false);
    expect(canMoveOrder(6, 3)).toBe(false);
    expect(canMoveOrder(0, 2)).toBe(false);
  });
});

describe('named status sets (issue 32)', () => {
  const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);
  it('splits every status into open or closed', () => {
    expect(sorted(OPEN_ORDER_STATUSES)).toEqual([0, 1, 2, 3, 11, 12]);
    expect(sorted(CLOSED_ORDER_STATUSES)).toEqual([4, 5, 6, 7, 8, 9, 10, 13]);
    expect(sorted([...OPEN_ORDER_STATUSES, ...CLOSED_ORDER_STATUSES])).toEqual(
      sorted(Object.values(ORDER_STATUS)),
    );
  });

  it('keeps the spec lists of the Pay action and the paid row', () => {
    expect(sorted(PAID_OR_CLOSED_STATUSES)).toEqual([4, 5, 6, 8, 9, 13]);
    expect(sorted(PAID_ROW_HIDDEN_STATUSES)).toEqual([4, 5, 6, 8, 9, 10, 13]);
    expect(sorted(ISSUED_ORDER_STATUSES)).toEqual([2, 3]);
    expect(sorted(AWAITING_VALIDATION_STATUSES)).toEqual([0, 1]);
    expect(sorted(RENEWABLE_ORDER_STATUSES)).toEqual([2, 3, 9]);
  });
});

describe('refundable (issue 31: the rule the web offers Refund by)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('is a paid order at 4, 5, 8 or 13 within 30 days of payment', () => {
    for (const status of [4, 5, 8, 13])
      expect(refundable({ status, paid: true, paidAt: '2026-11-01T00:00:00Z' }, now)).toBe(true);
    for (const status of [0, 1, 2, 3, 6, 7, 9, 10, 11, 12])
      expect(refundable({ status, paid: true, paidAt: '2026-11-01T00:00:00Z' }, now)).toBe(false);
    expect(refundable({ status: 5, paid: false, paidAt: null }, now)).toBe(false);
    expect(refundable({ status: 5, paid: true, paidAt: '2026-10-28T11:59:59Z' }, now)).toBe(false);
    expect(refundDeadline('2026-11-01T00:00:00Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });
});

describe('validated orders', () => {
  it('are the open statuses past domain validation', () => {
    expect(VALIDATED_ORDER_STATUSES).toEqual([
      ORDER_STATUS.issued,
      ORDER_STATUS.complete,
      ORDER_STATUS.underReview,
    ]);
    for (const status of VALIDATED_ORDER_STATUSES) {
      expect(OPEN_ORDER_STATUSES).toContain(status);
      expect(AWAITING_VALIDATION_STATUSES).not.toContain(status);
    }
  });
});
