import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import { renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.js';

const invoice = (overrides: Partial<InvoiceDocument> = {}): InvoiceDocument => ({
  number: 'INV-2026-000042',
  issuedAt: new Date('2026-10-05T08:30:00Z'),
  seller: { name: 'Certificate Portal', lines: ['http://portal.test'] },
  buyer: { name: 'Example Trading Ltd', lines: ['1 Harbour Road', 'buyer@example.com'] },
  lines: [
    {
      product: 'RapidSSL DV',
      reference: 'Order 42',
      commonName: 'shop.example.com',
      validityMonths: 12,
      amountCents: 5900,
    },
  ],
  subtotalCents: 5900,
  discountCents: 1000,
  discount: { kind: 'coupon', code: 'GIFT-1' },
  totalCents: 4900,
  channel: 'Account balance',
  paidAt: new Date('2026-10-05T08:30:00Z'),
  ...overrides,
});

describe('invoice PDF', () => {
  it('is a PDF whose text shows the parties, lines and totals (English, standard fonts only)', async () => {
    const pdf = await renderInvoicePdf(invoice(), 'en');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text } = await pdfText(pdf);
    for (const part of [
      'Invoice',
      'INV-2026-000042',
      '2026-10-05',
      'Certificate Portal',
      'Example Trading Ltd',
      'RapidSSL DV',
      'shop.example.com',
      '12 months',
      'Subtotal',
      '59.00 USD',
      'Discount (coupon GIFT-1)',
      '-10.00 USD',
      '49.00 USD',
      'Account balance',
    ])
      expect(text).toContain(part);
    // No font was embedded: Latin-1 text uses the PDF standard fonts.
    expect(pdf.includes('NotoSans')).toBe(false);
  });

  it('shows Chinese labels and names with the embedded CJK font', async () => {
    const pdf = await renderInvoicePdf(
      invoice({ buyer: { name: '深圳示例科技有限公司', lines: [] }, channel: '帳戶餘額' }),
      'zh-tw',
    );
    const { text } = await pdfText(pdf);
    for (const part of ['發票', '發票號碼', '深圳示例科技有限公司', '小計', '合計', '帳戶餘額', '49.00 USD'])
      expect(text).toContain(part);
  });

  it('continues a long list on further pages and numbers them', async () => {
    const line = invoice().lines[0]!;
    const lines = Array.from({ length: 60 }, (_, i) => ({ ...line, reference: `Order ${i + 1}` }));
    const { pages } = await pdfText(await renderInvoicePdf(invoice({ lines }), 'en'));
    expect(pages.length).toBeGreaterThan(1);
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
    expect(pages.join('\n')).toContain('Order 60');
  });
});
