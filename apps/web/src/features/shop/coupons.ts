import { formatDateTime } from '../../lib/format';

/** Coupon dates: YYYY-MM-DD HH:mm (spec section 9); "--" when missing. */
export function couponDate(value: string | null | undefined): string {
  const text = formatDateTime(value);
  return text === '--' ? text : text.slice(0, 16);
}
