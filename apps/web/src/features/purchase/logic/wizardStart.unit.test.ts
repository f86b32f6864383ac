import type { EventInfo, Product } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { defaultValidity } from './productRules';
import { freshPurchase, termInAddress, wizardProductOf, wizardStart } from './wizardStart';

type EventProduct = NonNullable<EventInfo['product']>;

const sectigoOv: EventProduct = {
  shortName: 'SectigoOV',
  name: 'Sectigo OV',
  brand: 'Sectigo',
  productType: 'SSL',
  auditType: 'OV',
  domainType: 1,
  productTag: null,
  wholesaleCount: 0,
  maxNames: 1,
  supportFreeTrial: false,
  validities: [12, 24, 36, 48, 60, 72],
};

const rapidRow: Product = {
  id: 3,
  name: 'RapidSSL DV',
  brand: 'RapidSSL',
  shortName: 'RapidDV',
  type: 'DV',
  productType: 'SSL',
  auditType: 'DV',
  domainType: 1,
  productTag: null,
  wholesaleCount: 0,
  maxNames: 1,
  supportFreeTrial: true,
  warranty: 10000,
  badges: [],
  currency: 'USD',
  priceInfo: {
    '24': { validity: 24, uint: '$', price: 30, attachCommonPrice: 0 },
    '12': { validity: 12, uint: '$', price: 18, attachCommonPrice: 0 },
  },
};

describe('what the member wizard starts with (issue 31)', () => {
  const address = new URLSearchParams('product=RapidDV&validity=12');

  it('the address wins over an unfinished purchase of another product, which is offered separately', () => {
    const start = wizardStart(termInAddress(address), sectigoOv);
    expect(start).toEqual({ kind: 'address', shortName: 'RapidDV', validity: 12, offerDraft: sectigoOv });
    // The flow starts with the address's product and term, nothing of the draft saved.
    const product = wizardProductOf(rapidRow);
    expect(product).toMatchObject({ shortName: 'RapidDV', name: 'RapidSSL DV', validities: [12, 24] });
    expect(defaultValidity(product, termInAddress(address))).toBe(12);
    expect(freshPurchase('a@example.com', product)).toEqual({
      email: 'a@example.com',
      product,
      ContactInfo: null,
      CSRInfo: null,
    });
  });

  it('an address without a purchase in progress starts its product (nothing to offer)', () => {
    expect(wizardStart(termInAddress(address), null)).toEqual({
      kind: 'address',
      shortName: 'RapidDV',
      validity: 12,
      offerDraft: null,
    });
  });

  it('keeps the draft without address parameters, or when the address names the draft’s product', () => {
    expect(wizardStart(termInAddress(new URLSearchParams('')), sectigoOv)).toEqual({ kind: 'draft' });
    expect(
      wizardStart(termInAddress(new URLSearchParams('product=SectigoOV&validity=24')), sectigoOv),
    ).toEqual({
      kind: 'draft',
    });
    expect(termInAddress(new URLSearchParams('product=RapidDV&validity=x'))).toBeUndefined();
  });
});
