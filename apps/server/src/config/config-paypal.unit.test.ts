import { describe, expect, it } from 'vitest';
import { walletContentSources } from '../integrations/payments/wallet-content-sources.js';
import { loadConfig } from './config.js';

describe('card-wallet settings', () => {
  it('is off without credentials, and defaults to the sandbox and the public SDK when on', () => {
    expect(loadConfig({}).paypal).toBeUndefined();
    expect(loadConfig({ PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }).paypal).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      apiBase: 'https://api-m.sandbox.paypal.com',
      webhookId: undefined,
      sdkUrl: 'https://www.paypal.com/sdk/js',
    });
    expect(
      loadConfig({
        PAYPAL_CLIENT_ID: 'id',
        PAYPAL_CLIENT_SECRET: 'secret',
        PAYPAL_API_BASE: 'https://api-m.paypal.com/',
        PAYPAL_WEBHOOK_ID: 'WH123',
      }).paypal,
    ).toMatchObject({ apiBase: 'https://api-m.paypal.com', webhookId: 'WH123' });
  });

  it('refuses half a credential pair with a clear message', () => {
    expect(() => loadConfig({ PAYPAL_CLIENT_ID: 'id' })).toThrow(
      'PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
    );
  });

  it('lets the page load PayPal’s SDK, frames and images (CSP sources)', () => {
    expect(walletContentSources('https://www.paypal.com/sdk/js')).toEqual({
      script: ['https://www.paypal.com', 'https://*.paypal.com'],
      frame: ['https://www.paypal.com', 'https://*.paypal.com'],
      connect: ['https://www.paypal.com', 'https://*.paypal.com'],
      img: ['https://www.paypal.com', 'https://*.paypal.com', 'https://*.paypalobjects.com'],
    });
    expect(walletContentSources('http://127.0.0.1:4000/sdk/js').script).toEqual(['http://127.0.0.1:4000']);
  });
});
