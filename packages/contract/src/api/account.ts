import { z } from 'zod';
import { CURRENCY_CODES, LANGUAGES, ROLES } from '../constants.js';
import { CAPABILITIES } from '../permissions.js';
import { requiredText, telephoneField } from '../fields.js';
import { couponRow } from './coupons.js';

export interface MenuItem {
  key: string;
  path?: string;
  children?: MenuItem[];
}
// Named (meta id): a recursive schema needs a named component in the OpenAPI document to refer to.
export const menuItem: z.ZodType<MenuItem> = z
  .lazy(() =>
    z.object({ key: z.string(), path: z.string().optional(), children: z.array(menuItem).optional() }),
  )
  .meta({ id: 'MenuItem' });

/** GET account/profile */
export const profileAnswer = z.object({
  menu: z.array(menuItem),
  email: z.string(),
  uid: z.string(),
  role: z.enum(ROLES),
  /** What the caller may do (the permission matrix, docs/domain/permissions.md): the web's menus and buttons. */
  capabilities: z.array(z.enum(CAPABILITIES)),
  level: z.number().int(),
  /** Balance in USD, two decimals ("0.00"). */
  funds: z.string(),
  fundsCents: z.number().int(),
  isOperator: z.boolean(),
  contactInfo: z.object({ email: z.string() }),
  enterpriseInfo: z.object({ telephone: z.string() }),
  displayKeyManagerIcon: z.boolean(),
  /** Present when asked with ?couponTag. */
  coupons: z.array(couponRow).optional(),
});
export type Profile = z.infer<typeof profileAnswer>;

/** GET account/contact_info */
export const contactInfoAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  telephone: z.string(),
});
export type ContactInfo = z.infer<typeof contactInfoAnswer>;

/** GET i18n/current */
export const i18nCurrentAnswer = z.object({
  lang: z.object({ key: z.enum(LANGUAGES) }),
  currency: z.object({
    code: z.enum(CURRENCY_CODES),
    symbol: z.string(),
    /** Units of this currency per US dollar, and the day the rate is from. */
    rate: z.number(),
    rateDate: z.string(),
  }),
});
export type I18nCurrent = z.infer<typeof i18nCurrentAnswer>;

/** PUT i18n/language {lang}; any spelling normalizeLanguage accepts. */
export const languageBody = z.object({ lang: requiredText('validation.languageRequired', 16) });
/** PUT i18n/currency {currency} */
export const currencyBody = z.object({
  currency: z
    .string({ error: 'validation.currencyRequired' })
    .trim()
    .toUpperCase()
    .pipe(z.enum(CURRENCY_CODES, { error: 'validation.currencyInvalid' })),
});

export { telephoneField };
