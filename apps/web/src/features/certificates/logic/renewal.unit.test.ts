import { describe, expect, it } from 'vitest';
import { afterRenew, couponChoices, NO_COUPON, renewBodyOf, renewDefaults, renewedOrderId } from './renewal';

describe('the renewal dialog of expiring certificates', () => {
  it("starts from the row's validity in whole years, at least one", () => {
    expect(renewDefaults({ validity: 24 })).toEqual({ years: 2, coupon: undefined });
    expect(renewDefaults({ validity: 0 })).toEqual({ years: 1, coupon: undefined });
    expect(renewDefaults({ validity: 6 })).toEqual({ years: 1, coupon: undefined });
  });

  it("renews the row's order, also for a reissue's certificate", () => {
    expect(renewedOrderId({ orderID: '12' })).toBe(12);
    expect(renewedOrderId({ orderID: '12_3' })).toBe(12);
  });

  it('sends the years and the coupon, none when "no coupon" was chosen', () => {
    expect(renewBodyOf({ years: 2, coupon: 'GIFT-ABC' })).toEqual({ years: 2, code: 'GIFT-ABC' });
    expect(renewBodyOf({ years: 1, coupon: NO_COUPON })).toEqual({ years: 1 });
  });

  it('offers "no coupon" first, then the usable coupons only', () => {
    const choices = couponChoices([
      { code: 'GIFT-A', amount: 10, title: 'Welcome', usable: true },
      { code: 'GIFT-B', amount: 5, title: '', usable: false },
    ]);
    expect(choices.map((c) => c.value)).toEqual([NO_COUPON, 'GIFT-A']);
  });

  it('takes the customer to pay the renewal, the coupon applied', () => {
    expect(afterRenew({ id: 99 }, { code: 'GIFT-A' })).toEqual({
      path: '/admin/order/buy-details',
      state: { orderID: 99, code: 'GIFT-A' },
    });
    expect(afterRenew({ id: 99 }, {})).toEqual({ path: '/admin/order/buy-details', state: { orderID: 99 } });
  });
});
