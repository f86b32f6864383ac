import { z } from 'zod';

/**
 * A date and time typed by the operator ("YYYY-MM-DD HH:mm", the spec's coupon format, or "YYYY-MM-DD") in the
 * browser's time zone, as the ISO 8601 text the server takes; '' for an empty or unreadable text.
 */
export function typedDateToIso(text: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return '';
  const [, y, mo, d, h = '23', mi = '59'] = match;
  const date = new Date(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi));
  return Number.isNaN(date.getTime()) || date.getDate() !== Number(d) ? '' : date.toISOString();
}

/** "YYYY-MM-DD HH:mm" (spec: coupon dates), read in the browser's time zone. */
export const typedDate = z
  .string({ error: 'opsCatalogue.validation.dateInvalid' })
  .refine((v) => typedDateToIso(v) !== '', { error: 'opsCatalogue.validation.dateInvalid' });
export const optionalTypedDate = z
  .string()
  .optional()
  .refine((v) => !v || typedDateToIso(v) !== '', { error: 'opsCatalogue.validation.dateInvalid' });
