// DNS provider connectors (issue 34, docs/domain/dns-connectors.md "In the portal") end to end on loopback: the
// Cloudflare and DNSPod emulators (packages/test-doubles) mirror every record they hold into the test DNS server,
// which is the resolver the portal's DCV checker asks; the calls go through app.inject().
import {
  ErrorCode,
  type DnsConnectorRow,
  type DnsConnectorsAnswer,
  type DomainsAnswer,
} from '@portal/contract';
import {
  startCloudflareEmulator,
  type CloudflareEmulator,
} from '@portal/test-doubles/cloudflare-dns-emulator';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { startDnspodEmulator, type DnspodEmulator } from '@portal/test-doubles/dnspod-emulator';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dcvChallenges, dnsConnectors } from '../../db/schema/index.js';
import { startDcvTestContext, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';

/** Zones of this run's own (the PostgreSQL test database is shared with other files and runs). */
const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const CF_ZONE = `cf-${suffix}.com`;
const POD_ZONE = `pod-${suffix}.com`;
const CF_TOKEN = `cf-token-${suffix}-secret`;
const POD_ID = `AKID${suffix}`;
const POD_KEY = `pod-key-${suffix}-secret`;

/** What the DNS host holds, mirrored into the test DNS server (TXT values by name). */
const published = new Map<string, Set<string>>();
let dns: DnsServer | undefined;
function mirror(name: string, value: string, change: 'created' | 'deleted') {
  const key = name.toLowerCase();
  const values = published.get(key) ?? new Set<string>();
  if (change === 'created') values.add(value);
  else values.delete(value);
  published.set(key, values);
  dns?.setRecords(key, values.size ? { txt: [...values].map((v) => [v]) } : {});
}

let cf: CloudflareEmulator;
let pod: DnspodEmulator;
let peers: DcvTestContext;
beforeAll(async () => {
  cf = await startCloudflareEmulator({
    zones: [CF_ZONE],
    tokens: {
      [CF_TOKEN]: { zones: [CF_ZONE], access: 'edit' },
      [`read-${suffix}`]: { zones: [CF_ZONE], access: 'read' },
    },
    onChange: (record, change) => mirror(record.name, record.content.replace(/^"|"$/g, ''), change),
  });
  pod = await startDnspodEmulator({
    domains: [POD_ZONE],
    credentials: { [POD_ID]: { secretKey: POD_KEY, domains: [POD_ZONE], access: 'edit' } },
    onChange: (record, change) => mirror(record.fqdn, record.Value, change),
  });
  peers = await startDcvTestContext((server) => {
    dns = server;
    return {
      dnsConnectors: {
        apiBase: { cloudflare: cf.baseUrl, dnspod: pod.baseUrl },
        wait: { timeoutMs: 3000, pollIntervalMs: 100 },
      },
    };
  });
});
afterAll(async () => {
  await peers.close();
  await cf.close();
  await pod.close();
});

const storeCloudflare = (client: TestClient, apiToken = CF_TOKEN) =>
  client.post('/api/domains/connectors', {
    json: { provider: 'cloudflare', label: 'My Cloudflare', credentials: { apiToken } },
  });
const storeDnspod = (client: TestClient) =>
  client.post('/api/domains/connectors', {
    json: { provider: 'dnspod', label: 'DNSPod', credentials: { secretId: POD_ID, secretKey: POD_KEY } },
  });

/** An order of `domains` (DNS method) placed, paid and submitted by the client's account. */
async function submittedOrder(client: TestClient, email: string, domains: string) {
  const id = await placeOrder(client, { domains });
  await creditFunds(peers.ctx, email, '10000.00');
  okMsg(await payByBalance(client, id));
  okMsg(await client.get(`/api/order/commit?id=${id}`));
  return id;
}

const challengesOf = (orderId: number) =>
  peers.ctx.handle.db.select().from(dcvChallenges).where(eq(dcvChallenges.orderId, orderId));

describe('storing a DNS host token', () => {
  it('proves and stores a Cloudflare token sealed, and never answers it', async () => {
    const { client } = await signedInClient(peers.ctx);
    const made = okMsg<DnsConnectorRow>(await storeCloudflare(client));
    expect(made).toEqual({
      id: expect.any(Number),
      provider: 'cloudflare',
      label: 'My Cloudflare',
      zones: [CF_ZONE],
      lastTestAt: expect.any(String),
      lastTestResult: 'ok',
      problem: null,
      createdAt: expect.any(String),
    });
    const listed = await client.get('/api/domains/connectors');
    expect(okMsg<DnsConnectorsAnswer>(listed).list).toEqual([made]);
    expect(listed.text).not.toContain(CF_TOKEN);
    const [row] = await peers.ctx.handle.db.select().from(dnsConnectors).where(eq(dnsConnectors.id, made.id));
    expect(row!.sealedCredentials).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(CF_TOKEN);
    // The write probe left nothing behind.
    expect(cf.records(CF_ZONE)).toEqual([]);

    const tested = okMsg<DnsConnectorRow>(await client.post(`/api/domains/connectors/${made.id}/test`));
    expect(tested).toMatchObject({ id: made.id, lastTestResult: 'ok', zones: [CF_ZONE], problem: null });
  });

  it('refuses a wrong token or a read-only one with a localised error naming the problem', async () => {
    const { client } = await signedInClient(peers.ctx);
    const wrong = await storeCloudflare(client, 'not-a-token');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toMatchObject({
      code: ErrorCode.dnsConnectorRefused,
      msg: 'Cloudflare refused the credentials: the token or key is wrong, revoked or malformed',
    });
    const readOnly = await storeCloudflare(client, `read-${suffix}`);
    expect(readOnly.body.code).toBe(ErrorCode.dnsConnectorRefused);
    expect(readOnly.body.msg).toContain('may not create TXT records');
    // In the caller's language.
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-CN' } }));
    const zh = await client.post('/api/domains/connectors', {
      json: { provider: 'cloudflare', label: 'x', credentials: { apiToken: 'not-a-token' } },
    });
    expect(zh.body).toMatchObject({
      code: ErrorCode.dnsConnectorRefused,
      msg: 'Cloudflare 拒绝了这组凭据：令牌或密钥错误、已吊销或格式不对',
    });
    expect(okMsg<DnsConnectorsAnswer>(await client.get('/api/domains/connectors')).list).toEqual([]);
  });

  it("keeps another account's connector out of reach (404)", async () => {
    const { client } = await signedInClient(peers.ctx);
    const made = okMsg<DnsConnectorRow>(await storeCloudflare(client));
    const { client: other } = await signedInClient(peers.ctx);
    for (const answer of [
      await other.post(`/api/domains/connectors/${made.id}/test`),
      await other.call('DELETE', `/api/domains/connectors/${made.id}`),
    ]) {
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: ErrorCode.notFound, msg: 'There is no such DNS connector' });
    }
    expect(okMsg<DnsConnectorsAnswer>(await other.get('/api/domains/connectors')).list).toEqual([]);
    expect(okMsg<DnsConnectorsAnswer>(await client.get('/api/domains/connectors')).list).toHaveLength(1);
    expect(okMsg(await client.call('DELETE', `/api/domains/connectors/${made.id}`))).toEqual({
      id: made.id,
      removed: true,
    });
    expect(okMsg<DnsConnectorsAnswer>(await client.get('/api/domains/connectors')).list).toEqual([]);
  });
});

