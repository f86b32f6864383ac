import { describe, expect, it } from 'vitest';
import { buyHref, fill, formatUsd, percentOf, trialHref } from './format.js';

// The server renders and the browser hydrates with these: no Intl, the same text on both sides.
describe('storefront formatting', () => {
  it('writes USD amounts with thousands separators and two decimals', () => {
    expect(formatUsd(59)).toBe('$59.00');
    expect(formatUsd(3959)).toBe('$3,959.00');
    expect(formatUsd(1234567.5)).toBe('$1,234,567.50');
    expect(formatUsd(0.1 + 0.2)).toBe('$0.30');
    expect(formatUsd(-12.5)).toBe('-$12.50');
  });

  it('fills placeholders and leaves unknown ones as they are', () => {
    expect(fill('Save {{amount}} on {{ name }}', { amount: '$1.00', name: 'RapidDV' })).toBe(
      'Save $1.00 on RapidDV',
    );
    expect(fill('{{missing}} stays', {})).toBe('{{missing}} stays');
  });

  it('rounds discounts to whole percent and builds the purchase links', () => {
    expect(percentOf(0.1003)).toBe(10);
    expect(percentOf(0.125)).toBe(13);
    expect(buyHref('Rapid DV&x')).toBe('/contact-details?product=Rapid%20DV%26x');
    expect(trialHref('RapidDV')).toBe('/contact-details?product=RapidDV&trial=1');
  });
});
