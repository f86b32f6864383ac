import { describe, expect, it } from 'vitest';
import { readWalletReturn, withoutWalletReturn } from './walletReturn';
import { walletScriptUrl } from './walletSdk';

describe('wallet redirect fallback', () => {
  it('reads an approval, a cancellation and ignores foreign queries', () => {
    expect(readWalletReturn('?paymentID=42&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ')).toEqual({
      paymentId: '42',
      token: '5O190127TN364715T',
      cancelled: false,
    });
    expect(readWalletReturn('?orderID=7&paymentID=42&cancel=1&token=ABC')).toEqual({
      paymentId: '42',
      token: 'ABC',
      cancelled: true,
    });
    expect(readWalletReturn('?paymentID=42')).toMatchObject({ cancelled: true });
    expect(readWalletReturn('?paymentID=x1&token=A')).toBeUndefined();
    expect(readWalletReturn('')).toBeUndefined();
  });

  it('drops only the return parameters', () => {
    expect(withoutWalletReturn('?orderID=7&paymentID=42&token=A&PayerID=B')).toBe('?orderID=7');
    expect(withoutWalletReturn('?paymentID=42&cancel=1&token=A')).toBe('');
  });
});

describe('wallet SDK address', () => {
  it('asks for USD, capture, the buttons and no card funding', () => {
    const url = new URL(walletScriptUrl({ clientId: 'abc 1', sdkUrl: 'https://www.paypal.com/sdk/js' }));
    expect(url.origin + url.pathname).toBe('https://www.paypal.com/sdk/js');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'client-id': 'abc 1',
      currency: 'USD',
      intent: 'capture',
      components: 'buttons',
      'disable-funding': 'card',
    });
  });
});
