import { ErrorCode, type ListAnswer, type OrderListRow } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, orderDetail, payByBalance, placeOrder } from '../../test/purchase.js';

let peers: DcvTestContext;
let ctx: TestContext;
beforeAll(async () => {
  peers = await startDcvTestContext();
  ctx = peers.ctx;
});
afterAll(() => peers.close());

/** A multipart upload the way the browser sends the bulk file. */
async function upload(client: TestClient, csv: string) {
  const boundary = '----portal-test-boundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="orderFile"; filename="orders.csv"\r\n` +
    `Content-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
  const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders/create',
    headers: {
      cookie,
      'x-csrf-token': client.jar.get('csrf_token') ?? '',
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    remoteAddress: client.address,
    payload: body,
  });
  return answer.json() as { code: number; msg: unknown; errors?: { field: string; message: string }[] };
}

async function contactOf(client: TestClient): Promise<number> {
  return okMsg<{ id: number }>(
    await client.post('/api/contact', {
      json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+1 555 0100' },
    }),
  ).id;
}

describe('bulk orders', () => {
  it('creates one order per line from the form, or none when a line is wrong (naming the line)', async () => {
    const { client } = await signedInClient(ctx);
    const contactID = await contactOf(client);
    const bad = await client.post('/api/orders/create', {
      form: {
        name: 'RapidDV',
        validity: '12',
        authMethod: 'dns',
        domains: 'one.bulk-test.com\nco.uk\nthree.bulk-test.com',
        contactID: String(contactID),
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors?.map((e) => e.field)).toEqual(['line 2']);
    expect(bad.body.errors?.[0]?.message).toContain('Line 2: “co.uk” is a public suffix');
    expect(okMsg<ListAnswer<OrderListRow>>(await client.get('/api/orders')).total).toBe(0);

    const made = okMsg<{ ids: number[] }>(
      await client.post('/api/orders/create', {
        form: {
          name: 'RapidDV',
          validity: '12',
          authMethod: 'dns',
          domains: 'one.bulk-test.com\n\ntwo.bulk-test.com\nthree.bulk-test.com',
          contactID: String(contactID),
        },
      }),
    );
    expect(made.ids).toHaveLength(3);
    const list = okMsg<ListAnswer<OrderListRow>>(await client.get('/api/orders?tag=waitCommit'));
    expect(list.list.map((o) => o.commonName).sort()).toEqual([
      'one.bulk-test.com',
      'three.bulk-test.com',
      'two.bulk-test.com',
    ]);
    const other = await signedInClient(ctx);
    const foreign = await other.client.post('/api/orders/create', {
      form: {
        name: 'RapidDV',
        validity: '12',
        authMethod: 'dns',
        domains: 'x.bulk-test.com',
        contactID: String(contactID),
      },
    });
    expect(foreign.body.msg).toContain('Line 1: Please choose your contacts');
  });

  it('takes a CSV file: every row checked first, errors with line numbers, all or nothing', async () => {
    const { client } = await signedInClient(ctx);
    const contactID = await contactOf(client);
    const header = 'product,validity,authMethod,domains,enterpriseID,contactID';
    const wrong = await upload(
      client,
      `${header}\nRapidDV,12,dns,a.file-test.com,,${contactID}\nRapidDV,84,dns,b.file-test.com,,${contactID}\n`,
    );
    expect(wrong.code).toBe(ErrorCode.invalidParams);
    expect(wrong.errors?.[0]).toMatchObject({ field: 'line 3' });
    expect(okMsg<ListAnswer<OrderListRow>>(await client.get('/api/orders')).total).toBe(0);
    const noHeader = await upload(client, `RapidDV,12,dns,a.file-test.com,,${contactID}\n`);
    expect(noHeader.msg).toContain('The first line of the file must be');
    const business = await upload(
      client,
      `${header}\nRapidDV,12,dns,a.file-test.com,,${contactID}\nDigiCertOVSANs,24,http,"x.file-test.com;y.file-test.com",,${contactID}\n`,
    );
    expect(business.errors?.[0]?.message).toBe('Line 3: Please choose your business');
    const good = await upload(
      client,
      `${header}\nRapidDV,12,dns,a.file-test.com,,${contactID}\nPositiveDV,24,http,b.file-test.com,,${contactID}\n`,
    );
    expect(good).toMatchObject({ code: 0 });
    expect((good.msg as { ids: number[] }).ids).toHaveLength(2);
  });
});

describe('batch actions and renewal', () => {
  it('shows what a bulk payment charges, completes issued orders and renews one into a new order', async () => {
    const { client, email, id, info } = await submittedOrder(ctx, { domains: 'batch.batch-test.com' });
    const unpaid = await placeOrder(client, { domains: 'unpaid.batch-test.com' });
    const paymentInfo = okMsg<{ list: { orderID: number }[]; totalAmount: number }>(
      await client.get(`/api/orders/payment/info?currency=USD&ordersID=${id},${unpaid}`),
    );
    expect(paymentInfo).toMatchObject({ list: [{ orderID: unpaid }], totalAmount: 59 });

    peers.dns.setRecords(info[0]!.authKey, { txt: [[info[0]!.authValue]] });
    okMsg(await client.get(`/api/order/authz/${id}`));
    const certs = okMsg<{ list: { orderID: number; sha1: string | null; problem: string | null }[] }>(
      await client.get(`/api/orders/cert?ordersID=${id},${unpaid}`),
    );
    expect(certs.list[0]).toMatchObject({ orderID: id, problem: null });
    expect(certs.list[0]!.sha1).toMatch(/^[0-9a-f]{40}$/);
    expect(certs.list[1]).toMatchObject({
      orderID: unpaid,
      sha1: null,
      problem: 'The certificate has not been issued yet',
    });

    // The local key manager gets the certificate and key once, with a token that expires.
    const exported = okMsg<{ id: string; token: string; remind: string }>(
      await client.get(`/api/key_manager/certs/export?ordersID=${id}`),
    );
    expect(exported.remind).toContain('10 minutes');
    const bundleUrl = `/api/key_manager/certs/export/${exported.id}?token=${exported.token}`;
    const bundle = (await ctx.app.inject({ url: bundleUrl })).json() as {
      msg: { certificates: { orderID: number; key: string; certificate: string }[] };
    };
    expect(bundle.msg.certificates[0]).toMatchObject({ orderID: id });
    expect(bundle.msg.certificates[0]!.key).toContain('PRIVATE KEY');
    expect((await ctx.app.inject({ url: bundleUrl })).statusCode).toBe(404);
    const late = okMsg<{ id: string; token: string }>(
      await client.get(`/api/key_manager/certs/export?ordersID=${id}`),
    );
    ctx.clock.advance(11 * 60_000);
    expect(
      (await ctx.app.inject({ url: `/api/key_manager/certs/export/${late.id}?token=${late.token}` }))
        .statusCode,
    ).toBe(404);
    ctx.clock.advance(-11 * 60_000);
    expect((await client.get(`/api/key_manager/certs/export?ordersID=${unpaid}`)).body.code).toBe(
      ErrorCode.orderState,
    );

    const renewal = okMsg<{ id: number }>(await client.put(`/api/orders/renew/${id}`));
    expect(renewal.id).toBeGreaterThan(id);
    expect((await client.put(`/api/orders/renew/${unpaid}`)).body.code).toBe(ErrorCode.orderState);
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, renewal.id));
    const stranger = await signedInClient(ctx);
    expect((await stranger.client.put(`/api/orders/renew/${id}`)).status).toBe(404);
  });
});

describe('the expiring-certificates renewal dialog (orders/renew/{id} with years and a coupon)', () => {
  it('places the renewal for the chosen years, checks the coupon now and leaves it for the payment', async () => {
    const { client, id, info } = await submittedOrder(ctx, { domains: 'renew-dialog.batch-test.com' });
    peers.dns.setRecords(info[0]!.authKey, { txt: [[info[0]!.authValue]] });
    okMsg(await client.get(`/api/order/authz/${id}`));
    const gift = okMsg<{ code: string; amount: number }>(await client.get('/api/coupon/latest'));
    const before = okMsg<ListAnswer<OrderListRow>>(await client.get('/api/orders')).total;

    // Bad years: a 400 envelope naming the field; a validity the product does not sell: its own refusal.
    const zero = await client.put(`/api/orders/renew/${id}`, { json: { years: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body.msg).toBe('Please enter years (a whole number from 1 to 10)');
    const unsold = await client.put(`/api/orders/renew/${id}`, { json: { years: 7 } });
    expect(unsold.body.code).toBe(ErrorCode.invalidParams);
    // A code that is not the account's coupon: refused before any order is made.
    const unknown = await client.put(`/api/orders/renew/${id}`, { json: { years: 2, code: 'GIFT-NOPE' } });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe(ErrorCode.couponUnusable);
    const stranger = await signedInClient(ctx);
    const theirs = okMsg<{ code: string }>(await stranger.client.get('/api/coupon/latest'));
    expect(
      (await client.put(`/api/orders/renew/${id}`, { json: { years: 2, code: theirs.code } })).body.code,
    ).toBe(ErrorCode.couponUnusable);
    // Someone else's order, even with their own coupon: not found.
    expect(
      (await stranger.client.put(`/api/orders/renew/${id}`, { json: { years: 1, code: theirs.code } }))
        .status,
    ).toBe(404);
    expect(okMsg<ListAnswer<OrderListRow>>(await client.get('/api/orders')).total).toBe(before);

    const renewal = okMsg<{ id: number }>(
      await client.put(`/api/orders/renew/${id}`, { json: { years: 2, code: gift.code } }),
    );
    const placed = okMsg<{ orderDetail: { validityPeriod: number; paid: boolean } }>(
      await client.get(`/api/order/info/${renewal.id}`),
    );
    expect(placed.orderDetail).toMatchObject({ validityPeriod: 24, paid: false });
    // Buy-details applies the coupon to it; paying uses it up, after which it is refused for another renewal.
    const detail = await orderDetail(client, renewal.id, `?code=${gift.code}`);
    expect(detail).toMatchObject({ appliedCode: gift.code });
    const withoutBody = okMsg<{ id: number }>(await client.put(`/api/orders/renew/${id}`));
    expect(
      okMsg<{ orderDetail: { validityPeriod: number } }>(
        await client.get(`/api/order/info/${withoutBody.id}`),
      ).orderDetail.validityPeriod,
    ).toBe(12);
    okMsg(await payByBalance(client, renewal.id, { code: gift.code }));
    const used = await client.put(`/api/orders/renew/${id}`, { json: { years: 1, code: gift.code } });
    expect(used.body.code).toBe(ErrorCode.couponUnusable);
    expect(used.body.msg).toMatch(/used/i);
  });

  it('refuses an order that cannot be renewed (not issued yet)', async () => {
    const { client } = await signedInClient(ctx);
    const unpaid = await placeOrder(client, { domains: 'renew-unpaid.batch-test.com' });
    const gift = okMsg<{ code: string }>(await client.get('/api/coupon/latest'));
    const answer = await client.put(`/api/orders/renew/${unpaid}`, { json: { years: 1, code: gift.code } });
    expect(answer.body.code).toBe(ErrorCode.orderState);
  });
});

describe("the spec's trailing-slash spellings (orders/cert/?ordersID, key_manager/certs/export/?ordersID)", () => {
  it('answers them as the table paths, with the same guard and CSRF rule', async () => {
    const { client, id, info } = await submittedOrder(ctx, { domains: 'slash.batch-test.com' });
    peers.dns.setRecords(info[0]!.authKey, { txt: [[info[0]!.authValue]] });
    okMsg(await client.get(`/api/order/authz/${id}`));

    const plain = okMsg<{ list: { orderID: number; sha1: string | null }[] }>(
      await client.get(`/api/orders/cert?ordersID=${id}`),
    );
    const slashed = okMsg<{ list: { orderID: number; sha1: string | null }[] }>(
      await client.get(`/api/orders/cert/?ordersID=${id}`),
    );
    expect(slashed).toEqual(plain);
    expect(slashed.list[0]!.sha1).toMatch(/^[0-9a-f]{40}$/);

    const exported = okMsg<{ id: string; token: string; remind: string }>(
      await client.get(`/api/key_manager/certs/export/?ordersID=${id}`),
    );
    expect(exported.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(exported.remind).toContain('10 minutes');
    const bundle = await ctx.app.inject({
      url: `/api/key_manager/certs/export/${exported.id}?token=${exported.token}`,
    });
    expect(bundle.statusCode).toBe(200);

    for (const url of [`/api/orders/cert/?ordersID=${id}`, `/api/key_manager/certs/export/?ordersID=${id}`]) {
      const forged = await client.get(url, { csrf: false });
      expect(forged.body.code, url).toBe(ErrorCode.csrf);
      const visitor = await ctx.client().get(url);
      expect(visitor.status, url).toBe(401);
      const stranger = await signedInClient(ctx);
      expect((await stranger.client.get(url)).text, url).not.toContain(slashed.list[0]!.sha1!);
    }

    // One operation each in the OpenAPI document.
    const paths = Object.keys(
      (await ctx.app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>().paths,
    );
    expect(paths).toContain('/orders/cert');
    expect(paths).not.toContain('/orders/cert/');
    expect(paths).not.toContain('/key_manager/certs/export/');
  });
});
