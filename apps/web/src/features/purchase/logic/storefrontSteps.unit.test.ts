import { describe, expect, it } from 'vitest';
import {
  pageStepOf,
  previousStep,
  purchaseStartPath,
  stepUrl,
  storefrontProductName,
  storefrontTermOf,
} from './storefrontSteps';

describe('the storefront purchase steps', () => {
  it('reads the step from the address and builds the next one with the code', () => {
    expect(pageStepOf('/contact-details')).toBe('contact');
    expect(pageStepOf('/csr-generation/')).toBe('csr');
    expect(pageStepOf('/private-key-download')).toBe('key');
    expect(pageStepOf('/validation-method')).toBe('method');
    expect(pageStepOf('/admin/order/place')).toBeUndefined();
    expect(stepUrl('csr', 'a b')).toBe('/csr-generation?code=a%20b');
    expect(stepUrl('key', undefined)).toBe('/private-key-download');
  });

  it('goes back one step at a time, skipping the key download without a generated key', () => {
    expect(previousStep('contact', { visitor: true, keyDownload: false })).toBe('email');
    expect(previousStep('contact', { visitor: false, keyDownload: false })).toBeUndefined();
    expect(previousStep('method', { visitor: true, keyDownload: true })).toBe('key');
    expect(previousStep('method', { visitor: true, keyDownload: false })).toBe('csr');
    expect(previousStep('key', { visitor: true, keyDownload: true })).toBe('csr');
  });

  it('sends a registered e-mail to the login with a way back to the product', () => {
    expect(purchaseStartPath('RapidDV', true)).toBe('/contact-details?product=RapidDV&trial=1');
    expect(purchaseStartPath('RapidDV', false)).toBe('/contact-details?product=RapidDV');
  });

  it('keeps the term chosen on the product page (issue 31), in the login way back too', () => {
    expect(storefrontTermOf(new URLSearchParams('product=RapidDV&validity=12'))).toEqual({
      validity: 12,
      chosen: true,
    });
    expect(storefrontTermOf(new URLSearchParams('product=RapidDV'))).toEqual({ validity: 24, chosen: false });
    expect(storefrontTermOf(new URLSearchParams('product=RapidDV&validity=x'))).toEqual({
      validity: 24,
      chosen: false,
    });
    expect(purchaseStartPath('RapidDV', false, 12)).toBe('/contact-details?product=RapidDV&validity=12');
  });

  it('names the product by its name on every step, never by the short name of the address (issue 31)', () => {
    // The e-mail step: no purchase yet, the catalogue's price answer names it.
    expect(storefrontProductName(undefined, { name: 'PositiveSSL DV' })).toBe('PositiveSSL DV');
    expect(storefrontProductName(undefined, undefined)).toBeUndefined();
    // Later steps: the purchase's product.
    expect(storefrontProductName('PositiveSSL DV', { name: 'PositiveSSL DV' })).toBe('PositiveSSL DV');
  });
});
