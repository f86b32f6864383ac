import type { Product, ProductCategory } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  categoryFilter,
  coverageKey,
  eventBody,
  priceText,
  purchaseChoice,
  showBulkOrder,
  tabTitle,
  yearOptions,
  fromPerYear,
} from './catalogue';
import { couponDate } from './coupons';

const category = (fields: Partial<ProductCategory>): ProductCategory => ({
  key: 'DigiCert',
  title: 'DigiCert',
  brand: 'DigiCert',
  hot: false,
  introduction: '',
  logo: '',
  ...fields,
});

const product = (fields: Partial<Product> = {}): Product => ({
  id: 1,
  name: 'Secure Site OV',
  brand: 'DigiCert',
  shortName: 'SecureSiteOV',
  type: 'OV',
  productType: 'SSL',
  auditType: 'OV',
  domainType: 1,
  productTag: null,
  wholesaleCount: 0,
  maxNames: 1,
  supportFreeTrial: false,
  warranty: 0,
  badges: [],
  currency: 'EUR',
  priceInfo: {
    '24': { validity: 24, uint: '€', price: 98.5, attachCommonPrice: 0 },
    '12': { validity: 12, uint: '€', price: 54.28, attachCommonPrice: 0 },
  },
  ...fields,
});

const yearText = (years: number) => `${years} ${years === 1 ? 'year' : 'years'}`;

describe('product list tabs', () => {
  it('query by tag when the tab has one, otherwise by brand', () => {
    expect(categoryFilter(category({}))).toEqual({ brand: 'DigiCert' });
    expect(categoryFilter(category({ key: 'SSL_IP', brand: undefined, productTag: 'SSL_IP' }))).toEqual({
      productTag: 'SSL_IP',
    });
    expect(categoryFilter(category({ key: 'Sectigo', brand: undefined }))).toEqual({ brand: 'Sectigo' });
  });

  it('labels the IP-address tab "IP SSL"', () => {
    expect(tabTitle({ key: 'SSL_IP', title: 'SSL_IP' })).toBe('IP SSL');
    expect(tabTitle({ key: 'SSL_IP', title: '' })).toBe('IP SSL');
    expect(tabTitle({ key: 'DigiCertBasic', title: 'DigiCert Basic' })).toBe('DigiCert Basic');
  });
});

describe('bulk order', () => {
  it('is hidden for multi-domain wildcards, code signing and the GlobalSign tab', () => {
    const digicert = category({});
    expect(showBulkOrder(product(), digicert)).toBe(true);
    expect(showBulkOrder(product({ domainType: 4 }), digicert)).toBe(true);
    expect(showBulkOrder(product({ domainType: 6 }), digicert)).toBe(false);
    expect(showBulkOrder(product({ productType: 'CodeSign' }), category({ key: 'CodeSign' }))).toBe(false);
    expect(showBulkOrder(product(), category({ key: 'GlobalSign', brand: 'GlobalSign' }))).toBe(false);
    expect(showBulkOrder(product(), category({ key: 'globalsign', brand: undefined }))).toBe(false);
  });
});

describe('from price per year', () => {
  it('is the cheapest year among the terms, in the display currency', () => {
    expect(fromPerYear(product())).toBe('€49.25');
    const usd = product({
      currency: 'USD',
      priceInfo: {
        '12': { validity: 12, uint: '$', price: 69, attachCommonPrice: 0 },
        '72': { validity: 72, uint: '$', price: 290, attachCommonPrice: 0 },
      },
    });
    expect(fromPerYear(usd)).toBe('$48.33');
    expect(fromPerYear(product({ priceInfo: {} }))).toBeUndefined();
  });
});

describe('year options', () => {
  it('are sorted by months and show the converted price with the currency decimals', () => {
    expect(yearOptions(product(), yearText)).toEqual([
      { value: 12, label: '1 year · €54.28' },
      { value: 24, label: '2 years · €98.50' },
    ]);
    const yen = product({
      currency: 'JPY',
      priceInfo: { '36': { validity: 36, uint: 'JP¥', price: 24310.4, attachCommonPrice: 0 } },
    });
    expect(yearOptions(yen, yearText)).toEqual([{ value: 36, label: '3 years · JP¥24,310' }]);
  });

  it('prices USD with two decimals', () => {
    expect(priceText({ currency: 'USD' }, { uint: '$', price: 59 })).toBe('$59.00');
  });
});

describe('purchase start', () => {
  it('names code signing products in event/create', () => {
    expect(eventBody(product())).toEqual({ shortName: 'SecureSiteOV', domainType: 1, productType: 'SSL' });
    expect(eventBody(product({ productType: 'CodeSign', name: 'Code Signing OV', shortName: 'CS' }))).toEqual(
      {
        shortName: 'CS',
        domainType: 1,
        productType: 'CodeSign',
        name: 'Code Signing OV',
      },
    );
  });

  it('keeps the choice for the wizard', () => {
    expect(purchaseChoice(product({ domainType: 4 }), 24)).toEqual({
      shortName: 'SecureSiteOV',
      productName: 'Secure Site OV',
      productType: 'SSL',
      domainType: 4,
      auditType: 'OV',
      validity: 24,
    });
  });

  it('names the coverage of a product', () => {
    expect(coverageKey(product())).toBe('single');
    expect(coverageKey(product({ domainType: 2 }))).toBe('multi');
    expect(coverageKey(product({ domainType: 4 }))).toBe('wildcard');
    expect(coverageKey(product({ domainType: 6 }))).toBe('multiWildcard');
    expect(coverageKey(product({ productType: 'CodeSign' }))).toBe('codeSign');
    expect(coverageKey(product({ productTag: 'SSL_IP' }))).toBe('ip');
    expect(coverageKey(product({ productTag: 'SSL_IP', domainType: 2 }))).toBe('multiIp');
  });
});

describe('coupon dates', () => {
  it('show YYYY-MM-DD HH:mm, or -- when missing', () => {
    const start = new Date(2026, 0, 5, 9, 7, 30);
    expect(couponDate(start.toISOString())).toBe('2026-01-05 09:07');
    expect(couponDate(null)).toBe('--');
    expect(couponDate(new Date(2026, 11, 31, 23, 59, 59).toISOString())).toBe('2026-12-31 23:59');
  });
});
