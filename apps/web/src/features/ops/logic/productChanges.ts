import { BADGES, toCents, type Badge, type OpsProductBody, type OpsProductRow } from '@portal/contract';

/** The introduction's languages (the stored keys) and the form fields that hold them. */
export const INTRO_LANGS = ['en', 'zh-cn', 'zh-tw'] as const;
export const introField = (lang: (typeof INTRO_LANGS)[number]) => `intro-${lang}`;

export type ProductFormValues = Record<string, string> & { badges: Badge[] };

/**
 * What the form changes compared with the row: only those fields are sent (the server records them). Prices are
 * compared in integer cents ("10.1" and "10.10" are the same price).
 */
export function changesOf(row: OpsProductRow, values: ProductFormValues): OpsProductBody {
  const body: OpsProductBody = {};
  const prices: Record<string, string> = {};
  for (const validity of row.validities) {
    const value = String(values[`price${validity}`] ?? '').trim();
    if (value && toCents(value) !== toCents(row.prices[String(validity)] ?? Number.NaN))
      prices[String(validity)] = value;
  }
  if (Object.keys(prices).length > 0) body.prices = prices;
  const attach = String(values.attachCommonPrice ?? '').trim();
  if (attach && toCents(attach) !== toCents(row.attachCommonPrice)) body.attachCommonPrice = attach;
  const badges = BADGES.filter((b) => values.badges.includes(b));
  if (badges.join() !== row.badges.join()) body.badges = badges;
  const introduction = Object.fromEntries(
    INTRO_LANGS.map((lang) => [lang, String(values[introField(lang)] ?? '').trim()]),
  ) as NonNullable<OpsProductBody['introduction']>;
  if (INTRO_LANGS.some((lang) => introduction[lang] !== row.introduction[lang]))
    body.introduction = introduction;
  return body;
}
