import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CSRF_COOKIE,
  CSRF_HEADER,
  ErrorCode,
  type CertRow,
  type ListAnswer,
  type OrderInfo,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, orders } from '../../db/schema/index.js';
import { createOperatorCommands } from '../operator/commands.js';
import {
  startDcvTestContext,
  submittedOrder,
  TEST_ORGANIZATION,
  type DcvTestContext,
} from '../../test/dcv-context.js';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import type { TestHttpServer } from '../../test/http-server.js';
import { signedInClient, type TestContext } from '../../test/harness.js';
import { okMsg, placeOrder, type PlaceOrderOptions } from '../../test/purchase.js';

let peers: DcvTestContext;
let ctx: TestContext;
let dns: DnsServer;
let web: TestHttpServer;
let dir: string;

beforeAll(async () => {
  peers = await startDcvTestContext();
  ({ ctx, dns, web } = peers);
  dir = mkdtempSync(join(tmpdir(), 'issued-'));
});
afterAll(async () => {
  await peers.close();
  rmSync(dir, { recursive: true, force: true });
});

const ORG = TEST_ORGANIZATION;
const submitted = (options: PlaceOrderOptions) => submittedOrder(ctx, options);

function run(tool: string, args: string[]): string {
  return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

describe('from payment to a certificate on the built-in CA', () => {
  it('validates DNS TXT, issues, and every download opens with the real tools', async () => {
    const domain = 'shop.issue-dns.com';
    const { client, id, info } = await submitted({ domains: domain, keyAlgorithm: 'RSA2048' });

    // Nothing published yet: the answer says what was expected where, and the order waits (status 1).
    const early = await client.get(`/api/order/authz/${id}`);
    expect(early.body.code).toBe(ErrorCode.validationPending);
    expect(early.body.msg).toContain(`No TXT record at _dnsauth.${domain}`);
    expect(early.body.errors?.[0]?.field).toBe(domain);
    dns.setRecords(`_dnsauth.${domain}`, { txt: [['not-the-value']] });
    const wrong = await client.get(`/api/order/authz/${id}`);
    expect(wrong.body.msg).toBe(
      `The TXT record at _dnsauth.${domain} holds "not-the-value", expected "${info[0]!.authValue}"`,
    );
    expect((await client.get(`/api/order/cert/${id}`)).body.code).toBe(ErrorCode.orderState);

    dns.setRecords(`_dnsauth.${domain}`, { txt: [[info[0]!.authValue]] });
    const passed = okMsg<{ status: number; domains: { validated: number }[] }>(
      await client.get(`/api/order/authz/${id}`),
    );
    expect(passed).toMatchObject({ status: 3, domains: [{ validated: 1 }] });

    const cert = okMsg<{ cert: string; key: string; sha1: string }>(
      await client.get(`/api/order/cert/${id}`),
    );
    expect(cert.key).toContain('BEGIN PRIVATE KEY');
    const root = await ctx.app.portal.issuance.cas.default.rootPem();
    writeFileSync(join(dir, 'root.pem'), root!);
    const pem = await client.get(`/api/cert/download/${cert.sha1}?serverType=Linux`);
    expect(pem.status).toBe(200);
    writeFileSync(join(dir, 'bundle.pem'), pem.text);
    const [leaf, ...chain] = pem.text
      .split(/(?=-----BEGIN CERTIFICATE-----)/)
      .filter((b) => b.includes('CERTIFICATE'));
    writeFileSync(join(dir, 'leaf.pem'), leaf!);
    writeFileSync(join(dir, 'chain.pem'), chain.join('').replace(/-----BEGIN PRIVATE KEY-----[\s\S]*/, ''));
    expect(
      run('openssl', [
        'verify',
        '-CAfile',
        join(dir, 'root.pem'),
        '-untrusted',
        join(dir, 'chain.pem'),
        join(dir, 'leaf.pem'),
      ]),
    ).toContain('OK');
    const text = run('openssl', ['x509', '-in', join(dir, 'leaf.pem'), '-noout', '-text']);
    expect(text).toContain(`DNS:${domain}`);
    expect(text).toContain('TLS Web Server Authentication');

    const info2 = okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`));
    const days =
      (Date.parse(info2.orderDetail.certEndTime) - Date.parse(info2.orderDetail.certStartTime)) / 86_400_000;
    expect(days).toBeLessThanOrEqual(200);
    expect(info2.orderDetail.subscriptionEndTime).not.toBe('');

    const pfx = await ctx.app.inject({
      url: `/api/cert/download/${cert.sha1}?serverType=IIS&password=S3cret!`,
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: client.jar.get(CSRF_COOKIE) ?? '',
      },
    });
    expect(pfx.statusCode).toBe(200);
    writeFileSync(join(dir, 'modern.pfx'), pfx.rawPayload);
    expect(
      run('openssl', [
        'pkcs12',
        '-info',
        '-noout',
        '-in',
        join(dir, 'modern.pfx'),
        '-passin',
        'pass:S3cret!',
      ]),
    ).toBeDefined();
    const legacy = await ctx.app.inject({
      url: `/api/cert/download/${cert.sha1}?serverType=IIS&password=S3cret!&compatible=1`,
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: client.jar.get(CSRF_COOKIE) ?? '',
      },
    });
    writeFileSync(join(dir, 'legacy.pfx'), legacy.rawPayload);
    run('openssl', [
      'pkcs12',
      '-info',
      '-noout',
      '-legacy',
      '-in',
      join(dir, 'legacy.pfx'),
      '-passin',
      'pass:S3cret!',
    ]);
    expect(
      run('keytool', [
        '-list',
        '-storetype',
        'PKCS12',
        '-keystore',
        join(dir, 'modern.pfx'),
        '-storepass',
        'S3cret!',
      ]),
    ).toContain('PrivateKeyEntry');
    const jks = await ctx.app.inject({
      url: `/api/cert/download/${cert.sha1}?serverType=Tomcat&password=S3cret!`,
      headers: {
        cookie: [...client.jar].map(([k, v]) => `${k}=${v}`).join('; '),
        [CSRF_HEADER]: client.jar.get(CSRF_COOKIE) ?? '',
      },
    });
    writeFileSync(join(dir, 'store.jks'), jks.rawPayload);
    expect(run('keytool', ['-list', '-keystore', join(dir, 'store.jks'), '-storepass', 'S3cret!'])).toContain(
      'PrivateKeyEntry',
    );
    const noPassword = await client.get(`/api/cert/download/${cert.sha1}?serverType=Tomcat`);
    expect(noPassword.body.msg).toBe('Please enter a password to protect the file');

    // Every key view and download is in the account's audit trail.
    const [owner] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
    const trail = await ctx.handle.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.accountId, owner!.accountId));
    expect(trail.map((e) => e.activity)).toEqual(
      expect.arrayContaining(['privateKey.download', 'privateKey.view', 'certificate.download']),
    );
    expect(trail.filter((e) => e.activity === 'certificate.download')).toHaveLength(4);
    const list = okMsg<ListAnswer<CertRow>>(await client.get(`/api/certs?domain=issue-dns`));
    expect(list.list.map((c) => c.sha1)).toEqual([cert.sha1]);
    const stranger = await signedInClient(ctx);
    expect((await stranger.client.get(`/api/cert/download/${cert.sha1}?serverType=Linux`)).status).toBe(404);
  });

  it('validates an HTTP file on the customer site', async () => {
    const domain = 'www.issue-http.com';
    dns.setRecords(domain, { a: ['127.0.0.1'] });
    const { client, id, info } = await submitted({ domains: domain, authMethod: 'http' });
    web.setRoute(info[0]!.authPath, { status: 200, body: 'wrong' });
    const wrong = await client.get(`/api/order/authz/${id}`);
    expect(wrong.body.msg).toContain('holds "wrong"');
    web.setRoute(info[0]!.authPath, { status: 200, body: `${info[0]!.authValue}\n` });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
  });

  it('refuses issuance while a CAA record names another CA, then issues from the recheck job', async () => {
    const domain = 'caa.issue-caa.com';
    dns.setRecords('issue-caa.com', { caa: [{ flags: 0, tag: 'issue', value: 'letsencrypt.org' }] });
    const { client, id, info } = await submitted({ domains: domain });
    dns.setRecords(`_dnsauth.${domain}`, { txt: [[info[0]!.authValue]] });
    const refused = await client.get(`/api/order/authz/${id}`);
    expect(refused.body.code).toBe(ErrorCode.validationPending);
    expect(refused.body.msg).toContain('allow only letsencrypt.org');
    dns.setRecords('issue-caa.com', { caa: [{ flags: 0, tag: 'issue', value: 'portal.test' }] });
    const job = await ctx.app.portal.validation.recheckPending();
    expect(job.issued).toBeGreaterThanOrEqual(1);
    expect(okMsg<OrderInfo>(await client.get(`/api/order/info/${id}`)).orderDetail.status).toBe(3);
  });

  it('keeps OV orders under review until the operator approves', async () => {
    const domain = 'ov.issue-ov.com';
    const { client, id, info } = await submitted({
      shortName: 'SecureSiteOV',
      domains: domain,
      extraCsrFields: ORG,
    });
    dns.setRecords(`_dnsauth.${domain}`, { txt: [[info[0]!.authValue]] });
    expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(11);
    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      ca: ctx.app.portal.issuance.cas.default,
      reviews: ctx.app.portal.reviews,
    });
    expect(await commands['order:approve']!.run(['--id', String(id)])).toBe(
      `order ${id} approved and issued`,
    );
    await expect(commands['order:approve']!.run(['--id', String(id)])).rejects.toThrow(
      /not waiting for review/,
    );
    const cert = okMsg<{ cert: string }>(await client.get(`/api/order/cert/${id}`));
    writeFileSync(join(dir, 'ov.pem'), cert.cert.split(/(?=-----BEGIN CERTIFICATE-----)/)[0]!);
    expect(run('openssl', ['x509', '-in', join(dir, 'ov.pem'), '-noout', '-subject'])).toContain(
      'O = Example Ltd',
    );
    expect(await commands['ca:root']!.run([])).toContain('BEGIN CERTIFICATE');
  });

  it('refuses calls in the wrong state and changes nothing', async () => {
    const { client } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'state.issue-state.com' });
    expect((await client.get(`/api/order/authz/${id}`)).body.msg).toBe(
      'Validation can only be checked after the order is submitted and before it is issued',
    );
    expect((await client.get(`/api/order/cert/${id}`)).body.code).toBe(ErrorCode.orderState);
    expect(okMsg<{ status: number }>(await client.get(`/api/order/cancel/${id}`)).status).toBe(5);
    expect((await client.get(`/api/order/cancel/${id}`)).body.msg).toBe(
      'Only orders that are not issued yet can be cancelled',
    );
    expect((await client.get(`/api/order/commit?id=${id}`)).body.code).toBe(ErrorCode.orderState);
  });
});
