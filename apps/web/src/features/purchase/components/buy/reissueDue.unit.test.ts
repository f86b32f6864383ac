import { describe, expect, it } from 'vitest';
import { amountsDue, reissueDetailPath } from './reissueDue';

const reissue = (id: string, totalAmount: number) => ({
  id,
  dnsNames: ['a.example'],
  countDNSNames: 1,
  totalAmount,
});

describe('buy-details amounts due', () => {
  it('charges an unpaid order alone', () => {
    expect(amountsDue({ paid: false, finalTotal: 59, reissueOrders: [] })).toEqual({
      orderDue: true,
      reissueIds: [],
      reissueTotal: 0,
      finalTotal: 59,
      settled: false,
    });
  });

  it('charges the Add-San reissues of a paid order', () => {
    const due = amountsDue({
      paid: true,
      finalTotal: 59,
      reissueOrders: [reissue('7_2', 10.1), reissue('7_3', 20.2)],
    });
    expect(due).toEqual({
      orderDue: false,
      reissueIds: ['7_2', '7_3'],
      reissueTotal: 30.3,
      finalTotal: 30.3,
      settled: false,
    });
  });

  it('charges an unpaid order and its reissues together', () => {
    const due = amountsDue({ paid: false, finalTotal: 49.5, reissueOrders: [reissue('7_1', 0.5)] });
    expect(due.finalTotal).toBe(50);
    expect(due.orderDue).toBe(true);
    expect(due.reissueIds).toEqual(['7_1']);
  });

  it('has nothing to charge once the order and its reissues are paid', () => {
    expect(amountsDue({ paid: true, finalTotal: 59, reissueOrders: [] }).settled).toBe(true);
  });

  it('leads a paid reissue to its detail', () => {
    expect(reissueDetailPath('7_2')).toBe('/admin/reissue-detail/7_2');
  });
});
