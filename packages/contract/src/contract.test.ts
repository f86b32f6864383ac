import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  countryOptions,
  COUNTRY_CODES,
  CURRENCIES,
  formatDateTime,
  menuForRole,
  normalizeLanguage,
  registerBody,
} from './index.js';

describe('money formatting', () => {
  it('turns cents into two-decimal amounts and back', () => {
    expect(centsToAmount(0)).toBe('0.00');
    expect(centsToAmount(5)).toBe('0.05');
    expect(centsToAmount(395900)).toBe('3959.00');
    expect(centsToAmount(-125)).toBe('-1.25');
    expect(amountToCents('1')).toBe(100);
    expect(amountToCents('12.3')).toBe(1230);
    expect(amountToCents('12.345')).toBeUndefined();
    expect(amountToCents('-1')).toBeUndefined();
  });
});

describe('dates', () => {
  it('shows "--" for empty and zero dates', () => {
    expect(formatDateTime(null)).toBe('--');
    expect(formatDateTime('0001-01-01T00:00:00Z')).toBe('--');
    expect(formatDateTime(0)).toBe('--');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5, 7))).toBe('2026-11-22 09:05:07');
    expect(formatDateTime(new Date(2026, 10, 22, 9, 5, 7), false)).toBe('2026-11-22');
  });
});

describe('constants', () => {
  it('offers the 25 display currencies of the spec, each with a symbol', () => {
    expect(CURRENCIES.map((c) => c.code).join(' ')).toBe(
      'CNY USD EUR IDR VND INR SGD PHP JPY HKD KRW RUB GBP TWD CAD AUD CHF THB MOP NZD ZAR SEK BDT MMK SAR',
    );
    expect(CURRENCIES.every((c) => c.symbol.length > 0)).toBe(true);
  });

  it('has about 240 countries with names in each language', () => {
    expect(COUNTRY_CODES.length).toBeGreaterThanOrEqual(240);
    expect(countryOptions('en-US').find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(countryOptions('zh-CN').find((c) => c.code === 'DE')?.name).toBe('德国');
    expect(countryOptions('zh-TW').find((c) => c.code === 'DE')?.name).toBe('德國');
  });

  it('reads language spellings of the spec and browsers', () => {
    expect(
      ['en', 'en-US', 'en-us', 'zh-CN', 'zh_cn', 'zh-Hans', 'zh-TW', 'zh-HK', 'fr'].map(normalizeLanguage),
    ).toEqual(['en', 'en', 'en', 'zh-cn', 'zh-cn', 'zh-cn', 'zh-tw', 'zh-tw', undefined]);
  });
});

describe('field rules', () => {
  it('normalises the email and defaults from to common', () => {
    const parsed = registerBody.parse({
      email: ' Ada@Example.COM ',
      password: 'abcdefgh',
      confirm: 'abcdefgh',
    });
    expect(parsed).toEqual({
      email: 'ada@example.com',
      password: 'abcdefgh',
      confirm: 'abcdefgh',
      from: 'common',
    });
  });
});

describe('menu', () => {
  it('shows the books to the main account and finance, never to sale', () => {
    const billing = (role: 'admin' | 'sale' | 'finance') =>
      menuForRole(role).find((m) => m.key === 'billing');
    expect(billing('admin')?.children?.map((c) => c.path)).toEqual([
      '/admin/invoice/billing',
      '/admin/invoice/account-activity',
      '/admin/invoice/account-statement',
    ]);
    expect(billing('finance')).toEqual(billing('admin'));
    expect(billing('sale')).toBeUndefined();
  });
  it('gives every role the account area', () => {
    for (const role of ['admin', 'sale', 'finance'] as const) {
      expect(menuForRole(role).find((m) => m.key === 'account')?.children?.[0]?.path).toBe('/admin/profile');
    }
  });
});
