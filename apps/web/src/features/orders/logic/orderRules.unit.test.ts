import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  isClosedForRenewal,
  bulkLines,
  bulkMethodState,
  canRefund,
  moneyBackOf,
  filterArgs,
  idsParam,
  isFutureDay,
  isPaidOrClosed,
  keepMethod,
  showAutoPayIcon,
  showPaidRow,
  showPay,
  submittable,
  tagFromSearch,
  nextStepOf,
} from './orderRules';

describe('order list rules', () => {
  it('builds the filters, leaving empty fields out and sending dates as YYYY-MM-DD', () => {
    expect(filterArgs({})).toEqual({ timeType: 'created' });
    expect(
      filterArgs({
        timeType: 'paid',
        tag: 'unpaid',
        orderID: ' 12 ',
        domain: ' ',
        range: [dayjs('2024-01-02'), null],
      }),
    ).toEqual({ timeType: 'paid', tag: 'unpaid', orderID: '12', beginTime: '2024-01-02' });
  });

  it('reads a known ?tag= only', () => {
    expect(tagFromSearch('?tag=needPay')).toBe('needPay');
    expect(tagFromSearch('?tag=nope')).toBeUndefined();
    expect(tagFromSearch('')).toBeUndefined();
  });

  it('disables days after today', () => {
    const today = dayjs('2024-05-10T12:00:00');
    expect(isFutureDay(dayjs('2024-05-11'), today)).toBe(true);
    expect(isFutureDay(dayjs('2024-05-10T23:00:00'), today)).toBe(false);
  });

  it('counts 4, 5, 6, 8, 9, 13 or paid as paid or closed and hides Pay there and for sale', () => {
    for (const status of [4, 5, 6, 8, 9, 13]) expect(isPaidOrClosed({ status, paid: false })).toBe(true);
    for (const status of [0, 1, 2, 3, 7, 10, 11, 12])
      expect(isPaidOrClosed({ status, paid: false })).toBe(false);
    expect(isPaidOrClosed({ status: 12, paid: true })).toBe(true);
    expect(showPay({ status: 12, paid: false }, true)).toBe(true);
    expect(showPay({ status: 12, paid: false }, false)).toBe(false);
    expect(showPay({ status: 5, paid: false }, true)).toBe(false);
  });

  it('shows the auto-payment icon when subscribed and unpaid', () => {
    expect(showAutoPayIcon({ subscribeAutoPayment: true, paid: false })).toBe(true);
    expect(showAutoPayIcon({ subscribeAutoPayment: true, paid: true })).toBe(false);
    expect(showAutoPayIcon({ subscribeAutoPayment: false, paid: false })).toBe(false);
  });

  it('bulk-submits orders waiting submit only', () => {
    const rows = [
      { id: 1, status: 12 },
      { id: 2, status: 0 },
      { id: 3, status: 12 },
    ];
    expect(submittable(rows).map((r) => r.id)).toEqual([1, 3]);
    expect(idsParam([1, 3])).toBe('1,3');
  });
});