describe('validation through a connector', () => {
  for (const [provider, zone, store] of [
    ['Cloudflare', CF_ZONE, storeCloudflare],
    ['DNSPod', POD_ZONE, storeDnspod],
  ] as const)
    it(`validates an order with nothing published by hand (${provider}) and removes the record`, async () => {
      const { client, email } = await signedInClient(peers.ctx);
      okMsg(await store(client));
      const name = `shop${Math.floor(Math.random() * 1e6)}.${zone}`;
      const id = await submittedOrder(client, email, name);
      const [challenge] = await challengesOf(id);
      expect(published.get(challenge!.authKey)?.size ?? 0).toBe(0);

      const passed = okMsg<{ status: number; domains: { validated: number }[] }>(
        await client.get(`/api/order/authz/${id}`),
      );
      expect(passed.status).toBe(3);
      expect(passed.domains.every((d) => d.validated === 1)).toBe(true);
      // The value was published at the challenge's own record, then taken away again.
      expect(published.has(challenge!.authKey)).toBe(true);
      expect(published.get(challenge!.authKey)!.size).toBe(0);
      const left = provider === 'Cloudflare' ? cf.records(zone) : pod.records(zone);
      expect(left).toEqual([]);

      const list = okMsg<DomainsAnswer>(await client.get('/api/domains')).list;
      expect(list.find((row) => row.domain === name)).toMatchObject({
        mode: 'connector',
        connector: { provider: provider.toLowerCase() },
        orders: 1,
      });
    });

  it('lists a name no connector covers as manual', async () => {
    const { client, email } = await signedInClient(peers.ctx);
    okMsg(await storeCloudflare(client));
    const name = `elsewhere-${suffix}.org`;
    await submittedOrder(client, email, name);
    const list = okMsg<DomainsAnswer>(await client.get('/api/domains')).list;
    expect(list.find((row) => row.domain === name)).toMatchObject({ mode: 'manual', connector: null });
  });

  // Last: the outage may outlast the calls this check makes.
  it('leaves the ordinary check to run when the DNS host fails (no 500)', async () => {
    const { client, email } = await signedInClient(peers.ctx);
    okMsg(await storeCloudflare(client));
    const name = `down${Math.floor(Math.random() * 1e6)}.${CF_ZONE}`;
    const id = await submittedOrder(client, email, name);
    cf.failNext(503, 20);
    const pending = await client.get(`/api/order/authz/${id}`);
    expect(pending.body.code).toBe(ErrorCode.validationPending);
    expect(pending.body.msg).toContain(`No TXT record at _dnsauth.${name}`);
  });
});
