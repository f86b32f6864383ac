import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { ErrorCode, type AuthInfoItem } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { CaError, type CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { systemClock } from '../../lib/clock.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { TEST_ORGANIZATION } from '../../test/dcv-context.js';

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
      extraCsrFields: TEST_ORGANIZATION,
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

describe('order/commit with a CA that validates names itself (as ACME)', () => {
  let caCtx: TestContext;
  let caDir: string;
  const submits: string[] = [];
  let refuseNext = false;
  beforeAll(async () => {
    caDir = mkdtempSync(join(tmpdir(), 'commit-ca-'));
    const builtin = createBuiltinCa({ dataDir: caDir, secretKey: 'commit test secret', clock: systemClock });
    // The built-in CA, counting submissions and answering like ACME: pending, with the values to publish.
    const counting: CertificateAuthority = {
      name: builtin.name,
      validatesNames: true,
      async submit(request) {
        submits.push(request.reference);
        await sleep(50);
        if (refuseNext) {
          refuseNext = false;
          throw new CaError('unavailable', 'CA down for a moment');
        }
        return {
          status: 'pending',
          caOrderId: `ca-order-${submits.length}`,
          instructions: request.dnsNames.map((domain) => ({
            domain,
            method: 'dns' as const,
            authKey: `_acme-challenge.${domain}`,
            authPath: '',
            authValue: `value-${submits.length}`,
          })),
        };
      },
      recheck: (caOrderId, request) => builtin.recheck(caOrderId, request),
      revoke: (pem, reason) => builtin.revoke(pem, reason),
      rootPem: () => builtin.rootPem(),
    };
    caCtx = await createTestContext({ ca: counting });
  });
  afterAll(async () => {
    await caCtx.close();
    rmSync(caDir, { recursive: true, force: true });
  });

  it('asks the CA once when two commits of one order race; the second answers without a second CA order', async () => {
    const { client, email } = await signedInClient(caCtx);
    const id = await placeOrder(client, { domains: 'race.commit-test.com' });
    await creditFunds(caCtx, email, '100.00');
    okMsg(await payByBalance(client, id));
    const answers = await Promise.all([
      client.get(`/api/order/commit?id=${id}`),
      client.get(`/api/order/commit?id=${id}`),
    ]);
    expect(submits.filter((reference) => reference === String(id))).toHaveLength(1);
    const codes = answers.map((a) => a.body.code).sort((a, b) => a - b);
    expect(codes).toEqual([0, ErrorCode.orderState]);
    expect(answers.every((a) => a.status < 500)).toBe(true);
    const info = okMsg<AuthInfoItem[]>(await client.get(`/api/order/authInfo/${id}`));
    expect(info).toEqual([
      expect.objectContaining({
        domain: 'race.commit-test.com',
        authKey: '_acme-challenge.race.commit-test.com',
      }),
    ]);
    expect(okMsg<string>(await client.get(`/api/order/caOrderID/${id}`))).toBe('ca-order-1');
  });

  it('gives the order back when the CA cannot be asked, so the next commit submits it', async () => {
    const { client, email } = await signedInClient(caCtx);
    const id = await placeOrder(client, { domains: 'retry.commit-test.com' });
    await creditFunds(caCtx, email, '100.00');
    okMsg(await payByBalance(client, id));
    refuseNext = true;
    const failed = await client.get(`/api/order/commit?id=${id}`);
    expect(failed.body).toMatchObject({ code: ErrorCode.orderState });
    expect(failed.body.msg).toContain('CA down for a moment');
    expect(okMsg(await client.get(`/api/order/commit?id=${id}`))).toEqual({ id, status: 0 });
  });
});