describe('order detail rules', () => {
  it('hides the paid row for 4, 5, 6, 8, 9, 10, 13', () => {
    expect([4, 5, 6, 8, 9, 10, 13].some(showPaidRow)).toBe(false);
    expect([0, 1, 2, 3, 7, 11, 12].every(showPaidRow)).toBe(true);
  });

  it('refunds paid orders at 4, 5, 8, 13 only', () => {
    for (const status of [4, 5, 8, 13]) expect(canRefund({ status, paid: true })).toBe(true);
    expect(canRefund({ status: 4, paid: false })).toBe(false);
    expect(canRefund({ status: 3, paid: true })).toBe(false);
  });

  it('refunds only within 30 days of payment, as the server does', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(canRefund({ status: 5, paid: true, paidAt: '2026-10-28T12:00:00Z' }, now)).toBe(true);
    expect(canRefund({ status: 5, paid: true, paidAt: '2026-10-28T11:59:59Z' }, now)).toBe(false);
  });

  // Issue 31: what the order detail says about getting the money back (the rule the pay confirmation states).
  it('says how a paid order can get its money back, by status', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const paidAt = '2026-11-20T12:00:00Z';
    const of = (status: number, paid = true, at: string | null = paidAt) =>
      moneyBackOf({ status, paid, paidAt: at }, now);
    expect([0, 1, 12].map((s) => of(s))).toEqual(['cancelFirst', 'cancelFirst', 'cancelFirst']);
    expect([4, 5, 8, 13].map((s) => of(s))).toEqual(['refund', 'refund', 'refund', 'refund']);
    expect(of(5, true, '2026-09-01T00:00:00Z')).toBe('windowClosed');
    // Issued (and what follows issuance without the owner): neither cancel nor refund.
    expect([2, 3, 7, 9, 11].map((s) => of(s))).toEqual(['final', 'final', 'final', 'final', 'final']);
    expect(of(10)).toBe('refunding');
    expect(of(6)).toBe('refunded');
    expect(of(2, false, null)).toBeNull();
    expect(of(12, false, null)).toBeNull();
  });
});

describe('bulk order rules', () => {
  it('splits one certificate per line, names comma-separated', () => {
    expect(bulkLines('a.com\n\n b.com, c.com \r\n')).toEqual([['a.com'], ['b.com', 'c.com']]);
  });

  it.each([
    ['a single name', 1, 'a.com', { dns: true, http: true }],
    ['an IP address in single-domain mode', 1, '8.8.8.8', { dns: false, http: true }],
    // The server accepts only HTTP for a line with an address (an OV multi-domain one too): DNS was offered here.
    ['an IP address among multi-domain names', 2, '8.8.8.8,a.com', { dns: false, http: true }],
    ['an IP address on one line of several', 2, 'a.com\n8.8.8.8', { dns: false, http: true }],
    ['a wildcard product', 4, '*.a.com', { dns: true, http: false }],
    ['a multi-domain wildcard product', 6, 'a.com,*.b.com', { dns: true, http: false }],
    ['a wildcard product before any name', 4, '', { dns: true, http: false }],
    ['a single-domain product before any name', 1, '', { dns: true, http: true }],
  ] as const)('bulk methods for %s', (_label, domainType, text, expected) => {
    expect(bulkMethodState(domainType, text)).toEqual(expected);
  });

  it('keeps the chosen method only while it is allowed', () => {
    expect(keepMethod('dns', { dns: false, http: true })).toBeUndefined();
    expect(keepMethod('http', { dns: false, http: true })).toBe('http');
  });

  it('offers renewal settings only while a paid order runs', () => {
    expect(isClosedForRenewal(3)).toBe(false);
    expect(isClosedForRenewal(1)).toBe(false);
    for (const status of [5, 6, 8, 9, 10]) expect(isClosedForRenewal(status)).toBe(true);
  });
});

describe('the next step of an order', () => {
  const order = (status: number, paid = false, freeTrial = false) => ({ status, paid, freeTrial });
  it('asks to submit a waiting order once it is paid or in its trial, to pay it before', () => {
    expect(nextStepOf(order(12, true), true)).toBe('submit');
    expect(nextStepOf(order(12, false, true), true)).toBe('submit');
    // Role sale submits what the owner paid, but never pays.
    expect(nextStepOf(order(12, true), false)).toBe('submit');
    expect(nextStepOf(order(12), true)).toBe('pay');
    expect(nextStepOf(order(12), false)).toBeNull();
  });

  it('asks to prove control while validation values are out, nothing once issued or closed', () => {
    expect(nextStepOf(order(0, true), true)).toBe('validate');
    expect(nextStepOf(order(1, true), true)).toBe('validate');
    for (const status of [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 13])
      expect(nextStepOf(order(status, true), true)).toBeNull();
  });
});
