import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { createWalletTestContext } from '../../test/wallet.js';

let ctx: TestContext;
let close: () => Promise<void>;
let client: TestClient;
beforeAll(async () => {
  ({ ctx, close } = await createWalletTestContext());
  ({ client } = await signedInClient(ctx));
});
afterAll(() => close());

/** Bad input is the caller's mistake: a 4xx answer in the envelope, never a 500. */
async function expectClientError(result: Promise<{ status: number; body: unknown }>, label: string) {
  const { status, body } = await result;
  expect(status, `${label}: ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${label}: ${JSON.stringify(body)}`).toBeLessThan(500);
  expect(body, label).toMatchObject({ code: expect.any(Number), msg: expect.anything() });
}

describe('bad input to the books, wallet and renewal routes', () => {
  it.each([
    '/api/payments?beginTime=2026-02-30',
    '/api/payments?endTime=2026-13-01',
    '/api/payments?type=gift',
    '/api/payments?orderID=12_x',
    '/api/payments?page=0',
    '/api/payments?pageSize=100000',
    '/api/order/invoices?page=-1',
    '/api/order/invoice/0',
    '/api/order/invoice/abc',
    '/api/order/invoice/99999999999999999999999',
    '/api/order/invoice/1e300',
    '/api/account_statements?time=2026-13',
    '/api/account_statement/csv/abc',
    '/api/account_statement/csv/1?timezone=abc',
    '/api/account_statement/csv/1?timezone=100000',
    '/api/account_statement/csv/999999999',
    '/api/payment/query/abc',
    '/api/payment/query/999999999999999999',
    `/api/payment/query/1?payID=${'x'.repeat(100)}`,
  ])('GET %s', async (url) => {
    await expectClientError(client.get(url), url);
  });

  it.each([
    ['/api/account_statement/generate', { time: '2026-00' }],
    ['/api/account_statement/generate', { time: ['2026-01'] }],
    ['/api/account_statement/generate', { time: '9999-12' }],
    ['/api/payments/topup', { charge: 'abc' }],
    ['/api/payments/topup', { charge: 1e300 }],
    ['/api/payments/topup', { charge: '0.001' }],
    ['/api/payments/topup', { charge: { value: 1 } }],
    ['/api/payments/topup', {}],
  ] as const)('POST %s %j', async (url, json) => {
    await expectClientError(client.post(url, { json }), `${url} ${JSON.stringify(json)}`);
  });

  it.each([
    { orderID: 'x', renewMode: 'auto' },
    { orderID: '1', renewMode: 'sometimes' },
    { orderID: '1', renewMode: 'auto', email: 'not-an-email' },
    { orderID: '999999999999', renewMode: 'never' },
  ])('PUT /api/order/renewal %j', async (form) => {
    await expectClientError(client.put('/api/order/renewal', { form }), JSON.stringify(form));
  });

  it.each([
    ['application/json', 'not json'],
    ['application/json', 'null'],
    ['application/json', '[]'],
    ['application/json', ''],
    ['text/plain', '{"id":"WH-1"}'],
    ['application/x-www-form-urlencoded', 'id=WH-1'],
  ])('webhook %s %j', async (contentType, payload) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment/webhook/paypal',
      headers: { 'content-type': contentType },
      payload,
    });
    await expectClientError(
      Promise.resolve({ status: response.statusCode, body: response.json() }),
      `${contentType} ${payload}`,
    );
  });
});
