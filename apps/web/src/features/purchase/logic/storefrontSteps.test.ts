import { describe, expect, it } from 'vitest';
import { pageStepOf, previousStep, purchaseStartPath, stepUrl } from './storefrontSteps';

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
});
