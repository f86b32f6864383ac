import { describe, expect, it } from 'vitest';
import { paymentButtons } from './paymentButtons';

const methods = {
  fund: { available: true, reason: null },
  paypal: { available: false, reason: 'The card wallet is not configured', clientId: null, sdkUrl: null },
};
const unpaid = { paid: false, freeTrial: true };

describe('buy-details payment buttons', () => {
  it('shows balance and a disabled wallet with its reason to a paying role', () => {
    const buttons = paymentButtons({ mayPay: true, methods, detail: unpaid });
    expect(buttons.balance).toEqual({ show: true, enabled: true, reason: null });
    expect(buttons.wallet).toEqual({
      show: true,
      enabled: false,
      reason: 'The card wallet is not configured',
    });
    expect(buttons.freeTrial).toBe(true);
  });

  it('gives the wallet button its SDK settings once the wallet is configured', () => {
    const sdk = { clientId: 'client-1', sdkUrl: 'https://www.paypal.com/sdk/js' };
    const configured = { ...methods, paypal: { available: true, reason: null, ...sdk } };
    const buttons = paymentButtons({ mayPay: true, methods: configured, detail: unpaid });
    expect(buttons.wallet).toEqual({ show: true, enabled: true, reason: null });
    expect(buttons.walletSdk).toEqual(sdk);
    expect(paymentButtons({ mayPay: false, methods: configured, detail: unpaid }).walletSdk).toBeNull();
    expect(paymentButtons({ mayPay: true, methods, detail: unpaid }).walletSdk).toBeNull();
  });

  it('hides balance and wallet for role sale but keeps the free trial', () => {
    const buttons = paymentButtons({ mayPay: false, methods, detail: unpaid });
    expect(buttons.balance).toEqual({ show: false });
    expect(buttons.wallet).toEqual({ show: false });
    expect(buttons.freeTrial).toBe(true);
  });

  it('disables the balance with the server reason', () => {
    const buttons = paymentButtons({
      mayPay: true,
      methods: { ...methods, fund: { available: false, reason: 'Not allowed' } },
      detail: { paid: false, freeTrial: false },
    });
    expect(buttons.balance).toEqual({ show: true, enabled: false, reason: 'Not allowed' });
    expect(buttons.freeTrial).toBe(false);
  });

  it('waits for payment/methods before enabling anything', () => {
    const buttons = paymentButtons({ mayPay: true, methods: undefined, detail: unpaid });
    expect(buttons.balance).toEqual({ show: true, enabled: false, reason: null });
  });

  it('offers nothing for a paid order', () => {
    const buttons = paymentButtons({ mayPay: true, methods, detail: { paid: true, freeTrial: true } });
    expect(buttons).toEqual({
      balance: { show: false },
      wallet: { show: false },
      walletSdk: null,
      freeTrial: false,
    });
  });
});
