import { describe, expect, it } from 'vitest';
import { FORM_FIELDS, productOptions, VALIDITY_OPTIONS, voucherProblem } from './requestForms';

describe('pricing request forms', () => {
  it('shows the spec’s fields of each form', () => {
    expect(FORM_FIELDS.bulkBuys).toEqual(['brand', 'product', 'email', 'validity', 'quantity']);
    expect(VALIDITY_OPTIONS).toEqual([
      { months: 12, years: 1 },
      { months: 24, years: 2 },
      { months: 36, years: 3 },
      { months: 48, years: 4 },
      { months: 60, years: 5 },
    ]);
  });

  it('accepts a PNG, JPEG, WebP or GIF up to 5 MB as the receipt', () => {
    expect(voucherProblem({ type: 'image/png', size: 5 * 1024 * 1024 })).toBeUndefined();
    expect(voucherProblem({ type: 'image/webp', size: 10 })).toBeUndefined();
    expect(voucherProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'pricingRequests.upload.tooLarge',
    );
    expect(voucherProblem({ type: 'image/svg+xml', size: 10 })).toBe('pricingRequests.upload.notImage');
    expect(voucherProblem({ type: '', size: 10 })).toBe('pricingRequests.upload.notImage');
  });

  it('lists the certificates of the chosen brand only', () => {
    const products = { A: [{ shortName: 'a1', name: 'A One' }], B: [{ shortName: 'b1', name: 'B One' }] };
    expect(productOptions(products, 'A')).toEqual([{ value: 'a1', label: 'A One' }]);
    expect(productOptions(products, undefined)).toEqual([]);
    expect(productOptions(undefined, 'A')).toEqual([]);
  });
});
