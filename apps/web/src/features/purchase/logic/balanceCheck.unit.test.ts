import { describe, expect, it } from 'vitest';
import { balanceCheck } from './balanceCheck';

// Issue 31: "Pay $115.00 from your account balance?" must not open with a $0.00 balance.
describe('balance check before the balance confirmation', () => {
  it('says the balance and the shortfall when it is not enough', () => {
    expect(balanceCheck(0, 115)).toEqual({ enough: false, balance: 0, due: 115, short: 115 });
    expect(balanceCheck(4000, 49.99)).toEqual({ enough: false, balance: 40, due: 49.99, short: 9.99 });
  });

  it('lets the confirmation open when the balance covers the amount, or is not known yet', () => {
    expect(balanceCheck(11500, 115)).toEqual({ enough: true });
    expect(balanceCheck(20000, 115)).toEqual({ enough: true });
    expect(balanceCheck(undefined, 115)).toEqual({ enough: true });
  });
});
