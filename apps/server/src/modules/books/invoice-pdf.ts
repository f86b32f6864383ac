import { centsToAmount, LANGUAGE_TAG, type Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import PDFDocument from 'pdfkit';
import { CJK_FONT, cjkFontData, isLatin1, STANDARD_FONT } from './invoice-fonts.js';

export interface InvoiceParty {
  name: string;
  lines: string[];
}

export interface InvoiceLine {
  /** What was bought, and the order or reissue it belongs to. */
  product: string;
  reference: string;
  commonName: string;
  /** Months, or '' for a line without its own term (additional names of a reissue). */
  validityMonths: number | null;
  amountCents: number;
}

/** Everything an invoice shows, gathered by the invoice service; the renderer only lays it out. */
export interface InvoiceDocument {
  number: string;
  issuedAt: Date;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  lines: InvoiceLine[];
  subtotalCents: number;
  discountCents: number;
  /** Which code gave the discount, shown beside it. */
  discount: { kind: 'coupon' | 'promo'; code: string } | null;
  totalCents: number;
  /** The channel's name in the reader's language. */
  channel: string;
  paidAt: Date;
}

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
/** Table columns: product, common name, validity, amount (right-aligned). */
const COLUMNS = [
  { x: PAGE.margin, width: 185 },
  { x: PAGE.margin + 190, width: 160 },
  { x: PAGE.margin + 355, width: 70 },
  { x: PAGE.margin + 430, width: CONTENT_WIDTH - 430 },
] as const;
const GREY = '#666666';
const RULE = '#cccccc';

const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const timeOf = (date: Date) => `${date.toISOString().slice(0, 19).replace('T', ' ')} UTC`;

interface TextOptions {
  width?: number;
  align?: 'left' | 'right' | 'center';
  bold?: boolean;
  size?: number;
  color?: string;
}

/**
 * Lays the invoice out on A4 pages with pdfkit: header, seller and buyer, the lines (a long list continues on
 * further pages with the column heads repeated), the totals, the payment and a page footer. Texts are in the
 * reader's language; amounts are USD.
 */
export function renderInvoicePdf(
  invoice: InvoiceDocument,
  lang: Language,
  options: { compress?: boolean; createdAt?: Date } = {},
): Promise<Buffer> {
  const t = (key: string, vars?: Record<string, string | number>) =>
    translate(lang, `books.invoice.${key}`, vars);
  const labelled = (key: string, value: string) => t('labelled', { label: t(key), value });
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    bufferPages: true,
    compress: options.compress ?? true,
    lang: LANGUAGE_TAG[lang],
    info: {
      Title: `${t('title')} ${invoice.number}`,
      Author: invoice.seller.name,
      CreationDate: options.createdAt ?? invoice.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  let cjkRegistered = false;

  /** Sets the font that can show `text` (and its size and colour). */
  function useFontFor(text: string, o: TextOptions): void {
    if (isLatin1(text)) {
      doc.font(o.bold ? STANDARD_FONT.bold : STANDARD_FONT.regular);
    } else {
      if (!cjkRegistered) {
        const data = cjkFontData();
        doc.registerFont(CJK_FONT.regular, data.regular);
        doc.registerFont(CJK_FONT.bold, data.bold);
        cjkRegistered = true;
      }
      doc.font(o.bold ? CJK_FONT.bold : CJK_FONT.regular);
    }
    doc.fontSize(o.size ?? 10).fillColor(o.color ?? '#000000');
  }
  function put(text: string, x: number, y: number, o: TextOptions = {}): number {
    useFontFor(text, o);
    const width = o.width ?? CONTENT_WIDTH;
    doc.text(text, x, y, { width, align: o.align ?? 'left' });
    return doc.heightOfString(text, { width });
  }
  function heightOf(text: string, width: number, o: TextOptions = {}): number {
    useFontFor(text, o);
    return doc.heightOfString(text, { width });
  }
  function rule(y: number): void {
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
  }
  function party(label: string, p: InvoiceParty, x: number, y: number, width: number): number {
    let at = y + put(label, x, y, { width, bold: true, size: 9, color: GREY }) + 2;
    at += put(p.name, x, at, { width, bold: true, size: 11 }) + 1;
    for (const line of p.lines) at += put(line, x, at, { width, size: 9 });
    return at;
  }
  function tableHead(y: number): number {
    const heads = [t('product'), t('commonName'), t('validity'), t('amount')];
    let height = 0;
    heads.forEach((text, i) => {
      const column = COLUMNS[i]!;
      height = Math.max(
        height,
        put(text, column.x, y, {
          width: column.width,
          bold: true,
          size: 9,
          align: i === 3 ? 'right' : 'left',
        }),
      );
    });
    rule(y + height + 4);
    return y + height + 10;
  }

  // Header: title and the invoice's number and date.
  put(t('title'), PAGE.margin, PAGE.margin, { size: 22, bold: true });
  const metaX = PAGE.margin + CONTENT_WIDTH / 2;
  const metaWidth = CONTENT_WIDTH / 2;
  let metaY = PAGE.margin + 2;
  metaY += put(labelled('number', invoice.number), metaX, metaY, { width: metaWidth, align: 'right' }) + 2;
  put(labelled('date', dayOf(invoice.issuedAt)), metaX, metaY, { width: metaWidth, align: 'right' });

  // Seller and buyer side by side.
  const partyTop = PAGE.margin + 60;
  const partyWidth = CONTENT_WIDTH / 2 - 10;
  const sellerEnd = party(t('seller'), invoice.seller, PAGE.margin, partyTop, partyWidth);
  const buyerEnd = party(t('buyer'), invoice.buyer, metaX, partyTop, partyWidth);

  // The lines.
  let y = tableHead(Math.max(sellerEnd, buyerEnd) + 25);
  const bottom = PAGE.height - PAGE.margin - 40;
  for (const line of invoice.lines) {
    const cells = [
      `${line.product}\n${line.reference}`,
      line.commonName,
      line.validityMonths === null ? '-' : t('months', { count: line.validityMonths }),
      centsToAmount(line.amountCents),
    ];
    const height = Math.max(...cells.map((text, i) => heightOf(text, COLUMNS[i]!.width)));
    if (y + height > bottom) {
      doc.addPage();
      y = tableHead(PAGE.margin);
    }
    cells.forEach((text, i) => {
      const column = COLUMNS[i]!;
      put(text, column.x, y, { width: column.width, align: i === 3 ? 'right' : 'left' });
    });
    y += height + 6;
    rule(y - 3);
  }

  // Totals, right-aligned under the amounts.
  if (y + 120 > bottom) {
    doc.addPage();
    y = PAGE.margin;
  }
  y += 6;
  const labelX = PAGE.margin + 250;
  const labelWidth = 175;
  const amountColumn = COLUMNS[3];
  const discountLabel = invoice.discount
    ? t(invoice.discount.kind === 'coupon' ? 'discountCoupon' : 'discountPromo', {
        code: invoice.discount.code,
      })
    : t('discount');
  const totals: [string, string, boolean][] = [
    [t('subtotal'), centsToAmount(invoice.subtotalCents), false],
    [discountLabel, centsToAmount(-invoice.discountCents), false],
    [t('total'), centsToAmount(invoice.totalCents), true],
  ];
  for (const [label, amount, bold] of totals) {
    const height = Math.max(
      put(label, labelX, y, { width: labelWidth, align: 'right', bold }),
      put(`${amount} USD`, amountColumn.x - 20, y, { width: amountColumn.width + 20, align: 'right', bold }),
    );
    y += height + 4;
  }

  // The payment.
  y += 16;
  y += put(labelled('channel', invoice.channel), PAGE.margin, y) + 2;
  y += put(labelled('paidAt', timeOf(invoice.paidAt)), PAGE.margin, y) + 12;
  y += put(t('currencyNote'), PAGE.margin, y, { size: 9, color: GREY }) + 2;
  put(t('thanks'), PAGE.margin, y, { size: 9, color: GREY });

  // Footer on every page: number and page count.
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const footer = `${invoice.number} · ${t('page', { page: i + 1, pages: range.count })}`;
    // Writing below the bottom margin must not start a new page.
    const margin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    put(footer, PAGE.margin, PAGE.height - PAGE.margin + 10, { size: 8, color: GREY, align: 'center' });
    doc.page.margins.bottom = margin;
  }
  doc.end();
  return done;
}
