import { ErrorCode, type AuthInfoItem, type OrderInfo } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, dcvChallenges, orders, reissues } from '../../db/schema/index.js';
import { generateKeyAndCsr } from '../../lib/pki/index.js';
import { DAY } from '../../lib/clock.js';
import {
  startDcvTestContext,
  submittedOrder,
  TEST_ORGANIZATION,
  type DcvTestContext,
} from '../../test/dcv-context.js';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg, type PlaceOrderOptions } from '../../test/purchase.js';

let peers: DcvTestContext;
let ctx: TestContext;
let dns: DnsServer;
beforeAll(async () => {
  peers = await startDcvTestContext();
  ({ ctx, dns } = peers);
});
afterAll(() => peers.close());

const ORG = TEST_ORGANIZATION;

/** An issued order: paid, submitted, every TXT published, authorised. */
async function issuedOrder(
  options: PlaceOrderOptions,
): Promise<{ client: TestClient; id: number; email: string }> {
  const { client, email, id, info } = await submittedOrder(ctx, options);
  for (const item of info) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  const done = okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`));
  if (done.status === 11) await ctx.app.portal.issuance.approve(id);
  return { client, id, email };
}

const sha1Of = async (client: TestClient, id: number) =>
  okMsg<{ sha1: string }>(await client.get(`/api/order/cert/${id}`)).sha1;

describe('reissue', () => {
  it("answers the spec's reissue detail: the order's detail and the refund data (profile) with the reissue", async () => {
    const { client, id, email } = await issuedOrder({ domains: 'detail.reissue-test.com' });
    const reissue = okMsg<{ id: string }>(
      await client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } }),
    );
    const detail = okMsg<{
      reissue: { id: string };
      orderID: number;
      orderDetail: OrderInfo['orderDetail'];
      profile: { email: string; telephone: string };
      certDetail: { sha1: string } | null;
    }>(await client.get(`/api/order/reissue/detail/${reissue.id}`));
    const info = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(detail.reissue.id).toBe(reissue.id);
    expect(detail.orderID).toBe(id);
    // The order detail of order/info, field for field (status and paid say whether a refund may be applied).
    expect(detail.orderDetail).toEqual(info.orderDetail);
    expect(detail.orderDetail).toMatchObject({
      id,
      status: 3,
      paid: true,
      commonName: 'detail.reissue-test.com',
    });
    const profile = okMsg<{ contactInfo: { email: string }; enterpriseInfo: { telephone: string } }>(
      await client.get('/api/account/profile'),
    );
    expect(detail.profile).toEqual({
      email: profile.contactInfo.email,
      telephone: profile.enterpriseInfo.telephone,
    });
    expect(detail.profile.email).toBe(email);
    expect(detail.certDetail?.sha1).toMatch(/^[0-9a-f]{40}$/);
  });

  it('reissues for free with the old CSR, reusing the validation, and the new certificate becomes current', async () => {
    const { client, id } = await issuedOrder({ domains: 'only.reissue-test.com' });
    const before = await sha1Of(client, id);
    const reissue = okMsg<{ id: string; type: string; status: number; totalAmount: number }>(
      await client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } }),
    );
    expect(reissue).toMatchObject({ id: `${id}_1`, type: 'onlyReissue', status: 3, totalAmount: 0 });
    const after = await sha1Of(client, id);
    expect(after).not.toBe(before);
    const list = okMsg<{ list: { id: string }[] }>(await client.get(`/api/order/reissue/list?orderID=${id}`));
    expect(list.list.map((r) => r.id)).toEqual([`${id}_1`]);
    const detail = okMsg<{ certDetail: { sha1: string } }>(
      await client.get(`/api/order/reissue/detail/${id}_1`),
    );
    expect(detail.certDetail.sha1).toBe(after);

    // A new key made online: the reissue carries it.
    const online = okMsg<{ status: number; download: boolean }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: 'only.reissue-test.com', keyAlgorithm: 'ECDSAP256' },
      }),
    );
    expect(online).toMatchObject({ status: 3, download: true });
    expect(okMsg<{ key: string }>(await client.get(`/api/order/reissue/cert/${id}_2`)).key).toContain(
      'PRIVATE KEY',
    );
    // A page opened again later (a reload) learns the same from the server: which reissue has a key to offer.
    const again = okMsg<{ reissue: { id: string; status: number; download: boolean } }>(
      await client.get(`/api/order/reissue/detail/${id}_2`),
    );
    expect(again.reissue).toMatchObject({ id: `${id}_2`, status: 3, download: true });
    const listed = okMsg<{ list: { id: string; download: boolean }[] }>(
      await client.get(`/api/order/reissue/list?orderID=${id}`),
    );
    expect(listed.list.map((r) => [r.id, r.download])).toEqual(
      expect.arrayContaining([
        [`${id}_1`, false],
        [`${id}_2`, true],
      ]),
    );

    const stranger = await signedInClient(ctx);
    expect((await stranger.client.get(`/api/order/reissue/detail/${id}_1`)).status).toBe(404);
    expect(
      (await stranger.client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } })).status,
    ).toBe(404);
  });

  it('numbers concurrent reissues of one order apart (no 500 from the (order, seq) index)', async () => {
    const { client, id } = await issuedOrder({ domains: 'parallel.reissue-test.com' });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        client.post(`/api/order/reissue/${id}`, { form: { csrFrom: 'oldCSR' } }),
      ),
    );
    expect(answers.map((a) => [a.status, a.body.code])).toEqual(Array.from({ length: 5 }, () => [200, 0]));
    const ids = answers.map((a) => (a.body.msg as { id: string }).id).sort();
    expect(ids).toEqual([1, 2, 3, 4, 5].map((n) => `${id}_${n}`));
    const rows = await ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id));
    expect(rows.map((r) => r.seq).sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('charges extra names ("Add San"), takes payment through the balance, then validates only the new names', async () => {
    const names = ['a', 'b', 'c', 'd'].map((n) => `${n}.addsan-test.com`);
    const { client, id } = await issuedOrder({
      shortName: 'DigiCertOVSANs',
      domains: names.join(', '),
      extraCsrFields: ORG,
    });
    const more = [...names, 'e.addsan-test.com', 'f.addsan-test.com'];
    const reissue = okMsg<{ id: string; type: string; status: number; totalAmount: number; paid: boolean }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: more.join(', ') },
      }),
    );
    expect(reissue).toMatchObject({ type: 'addSans', status: 12, paid: false });
    expect(reissue.totalAmount).toBe(2 * 119);
    expect((await client.get(`/api/order/reissue/commit/${reissue.id}`)).body.msg).toBe(
      'Please pay for the order or start its free trial before submitting it',
    );
    const detail = okMsg<{ reissueOrders: { id: string; totalAmount: number }[] }>(
      await client.get(`/api/order/detail/${id}`),
    );
    expect(detail.reissueOrders).toEqual([expect.objectContaining({ id: reissue.id, totalAmount: 238 })]);

    const payment = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { reissueOrdersID: [reissue.id] } }),
    );
    okMsg(await client.post(`/api/payment/submit/${payment}?channel=fund`));
    const committed = okMsg<{ status: number }>(await client.get(`/api/order/reissue/commit/${reissue.id}`));
    expect(committed.status).toBe(0);
    const info = okMsg<AuthInfoItem[]>(await client.get(`/api/order/reissue/authInfo/${reissue.id}`));
    expect(info.filter((i) => i.validated === 1).map((i) => i.domain)).toEqual(names);
    const fresh = info.filter((i) => i.validated === 0);
    expect(fresh.map((i) => i.domain)).toEqual(['e.addsan-test.com', 'f.addsan-test.com']);
    const pending = await client.get(`/api/order/reissue/authz/${reissue.id}`);
    expect(pending.body.code).toBe(ErrorCode.validationPending);
    for (const item of fresh) dns.setRecords(item.authKey, { txt: [[item.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/reissue/authz/${reissue.id}`)).status).toBe(
      3,
    );
    const order = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    expect(order.orderDetail.dnsNames).toEqual(more);
  });

  it('charges added names by calendar months left: a two-year order over a leap day pays two years, not three', async () => {
    const names = ['a', 'b', 'c', 'd'].map((n) => `${n}.leap-addsan-test.com`);
    const { client, id } = await issuedOrder({
      shortName: 'DigiCertOVSANs',
      domains: names.join(', '),
      extraCsrFields: ORG,
      validity: 24,
    });
    // Paid a minute ago: 24 calendar months left, which hold a Feb 29 whenever the clock stands in 2026-2027
    // (731 days: 25 "months" of 30.44 days, so the old rule charged a third year).
    const paidAt = new Date(ctx.clock.now().getTime() - 60_000);
    await ctx.handle.db.update(orders).set({ paidAt }).where(eq(orders.id, id));
    const end = Date.parse(
      okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail.subscriptionEndTime,
    );
    expect((end - ctx.clock.now().getTime()) / DAY).toBeGreaterThan(24 * 30.44);
    const reissue = okMsg<{ type: string; totalAmount: number }>(
      await client.post(`/api/order/reissue/${id}`, {
        json: { csrFrom: 'online', domains: [...names, 'e.leap-addsan-test.com'].join(', ') },
      }),
    );
    // One name at 119 a year, for the two years left.
    expect(reissue).toMatchObject({ type: 'addSans', totalAmount: 2 * 119 });
  });

  it('renews a multi-year order before its certificate ends; past the reuse window it asks for new values', async () => {
    const { client, id } = await issuedOrder({ domains: 'renew.renewal-test.com', validity: 36 });
    const first = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail;
    const end = Date.parse(first.certEndTime);
    // 20 days before the end (May 2027): the reuse window is 100 days by then, the validation is ~180 days old.
    ctx.clock.set(new Date(end - 20 * DAY));
    await ctx.app.portal.renewals.renewDue();
    let [renewal] = await ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id));
    expect(renewal).toMatchObject({ type: 'renewal', status: 1, paid: true, totalCents: 0 });
    expect(ctx.outbox().some((m) => m.includes('Action needed: validate renew.renewal-test.com'))).toBe(true);
    await ctx.app.portal.renewals.renewDue();
    expect(await ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id))).toHaveLength(1);

    // The customer publishes the new value; the recheck job issues without anyone pressing a button.
    const [row] = await ctx.handle.db
      .select()
      .from(dcvChallenges)
      .where(eq(dcvChallenges.reissueId, renewal!.id));
    dns.setRecords(row!.authKey, { txt: [[row!.authValue]] });
    await ctx.app.portal.validation.recheckPending();
    [renewal] = await ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id));
    expect(renewal!.status).toBe(3);
    const certs = await ctx.handle.db.select().from(certificates).where(eq(certificates.orderId, id));
    expect(certs).toHaveLength(2);
    const renewed = certs.find((c) => c.reissueId === renewal!.id)!;
    // Issued in May 2027: at most 100 days (SC-081).
    expect((renewed.notAfter.getTime() - renewed.notBefore.getTime()) / DAY).toBeLessThanOrEqual(100);
  });

  it('holds a code-signing order to the 3072-bit RSA minimum when it is reissued with a new CSR', async () => {
    const { client, id } = await issuedOrder({ domains: 'codesign.reissue-test.com' });
    // The reissue reads the key policy from the order's product type: an issued order of a code-signing product.
    await ctx.handle.db.update(orders).set({ productType: 'CodeSign' }).where(eq(orders.id, id));
    const { csrPem } = await generateKeyAndCsr({
      algorithm: 'RSA2048',
      subject: { commonName: 'Example Ltd', organizationName: 'Example Ltd', country: 'GB' },
      dnsNames: [],
      ipAddresses: [],
    });
    const refused = await client.post(`/api/order/reissue/${id}`, {
      json: { csrFrom: 'newCSR', csr: csrPem },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: ErrorCode.csrInvalid,
      msg: 'The CSR uses an RSA key of 2048 bits; at least 3072 bits are required.',
      errors: [{ field: 'csr' }],
    });
    // A code-signing key is the publisher's: the portal makes none for it (the purchase's refusal, on csrFrom).
    const online = await client.post(`/api/order/reissue/${id}`, {
      json: { csrFrom: 'online', domains: 'codesign.reissue-test.com' },
    });
    expect(online.status).toBe(422);
    expect(online.body).toMatchObject({
      code: ErrorCode.csrInvalid,
      errors: [{ field: 'csrFrom' }],
    });
    // The refusal is in the account's language.
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const zh = await client.post(`/api/order/reissue/${id}`, { json: { csrFrom: 'newCSR', csr: csrPem } });
    expect(zh.status).toBe(422);
    expect(zh.body).toMatchObject({
      code: ErrorCode.csrInvalid,
      msg: '此 CSR 使用 2048 位的 RSA 密钥，至少需要 3072 位。',
    });
    expect(await ctx.handle.db.select().from(reissues).where(eq(reissues.orderId, id))).toEqual([]);
  });
});
