import type { Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { PaymentRow } from '../../db/schema/index.js';
import type { OrderSummary } from './books.repository.js';

type Described = Pick<PaymentRow, 'type' | 'channel' | 'ordersId' | 'reissueIds'>;

/** The line a customer reads for an order: product · common name · months. */
export function describeOrder(lang: Language, order: OrderSummary | undefined, id: number): string {
  if (!order) return translate(lang, 'books.describe.unknownOrder', { id });
  return translate(lang, 'books.describe.order', {
    product: order.productName,
    commonName: order.commonName,
    months: order.validity,
  });
}

/**
 * What a payment was for, in the reader's language: the orders and reissues it paid, the top-up and its
 * channel, or the order a refund gave money back for.
 */
export function describePayment(lang: Language, payment: Described, ordersById: Map<number, OrderSummary>) {
  if (payment.type === 'addFunds')
    return translate(lang, 'books.describe.addFunds', {
      channel: translate(lang, `books.channels.${payment.channel ?? 'offline'}`),
    });
  if (payment.type === 'refundSSL')
    return payment.ordersId
      .map((id) => translate(lang, 'books.describe.refund', { id }))
      .join(translate(lang, 'books.describe.separator'));
  const parts = [
    ...payment.ordersId.map((id) => describeOrder(lang, ordersById.get(id), id)),
    ...payment.reissueIds.map((id) => translate(lang, 'books.describe.reissue', { id })),
  ];
  return parts.join(translate(lang, 'books.describe.separator'));
}

/** Order ids of a page of payments, to fetch their summaries in one query. */
export const orderIdsOf = (rows: Pick<PaymentRow, 'ordersId'>[]) => [
  ...new Set(rows.flatMap((r) => r.ordersId)),
];
