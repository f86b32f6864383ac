import { centsToNumber, type ChargedPayment } from '@portal/contract';
import type { createPaymentsRepository } from './payments.repository.js';

type PaidPurchase = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createPaymentsRepository>['paidPurchaseFor']>>
>;

/** What a paid purchase charged, as order/info and buy-details show it (amounts in USD). */
export function chargedOf(purchase: PaidPurchase | undefined): ChargedPayment | null {
  if (!purchase) return null;
  return {
    id: purchase.id,
    listAmount: centsToNumber(purchase.subtotalCents),
    discount: centsToNumber(purchase.discountCents),
    paidAmount: centsToNumber(purchase.totalCents),
    coupon: purchase.couponCode ?? purchase.promoCode ?? '',
    codeKind: purchase.couponCode ? 'coupon' : purchase.promoCode ? 'promoCode' : null,
    orders: purchase.ordersId.length,
  };
}
