import { ErrorCode, type AuthInfoItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('order/commit and order/authInfo', () => {
  it('submits only a paid or trial order and then lists what to publish per name', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, {
      shortName: 'DigiCertOVSANs',
      domains: 'example.com, www.example.com, shop.example.com',
      extraCsrFields: {
        organizationName: 'Example Ltd',
        organizationUnit: 'IT',
        organizationPhone: '+44 20 7946 0000',
        postalCode: 'EC1A 1BB',
        streetAddress: '1 Example Street',
        country: 'GB',
        region: 'London',
        city: 'London',
      },
    });
    const early = await client.get(`/api/order/commit?id=${id}`);
    expect(early.body.code).toBe(ErrorCode.orderState);
    expect(early.body.msg).toBe('Please pay for the order or start its free trial before submitting it');
    expect((await client.get(`/api/order/authInfo/${id}`)).body.msg).toBe(
      'The order has not been submitted yet',
    );

    await creditFunds(ctx, email, '1000.00');
    okMsg(await payByBalance(client, id));
    expect((await client.get(`/api/order/commit?id=${id}`, { csrf: false })).body.code).toBe(ErrorCode.csrf);
    expect(okMsg(await client.get(`/api/order/commit?id=${id}`))).toEqual({ id, status: 0 });
    expect((await client.get(`/api/order/commit?id=${id}`)).body.msg).toBe(
      'The order has been submitted already',
    );

    const info = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    expect(info.map((i) => i.domain)).toEqual(['example.com', 'www.example.com', 'shop.example.com']);
    for (const item of info) {
      expect(item).toMatchObject({
        authMethod: 'dns',
        recordType: 'TXT',
        validated: 0,
        authKey: `_dnsauth.${item.domain}`,
      });
      expect(item.authValue).toMatch(/^[a-z2-7]{32}$/);
    }
    expect(new Set(info.map((i) => i.authValue)).size).toBe(3);
  });

  it('gives HTTP file values under /.well-known/pki-validation/ for a trial order', async () => {
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client, { authMethod: 'http', domains: 'files.example.org' });
    okMsg(await client.put(`/api/order/free_trial/${id}`));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const [item] = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    expect(item).toMatchObject({ domain: 'files.example.org', recordType: 'FILE', authMethod: 'http' });
    expect(item!.authPath).toBe(`/.well-known/pki-validation/${item!.authKey}`);
    const stranger = await signedInClient(ctx);
    expect((await stranger.client.get(`/api/order/authInfo/${id}`)).status).toBe(404);
  });
});
