import type { InvoiceRow, ListAnswer, Profile } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { pdfText } from '../../test/pdf-text.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const invoices = async (client: TestClient, query = '') =>
  okMsg<ListAnswer<InvoiceRow>>(await client.get(`/api/order/invoices?${query}`));

/** The invoice as the browser gets it: raw bytes (the test client reads answers as text). */
async function fetchInvoice(client: TestClient, id: number) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: `/api/order/invoice/${id}`,
    headers: { cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  return { status: response.statusCode, headers: response.headers, body: response.rawPayload };
}

describe('invoices', () => {
  it('makes one invoice per paid purchase and a PDF with buyer, lines, discount and totals', async () => {
    const { client, email } = await signedInClient(ctx);
    okMsg(
      await client.post('/api/enterprise', {
        form: {
          organizationName: 'Harbour Trading Ltd',
          organizationUnit: 'IT',
          organizationPhone: '+44 20 7946 0000',
          country: 'GB',
          city: 'London',
          zip: 'EC1A 1BB',
          address: '1 Harbour Road',
        },
      }),
    );
    await creditFunds(ctx, email, '200.00');
    const a = await placeOrder(client, { domains: 'a.invoice-test.com' });
    const b = await placeOrder(client, { domains: 'b.invoice-test.com' });
    const coupon = okMsg<Profile>(await client.get('/api/account/profile?couponTag=usable')).coupons![0]!;
    okMsg(await payByBalance(client, [a, b], { code: coupon.code }));
    const c = await placeOrder(client, { domains: 'c.invoice-test.com' });
    okMsg(await payByBalance(client, c));
    // Unpaid: no invoice.
    const d = await placeOrder(client, { domains: 'd.invoice-test.com' });
    const unpaid = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [d] } }),
    );

    const listed = await invoices(client);
    expect(listed.total).toBe(2);
    const [single, both] = listed.list;
    expect(single!.OrderID).toBe(String(c));
    expect(both).toMatchObject({
      OrderID: `${a}, ${b}`,
      ordersID: [a, b],
      reissueOrdersID: [],
      totalAmount: 108,
    });
    expect(both!.Describe).toContain('a.invoice-test.com');
    expect(both!.Describe).toContain('b.invoice-test.com');
    expect((await invoices(client, 'page=2&pageSize=1')).list.map((i) => i.id)).toEqual([both!.id]);

    const file = await fetchInvoice(client, both!.id);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename="invoice-${both!.id}.pdf"`);
    const { text } = await pdfText(file.body);
    const year = both!.createdAt.slice(0, 4);
    for (const part of [
      `INV-${year}-${String(both!.id).padStart(6, '0')}`,
      `Invoice date: ${both!.createdAt.slice(0, 10)}`,
      'Certificate Portal',
      'Harbour Trading Ltd',
      '1 Harbour Road',
      'EC1A 1BB London',
      'United Kingdom',
      email,
      'a.invoice-test.com',
      'b.invoice-test.com',
      `Order ${a}`,
      '118.00 USD',
      `Discount (coupon ${coupon.code})`,
      '-10.00 USD',
      '108.00 USD',
      'Payment method: Account balance',
    ])
      expect(text).toContain(part);

    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    const chinese = await pdfText((await fetchInvoice(client, both!.id)).body);
    for (const part of ['发票', '小计', '合计', '支付方式：账户余额', '108.00 USD', 'Harbour Trading Ltd'])
      expect(chinese.text).toContain(part);

    for (const id of [Number(unpaid), 999_999_999]) {
      const missing = await client.get(`/api/order/invoice/${id}`);
      expect(missing.status).toBe(404);
    }
    expect((await client.get('/api/order/invoice/abc')).status).toBe(400);
  });

  it('bills the account’s email when it has no business information; another account gets 404', async () => {
    const { client, email } = await signedInClient(ctx);
    await creditFunds(ctx, email, '100.00');
    const id = await placeOrder(client, { domains: 'mail.invoice-test.com' });
    okMsg(await payByBalance(client, id));
    const [invoice] = (await invoices(client)).list;
    const { text } = await pdfText((await fetchInvoice(client, invoice!.id)).body);
    expect(text.replace(/\s+/g, ' ')).toContain(`Bill to ${email}`);
    expect(text).toContain('59.00 USD');

    const other = await signedInClient(ctx);
    const foreign = await other.client.get(`/api/order/invoice/${invoice!.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.msg).toBe(`Invoice ${invoice!.id} was not found`);
    expect((await invoices(other.client)).total).toBe(0);
  });
});
