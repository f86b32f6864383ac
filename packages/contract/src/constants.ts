/** Business constants of spec section 9 (both documents). */
export const LANGUAGES = ['en', 'zh-cn', 'zh-tw'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** BCP 47 tag of each language key, used for catalogs, antd locales and Intl. */
export const LANGUAGE_TAG: Record<Language, 'en-US' | 'zh-CN' | 'zh-TW'> = {
  en: 'en-US',
  'zh-cn': 'zh-CN',
  'zh-tw': 'zh-TW',
};

/** Accepts the spellings seen in the spec and browsers (en, en-us, en-US, zh-cn, zh_CN, zh-Hant…). */
export function normalizeLanguage(input: string | undefined | null): Language | undefined {
  if (!input) return undefined;
  const value = input.trim().toLowerCase().replace('_', '-');
  if (value === 'en' || value.startsWith('en-')) return 'en';
  if (value === 'zh-tw' || value === 'zh-hk' || value === 'zh-mo' || value.startsWith('zh-hant'))
    return 'zh-tw';
  if (value === 'zh' || value === 'zh-cn' || value === 'zh-sg' || value.startsWith('zh-hans')) return 'zh-cn';
  return undefined;
}

export const CURRENCIES = [
  { code: 'CNY', symbol: '¥' },
  { code: 'USD', symbol: '$' },
  { code: 'EUR', symbol: '€' },
  { code: 'IDR', symbol: 'Rp' },
  { code: 'VND', symbol: '₫' },
  { code: 'INR', symbol: '₹' },
  { code: 'SGD', symbol: 'S$' },
  { code: 'PHP', symbol: '₱' },
  { code: 'JPY', symbol: 'JP¥' },
  { code: 'HKD', symbol: 'HK$' },
  { code: 'KRW', symbol: '₩' },
  { code: 'RUB', symbol: '₽' },
  { code: 'GBP', symbol: '£' },
  { code: 'TWD', symbol: 'NT$' },
  { code: 'CAD', symbol: 'CA$' },
  { code: 'AUD', symbol: 'A$' },
  { code: 'CHF', symbol: 'CHF' },
  { code: 'THB', symbol: '฿' },
  { code: 'MOP', symbol: 'MOP$' },
  { code: 'NZD', symbol: 'NZ$' },
  { code: 'ZAR', symbol: 'R' },
  { code: 'SEK', symbol: 'kr' },
  { code: 'BDT', symbol: '৳' },
  { code: 'MMK', symbol: 'K' },
  { code: 'SAR', symbol: '﷼' },
] as const;
export type CurrencyCode = (typeof CURRENCIES)[number]['code'];
export const CURRENCY_CODES = CURRENCIES.map((c) => c.code) as unknown as readonly [
  CurrencyCode,
  ...CurrencyCode[],
];
/** Currencies shown without minor units. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['JPY', 'KRW', 'VND', 'IDR', 'MMK'];
export const currencyDigits = (code: string) => (ZERO_DECIMAL_CURRENCIES.includes(code) ? 0 : 2);
export const SETTLEMENT_CURRENCY: CurrencyCode = 'USD';
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
export function currencySymbol(code: string): string {
  return CURRENCIES.find((c) => c.code === code)?.symbol ?? code;
}

export const PAGE_DEFAULTS = {
  page: 1,
  pageSize: 10,
  dropdownPageSize: 999,
  allOrdersPageSize: 99999,
} as const;
export const MAX_PAGE_SIZE = 99999;
export const FREE_TRIAL_DAYS = 14;
export const PAY_WINDOW_DAYS = 3;
export const AUTO_CHARGE_DAYS_BEFORE_EXPIRY = 7;
export const REFUND_GUARANTEE_DAYS = 30;
export const MOBILE_BREAKPOINT_PX = 992;
export const ORGANIZATION_NAME_MAX = 64;
export const ADDRESS_MAX = 64;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const RESET_TOKEN_TTL_MINUTES = 60;
/** The largest file one upload part may carry (CSR files, bulk order files, receipt images): 5 MB. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

/** Roles: the main account answers `admin`; sub-users are `sale` or `finance`. */
export const ROLES = ['admin', 'sale', 'finance'] as const;
export type Role = (typeof ROLES)[number];
export const REGISTER_FROM_DEFAULT = 'common';

/** Header / cookie names of CONTRACT.md. */
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'sid';

/** Milliseconds of time spans the rules count in (a day is 24 hours; calendar months are counted as dates). */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
