import { describe, expect, it } from 'vitest';
import {
  amountToCents,
  centsToAmount,
  countryOptions,
  COUNTRY_CODES,
  CURRENCIES,
  formatDateTime,
  menuFor,
  capabilitiesOf,
  CAPABILITIES,
  KEY_SCOPES,
  ROUTES,
  type Capability,
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
  const main = capabilitiesOf({ kind: 'main' });
  const finance = capabilitiesOf({ kind: 'sub', role: 'finance', auditPerm: false });
  const sale = capabilitiesOf({ kind: 'sub', role: 'sale', auditPerm: false });
  const auditingSale = capabilitiesOf({ kind: 'sub', role: 'sale', auditPerm: true });
  const paths = (may: ReadonlySet<Capability>, key: string) =>
    menuFor(may)
      .find((m) => m.key === key)
      ?.children?.map((c) => c.path);

  it('shows the books to the main account and finance, never to sale', () => {
    expect(paths(main, 'billing')).toEqual([
      '/admin/invoice/billing',
      '/admin/invoice/account-activity',
      '/admin/invoice/account-statement',
    ]);
    expect(paths(finance, 'billing')).toEqual(paths(main, 'billing'));
    expect(paths(sale, 'billing')).toBeUndefined();
  });
  it('offers the pricing requests to whoever may place orders', () => {
    const requests = [
      '/admin/price/product',
      '/admin/price/feedback',
      '/admin/price/unlisted',
      '/admin/price/bulkbuys',
      '/admin/price/guarantee',
    ];
    for (const may of [main, finance, sale]) expect(paths(may, 'pricing')).toEqual(requests);
    expect(paths(capabilitiesOf({ kind: 'key', scope: 'read' }), 'pricing')).toBeUndefined();
  });
  it('gives sub-users and API keys to the main account only, the audit log with audit permission', () => {
    expect(paths(main, 'account')).toEqual([
      '/admin/profile',
      '/admin/account/manage',
      '/admin/account/logs',
      '/admin/integration/api',
    ]);
    expect(paths(finance, 'account')).toEqual(['/admin/profile']);
    expect(paths(auditingSale, 'account')).toEqual(['/admin/profile', '/admin/account/logs']);
  });
  it('shows the affiliate area to the main account and finance, never to sale', () => {
    expect(paths(main, 'affiliate')).toEqual([
      '/admin/affiliate',
      '/admin/commission/order',
      '/admin/commission/extract',
    ]);
    expect(paths(finance, 'affiliate')).toEqual(paths(main, 'affiliate'));
    expect(paths(sale, 'affiliate')).toBeUndefined();
    expect(main.has('affiliate.payout')).toBe(true);
    expect(finance.has('affiliate.payout')).toBe(false);
  });
});

describe('permission matrix', () => {
  it('names a capability of the matrix for every route', () => {
    for (const [name, entry] of Object.entries(ROUTES)) expect(CAPABILITIES, name).toContain(entry.can);
  });
  it('keeps sale from money, keys from sub-users and keys, and only operators in the console', () => {
    const sale = capabilitiesOf({ kind: 'sub', role: 'sale', auditPerm: true });
    expect(
      [...sale].filter((c) => ['pay', 'funds.topup', 'books.read', 'refunds.apply'].includes(c)),
    ).toEqual([]);
    for (const scope of KEY_SCOPES) {
      const key = capabilitiesOf({ kind: 'key', scope });
      expect(key.has('team.manage') || key.has('apiKeys.manage') || key.has('self')).toBe(false);
    }
    expect(capabilitiesOf({ kind: 'key', scope: 'orders' }).has('pay')).toBe(false);
    expect(capabilitiesOf({ kind: 'key', scope: 'read' }).has('orders.manage')).toBe(false);
    expect(capabilitiesOf({ kind: 'main', operator: true }).has('ops')).toBe(true);
    expect(capabilitiesOf({ kind: 'main' }).has('ops')).toBe(false);
    expect([...capabilitiesOf(null)]).toEqual(['public']);
  });
});
