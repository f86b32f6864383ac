import type { Language } from '@portal/contract';
import { catalog as enUS } from './locales/en-US/index.js';
import { catalog as zhCN } from './locales/zh-CN/index.js';
import { catalog as zhTW } from './locales/zh-TW/index.js';
import { lookup, interpolate, parseMessageKey, type Catalog, type Vars } from './translate.js';

export type Messages = typeof enUS;
export { lookup, interpolate, parseMessageKey, type Catalog, type Vars };
export type { CatalogShape } from './shape.js';

export const catalogs: Record<Language, Catalog> = { en: enUS, 'zh-cn': zhCN, 'zh-tw': zhTW };

/** Translates a dotted key; falls back to English, then to the key itself. */
export function translate(lang: Language, key: string, vars?: Vars): string {
  const text = lookup(catalogs[lang], key) ?? lookup(catalogs.en, key) ?? key;
  return interpolate(text, vars);
}

/** Translates a field-rule message key ("validation.maxLength:64"); plain text passes through. */
export function translateMessage(lang: Language, raw: string): string {
  const parsed = parseMessageKey(raw);
  if (!parsed) return raw;
  const text = lookup(catalogs[lang], parsed.key) ?? lookup(catalogs.en, parsed.key);
  return text === undefined ? raw : interpolate(text, parsed.vars);
}

/** The public storefront's texts of one language (the server sends a page the ones it shows). */
export type StorefrontTexts = Messages['storefront'];
