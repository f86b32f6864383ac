import { OPS_SETTING_LOCALES } from '@portal/contract';

type Locale = (typeof OPS_SETTING_LOCALES)[number];

/** What customers reading one language see of the bank-transfer instructions, as a help text's key and values. */
export type OfflineShown =
  | { key: 'offlineShown'; lang: Locale }
  | { key: 'offlineFallback'; lang: Locale; from: Locale }
  | { key: 'offlineNone'; lang: Locale };

/**
 * The server's rule (offline-instructions.ts `forLanguage`): the reader's language, else en-US, else the first
 * language set; none set: bank transfer is not offered. Judged on the texts in the form (what a save would store).
 */
export function offlineShown(
  lang: Locale,
  texts: Partial<Record<Locale, string | null | undefined>> | undefined,
): OfflineShown {
  const set = (locale: Locale) => (texts?.[locale] ?? '').trim() !== '';
  if (set(lang)) return { key: 'offlineShown', lang };
  const from = set('en-US') ? 'en-US' : OPS_SETTING_LOCALES.find(set);
  return from ? { key: 'offlineFallback', lang, from } : { key: 'offlineNone', lang };
}
