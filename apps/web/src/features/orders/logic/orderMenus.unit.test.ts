import { describe, expect, it } from 'vitest';
import { batchActions, planBatch, rowActions } from './orderMenus';

const row = (
  status: number,
  extra: Partial<{
    paid: boolean;
    freeTrial: boolean;
    subscribeAutoPayment: boolean;
    paidAt: string | null;
  }> = {},
) => ({
  status,
  paid: false,
  freeTrial: false,
  subscribeAutoPayment: false,
  ...extra,
});

describe('My Orders row menu', () => {
  it('offers Submit first for a paid order waiting submit, with auto-renewal choices', () => {
    expect(rowActions(row(12, { paid: true }), true)).toEqual([
      'submit',
      'details',
      'autoRenew',
      'manualRenew',
      'doNotRenew',
    ]);
  });

  it('offers auto-payment (not Submit) for an unpaid order waiting submit, and its opposite once subscribed', () => {
    expect(rowActions(row(12), true)).toEqual(['details', 'autoPay']);
    expect(rowActions(row(12, { subscribeAutoPayment: true }), true)).toEqual(['details', 'noAutoPay']);
  });

  it('leads a pending order to its validation and its validation details', () => {
    const actions = rowActions(row(0, { paid: true }), true);
    expect(actions[0]).toBe('validate');
    expect(actions).toContain('authInfo');
  });

  it('offers the certificate of an issued order', () => {
    expect(rowActions(row(3, { paid: true }), true)).toContain('cert');
  });

  it('gives role sale neither payment nor renewal choices', () => {
    expect(rowActions(row(12), false)).toEqual(['details']);
    expect(rowActions(row(3, { paid: true }), false)).toEqual(['details', 'cert']);
  });

  it('offers no renewal choices for a cancelled order', () => {
    expect(rowActions(row(5, { paid: true }), true)).not.toContain('autoRenew');
  });

  // Issue 31 (spec A-46): Refund in the row menu exactly where the server's rule allows it.
  describe('Refund', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    const paidAt = '2026-11-20T12:00:00Z';
    it('is offered for a paid cancelled, invalid, revoked or failed order within 30 days of payment', () => {
      for (const status of [4, 5, 8, 13])
        expect(rowActions(row(status, { paid: true, paidAt }), true, true, now), String(status)).toContain(
          'refund',
        );
    });
    it('is not offered for issued, pending, refunding or unpaid orders, after the window, or without refunds.apply', () => {
      for (const status of [0, 1, 2, 3, 6, 7, 9, 10, 11, 12])
        expect(
          rowActions(row(status, { paid: true, paidAt }), true, true, now),
          String(status),
        ).not.toContain('refund');
      expect(rowActions(row(5, { paidAt: null }), true, true, now)).not.toContain('refund');
      expect(
        rowActions(row(5, { paid: true, paidAt: '2026-10-27T11:59:00Z' }), true, true, now),
      ).not.toContain('refund');
      expect(rowActions(row(5, { paid: true, paidAt }), true, false, now)).not.toContain('refund');
    });
  });
});

describe('My Orders batch menu', () => {
  it('lists payment for payers only and the key manager when it is on', () => {
    expect(batchActions({ payAllowed: true, keyManagerOn: false })).toEqual([
      'submit',
      'pay',
      'cert',
      'file',
    ]);
    expect(batchActions({ payAllowed: false, keyManagerOn: true })).toEqual([
      'submit',
      'cert',
      'keymanager',
      'file',
    ]);
  });

  it('opens the bulk file without a selection and asks for one otherwise', () => {
    expect(planBatch('file', [], [])).toEqual({ kind: 'open', action: 'file', ids: [] });
    expect(planBatch('cert', [], [])).toEqual({ kind: 'warn', message: 'noneSelected' });
  });

  it('submits only the orders waiting submit', () => {
    const selected = [
      { id: 1, status: 12, paid: true },
      { id: 2, status: 0, paid: true },
    ];
    expect(planBatch('submit', [1, 2], selected)).toEqual({ kind: 'open', action: 'submit', ids: [1] });
    expect(planBatch('submit', [2], selected)).toEqual({ kind: 'warn', message: 'noneSubmittable' });
  });

  it('exports every selected order, also those of another page', () => {
    expect(planBatch('cert', [1, 9], [{ id: 1, status: 3, paid: true }])).toEqual({
      kind: 'open',
      action: 'cert',
      ids: [1, 9],
    });
  });

  it('pays only unpaid open orders and says so when all are paid', () => {
    const selected = [
      { id: 1, status: 12, paid: false },
      { id: 2, status: 12, paid: true },
      { id: 3, status: 5, paid: false },
    ];
    expect(planBatch('pay', [1, 2, 3], selected)).toEqual({ kind: 'open', action: 'pay', ids: [1] });
    expect(planBatch('pay', [2], selected)).toEqual({ kind: 'info', message: 'alreadyPaid' });
  });
});
