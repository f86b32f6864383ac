import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, orderDetail, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('event → order → buy-details → balance payment', () => {
  it('creates an unpaid order waiting submit and pays it from the balance', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { validity: 24 });

    const detail = await orderDetail(client, id);
    expect(detail).toMatchObject({
      number: id,
      shortName: 'RapidDV',
      status: 12,
      paid: false,
      authMethod: 'dns',
      price: 106,
      total: 106,
      finalTotal: 106,
      couponAllow: true,
      freeTrial: true,
      commonName: 'shop.example.com',
    });

    const refused = await payByBalance(client, id);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.insufficientFunds);

    expect(await creditFunds(ctx, email, '150.00')).toContain('balance 150.00');
    const paid = okMsg<{ status: string; funds: string }>(await payByBalance(client, id));
    expect(paid).toMatchObject({ status: 'paid', funds: '44.00' });
    expect(await orderDetail(client, id)).toMatchObject({ paid: true, couponAllow: false, freeTrial: false });

    const profile = okMsg<{ funds: string }>(await client.get('/api/account/profile'));
    expect(profile.funds).toBe('44.00');

    const again = await payByBalance(client, id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe(ErrorCode.alreadyPaid);
    expect(again.body.msg).toBe('The order has been paid');
  });

  it('prices extra names per year and keeps the saved wizard input for Back', async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.post('/api/event/create', { form: { shortName: 'DigiCertOVSANs' } }));
    okMsg(
      await client.post('/api/event/contact_info/save', {
        json: { firstName: 'A', lastName: 'B', telephone: '12345678' },
      }),
    );
    const org = {
      organizationName: 'Example Ltd',
      organizationUnit: 'IT',
      organizationPhone: '+44 20 7946 0000',
      postalCode: 'EC1A 1BB',
      streetAddress: '1 Example Street',
      country: 'GB',
      region: 'London',
      city: 'London',
    };
    const missingOrg = await client.post('/api/event/csr_info/save', {
      json: { csrFrom: 'online', domains: 'a.example.com' },
    });
    expect(missingOrg.status).toBe(400);
    expect(missingOrg.body.errors?.map((e) => e.field)).toContain('organizationName');

    const domains =
      'a.example.com, b.example.com, c.example.com\nd.example.com, e.example.com, f.example.com';
    const saved = okMsg<{ dnsNames: string[]; authMethods: string[]; download: boolean }>(
      await client.post('/api/event/csr_info/save', { json: { csrFrom: 'online', domains, ...org } }),
    );
    expect(saved.dnsNames).toHaveLength(6);
    expect(saved.authMethods).toEqual(['dns', 'http', 'email']);
    expect(saved.download).toBe(true);

    const info = okMsg<{ CSRInfo: { domains: string; organizationName: string; keyDownloaded: boolean } }>(
      await client.get('/api/event/info'),
    );
    expect(info.CSRInfo).toMatchObject({ domains, organizationName: 'Example Ltd', keyDownloaded: false });

    const early = await client.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 36 } });
    expect(early.body.code).toBe(ErrorCode.purchaseIncomplete);
    const forged = await client.get('/api/event/private_key/download', { csrf: false });
    expect(forged.body.code).toBe(ErrorCode.csrf);
    const key = await client.get('/api/event/private_key/download');
    expect(key.headers['content-type']).toContain('application/x-pem-file');
    expect(key.text).toContain('-----BEGIN PRIVATE KEY-----');
    const order = okMsg<{ id: number }>(
      await client.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 36 } }),
    );
    const detail = await orderDetail(client, order.id);
    // 4 names included, 2 extra at $119 per year for 3 years.
    expect(detail).toMatchObject({ price: 1527, extraNames: 2, extraNamesAmount: 714, total: 2241 });
  });

  it('keeps one private key per purchase: passing the CSR step again signs with it; a new key must be asked for', async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.post('/api/event/create', { json: { shortName: 'RapidDV' } }));
    okMsg(
      await client.post('/api/event/contact_info/save', {
        json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
      }),
    );
    type Saved = { download: boolean; keyKept: boolean; keyDownloaded: boolean };
    const save = (json: Record<string, unknown>) =>
      client.post('/api/event/csr_info/save', { json: { csrFrom: 'online', ...json } });

    const first = okMsg<Saved>(await save({ domains: 'key.example.com', keyAlgorithm: 'ECDSAP256' }));
    expect(first).toMatchObject({ download: true, keyKept: false, keyDownloaded: false });
    const downloaded = (await client.get('/api/event/private_key/download')).text;

    // Back to the CSR step (a reload), another domain: the same key signs the new CSR, already downloaded.
    const again = okMsg<Saved>(await save({ domains: 'key2.example.com', keyAlgorithm: 'ECDSAP256' }));
    expect(again).toMatchObject({ download: true, keyKept: true, keyDownloaded: true });
    expect((await client.get('/api/event/private_key/download')).text).toBe(downloaded);

    // Another algorithm, or an explicit new key: a new key that must be downloaded before the order.
    const otherAlgorithm = okMsg<Saved>(await save({ domains: 'key2.example.com', keyAlgorithm: 'RSA2048' }));
    expect(otherAlgorithm).toMatchObject({ keyKept: false, keyDownloaded: false });
    const refused = await client.post('/api/event/order/create', {
      json: { authMethod: 'dns', validity: 12 },
    });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: ErrorCode.purchaseIncomplete,
      msg: 'Please download and save the private key first',
    });
    const rsa = (await client.get('/api/event/private_key/download')).text;
    expect(rsa).not.toBe(downloaded);
    const fresh = okMsg<Saved>(
      await save({ domains: 'key2.example.com', keyAlgorithm: 'RSA2048', newKey: true }),
    );
    expect(fresh).toMatchObject({ keyKept: false, keyDownloaded: false });
    expect((await client.get('/api/event/private_key/download')).text).not.toBe(rsa);
    okMsg(await client.post('/api/event/order/create', { json: { authMethod: 'dns', validity: 12 } }));
  });
});
