import type { ChargedPayment } from '@portal/contract';
import { formatUsd } from '../../../lib/format';

/** The part of i18next's `t` the line needs (the screens pass theirs, the tests an instance's). */
export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/**
 * The order detail's "Charged" line: what was taken, the list price and the discount; the code as the buy page named
 * it (a coupon of the account, or a promo code); and, only when the payment covered other orders too, how many
 * (a plural, so "1 other order" / "2 other orders").
 */
export function chargedLine(t: Translate, payment: ChargedPayment): string {
  const parts = [
    t('orders.detail.chargedText', {
      paid: formatUsd(payment.paidAmount),
      list: formatUsd(payment.listAmount),
      discount: formatUsd(payment.discount),
    }),
  ];
  if (payment.coupon)
    parts.push(
      t(payment.codeKind === 'promoCode' ? 'orders.detail.promoCode' : 'orders.detail.coupon', {
        code: payment.coupon,
      }),
    );
  if (payment.orders > 1) parts.push(t('orders.detail.chargedShared', { count: payment.orders - 1 }));
  return parts.join(' · ');
}
