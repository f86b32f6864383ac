import {
  centsToNumber,
  LANGUAGE_TAG,
  type InvoiceRow,
  type Language,
  type PageQuery,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { EnterpriseRow, PaymentRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findOwnedOrders } from '../orders/order-records.js';
import { createBooksRepository } from './books.repository.js';
import { describePayment, orderIdsOf } from './describe.js';
import type { InvoiceDocument, InvoiceLine, InvoiceParty } from './invoice-pdf.js';
import { invoiceSeller } from './invoice-seller.js';

/** INV-2026-000042: the year it was paid and the payment's number. */
export const invoiceNumber = (payment: Pick<PaymentRow, 'id'>, paidAt: Date) =>
  `INV-${paidAt.getUTCFullYear()}-${String(payment.id).padStart(6, '0')}`;

/** "101, 102, 101_2": what the invoice list shows in its OrderID column. */
export const orderRefsOf = (payment: Pick<PaymentRow, 'ordersId' | 'reissueIds'>) =>
  [...payment.ordersId.map(String), ...payment.reissueIds].join(', ');

function buyerOf(enterprise: EnterpriseRow | undefined, email: string, lang: Language): InvoiceParty {
  if (!enterprise) return { name: email, lines: [] };
  const country = new Intl.DisplayNames([LANGUAGE_TAG[lang]], { type: 'region' }).of(enterprise.country);
  return {
    name: enterprise.organizationName,
    lines: [
      enterprise.organizationUnit,
      enterprise.address,
      [enterprise.zip, enterprise.city].filter(Boolean).join(' '),
      country ?? enterprise.country,
      enterprise.organizationPhone,
      email,
    ].filter((line) => line.trim() !== ''),
  };
}

/**
 * Invoices: one per paid purchase payment (a payment may pay several orders and reissues; the invoice lists
 * each). The list pages them; the PDF shows seller, buyer (the account's newest business information, else
 * its email), the lines, subtotal, discount, total, channel and paid date in the reader's language.
 */
export function createInvoiceService(deps: ServiceDeps) {
  const repo = createBooksRepository(deps.db);

  async function requireInvoice(session: SessionContext, id: number): Promise<PaymentRow & { paidAt: Date }> {
    const payment = await repo.findInvoice(id, session.ownerAccountId);
    if (!payment?.paidAt) throw new AppError('notFound', 'books.errors.invoiceNotFound', { id });
    return { ...payment, paidAt: payment.paidAt };
  }

  async function documentOf(
    payment: PaymentRow & { paidAt: Date },
    lang: Language,
  ): Promise<InvoiceDocument> {
    const accountId = payment.accountId;
    const t = (key: string, vars?: Record<string, string | number>) =>
      translate(lang, `books.invoice.${key}`, vars);
    const [orders, reissues, enterprise, email, couponCode] = await Promise.all([
      payment.ordersId.length ? findOwnedOrders(deps.db, payment.ordersId, accountId) : [],
      repo.reissuesOf(payment.reissueIds, accountId),
      repo.newestEnterprise(accountId),
      repo.accountEmail(accountId),
      payment.couponId ? repo.couponCode(payment.couponId) : undefined,
    ]);
    const reissueOrders = await repo.orderSummaries([...new Set(reissues.map((r) => r.orderId))], accountId);
    const lines: InvoiceLine[] = [
      ...payment.ordersId.flatMap((id) => {
        const order = orders.find((o) => o.id === id);
        if (!order) return [];
        return [
          {
            product: order.productName,
            reference: t('orderRef', { id }),
            commonName: order.commonName,
            validityMonths: order.validity,
            amountCents: order.totalCents,
          },
        ];
      }),
      ...payment.reissueIds.flatMap((id) => {
        const reissue = reissues.find((r) => r.id === id);
        if (!reissue) return [];
        const product = reissueOrders.find((o) => o.id === reissue.orderId)?.productName;
        return [
          {
            product: [t('reissueProduct'), product].filter(Boolean).join(' · '),
            reference: t('reissueRef', { id }),
            commonName: reissue.commonName,
            validityMonths: null,
            amountCents: reissue.totalCents,
          },
        ];
      }),
    ];
    const discountCode = couponCode ?? payment.promoCode;
    return {
      number: invoiceNumber(payment, payment.paidAt),
      issuedAt: payment.paidAt,
      seller: invoiceSeller(deps.publicUrl),
      buyer: buyerOf(enterprise, email, lang),
      lines,
      subtotalCents: payment.subtotalCents,
      discountCents: payment.discountCents,
      discount: discountCode ? { kind: couponCode ? 'coupon' : 'promo', code: discountCode } : null,
      totalCents: payment.totalCents,
      channel: translate(lang, `books.channels.${payment.channel ?? 'offline'}`),
      paidAt: payment.paidAt,
    };
  }

  return {
    async list(session: SessionContext, query: PageQuery, lang: Language) {
      const accountId = session.ownerAccountId;
      const { limit, offset } = pageWindow(query);
      const [rows, total] = await Promise.all([
        repo.invoicePage(accountId, limit, offset),
        repo.invoiceCount(accountId),
      ]);
      const summaries = await repo.orderSummaries(orderIdsOf(rows), accountId);
      const byId = new Map(summaries.map((o) => [o.id, o]));
      const list: InvoiceRow[] = rows.map((p) => ({
        id: p.id,
        OrderID: orderRefsOf(p),
        Describe: describePayment(lang, p, byId),
        createdAt: p.paidAt.toISOString(),
        totalAmount: centsToNumber(p.totalCents),
        ordersID: p.ordersId,
        reissueOrdersID: p.reissueIds,
      }));
      return { list, total };
    },

    /** The invoice as a PDF file; another account's (or an unpaid) payment is 404. */
    async pdf(
      session: SessionContext,
      id: number,
      lang: Language,
    ): Promise<{ fileName: string; body: Buffer }> {
      const payment = await requireInvoice(session, id);
      // pdfkit and its font engine are loaded with the first invoice, not carried by every portal process.
      const { renderInvoicePdf } = await import('./invoice-pdf.js');
      const body = await renderInvoicePdf(await documentOf(payment, lang), lang, {
        createdAt: deps.clock.now(),
      });
      return { fileName: `invoice-${payment.id}.pdf`, body };
    },
  };
}
export type InvoiceService = ReturnType<typeof createInvoiceService>;
