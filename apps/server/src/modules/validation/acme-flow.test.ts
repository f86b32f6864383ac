import { ErrorCode, type AuthInfoItem, type OrderInfo } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAcmeAccountKey, createAcmeCa } from '../../integrations/ca/acme/index.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { startPebble, type PebbleServer } from '../../test/pebble.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { createDcvChecker } from './create-dcv-checker.js';

let ctx: TestContext;
let pebble: PebbleServer;
beforeAll(async () => {
  pebble = await startPebble();
  ctx = await createTestContext({
    ca: createAcmeCa({
      directoryUrl: pebble.directoryUrl,
      caBundlePem: pebble.caBundlePem,
      accountKeyPem: await createAcmeAccountKey(),
      backoffMin: 50,
    }),
    // The pre-checks look where Pebble's validation authority looks: the challenge test server.
    dcvChecker: createDcvChecker({
      dnsServers: [pebble.dnsAddress],
      httpPort: pebble.httpPort,
      allowPrivateAddresses: true,
      caaIssuerDomains: ['portal.test'],
    }),
  });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
  await pebble?.stop();
});

describe('CA_PROVIDER=acme through the portal (Pebble)', () => {
  it('shows the CA’s dns-01 values, pre-checks them, and issues a certificate chained to the CA', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'acme-flow.example.com', keyAlgorithm: 'ECDSAP256' });
    await creditFunds(ctx, email, '100.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/commit?id=${id}`));
    const [item] = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    expect(item).toMatchObject({
      domain: 'acme-flow.example.com',
      authKey: '_acme-challenge.acme-flow.example.com',
    });
    expect(okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail.caOrderID).toMatch(
      /^https:\/\//,
    );

    // Not published: the portal says so without spending the CA's one validation attempt.
    const early = await client.get(`/api/order/authz/${id}`);
    expect(early.body.code).toBe(ErrorCode.validationPending);
    expect(early.body.msg).toContain('No TXT record at _acme-challenge.acme-flow.example.com');

    await pebble.challtest.addTxt(item!.authKey, item!.authValue);
    const done = okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`));
    expect(done.status).toBe(3);
    const cert = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
    expect(cert.cert.match(/BEGIN CERTIFICATE/g)?.length).toBeGreaterThanOrEqual(2);
  }, 120_000);
});
