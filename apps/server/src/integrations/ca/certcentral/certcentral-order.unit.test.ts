import { describe, expect, it } from 'vitest';
import { chargeOf } from './certcentral-order.js';

describe('CertCentral order info price', () => {
  it('reads price and currency as integer cents', () => {
    expect(chargeOf({ price: 28.5, currency: 'USD' })).toEqual({ amountCents: 2850, currency: 'USD' });
    // Decimal amounts that are not exact in binary round to the cent, a string amount is read too.
    expect(chargeOf({ price: 0.29, currency: 'eur' })).toEqual({ amountCents: 29, currency: 'EUR' });
    expect(chargeOf({ price: '1499.99', currency: 'USD' })).toEqual({ amountCents: 149999, currency: 'USD' });
    expect(chargeOf({ price: 0, currency: 'USD' })).toEqual({ amountCents: 0, currency: 'USD' });
  });

  it('says nothing when the answer has no usable price', () => {
    expect(chargeOf({ status: 'pending' })).toBeUndefined();
    expect(chargeOf({ price: 'n/a', currency: 'USD' })).toBeUndefined();
    expect(chargeOf({ price: -1, currency: 'USD' })).toBeUndefined();
  });
});
