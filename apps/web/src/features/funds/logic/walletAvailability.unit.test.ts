import { describe, expect, it } from 'vitest';
import { walletAvailability } from './walletAvailability';

const configured = {
  available: true,
  reason: null,
  clientId: 'client',
  sdkUrl: 'https://www.paypal.com/sdk/js',
};

describe('add funds: the wallet', () => {
  it('is offered with the SDK settings when the server allows it', () => {
    expect(walletAvailability(configured, false)).toEqual({
      state: 'ready',
      sdk: { clientId: 'client', sdkUrl: 'https://www.paypal.com/sdk/js' },
    });
  });

  it('is left out when not configured, and hidden with the reason when not allowed', () => {
    const reason = 'Card payment is not set up on this portal';
    expect(walletAvailability({ available: false, reason, clientId: null, sdkUrl: null }, false)).toEqual({
      state: 'absent',
    });
    const sale = 'Sales users cannot make payments; please ask the main account or a finance user';
    expect(walletAvailability({ ...configured, available: false, reason: sale }, false)).toEqual({
      state: 'hidden',
      reason: sale,
    });
    expect(walletAvailability({ ...configured, clientId: null }, false)).toMatchObject({ state: 'hidden' });
  });

  it('waits for the answer, and hides without a reason when it failed', () => {
    expect(walletAvailability(undefined, false)).toEqual({ state: 'loading' });
    expect(walletAvailability(undefined, true)).toEqual({ state: 'hidden', reason: null });
  });
});
