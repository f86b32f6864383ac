// Served-certificate checks against a REAL local TLS server (issue 21, B6): the order's name resolves to 127.0.0.1
// through the test's DNS server (DCV_ALLOW_PRIVATE_ADDRESSES semantics on), the host's port is the server's. Serving
// the order's previous certificate raises the alert (letter and mail to the renewal e-mail), serving the current one
// clears it; a leaf without its intermediate is an incomplete chain; without the allowance the loopback address
// is refused before any connection.
import { X509Certificate } from 'node:crypto';
import type {
  ServedCertificatesAnswer,
  ServedCheckRow,
  ServedHostRow,
  ListAnswer,
  AuthInfoItem,
} from '@portal/contract';
import { ErrorCode } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDnsResolver } from '../../integrations/dns/resolver.js';
import {
  createServedCertificateProbe,
  type ServedCertificateProbe,
} from '../../integrations/tls/served-certificate-probe.js';
import { HOUR } from '../../lib/clock.js';
import { makeSubUser } from '../../test/books.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { signedInClient, type TestClient } from '../../test/harness.js';
import { recordingMailer } from '../../test/lifecycle.js';
import { okMsg } from '../../test/purchase.js';
import { createTestCa } from '../../test/tls-certificates.js';
import { startTestTlsServer, type TestTlsServer } from '../../test/tls-server.js';

let peers: DcvTestContext;
let tls: TestTlsServer;
const mail = recordingMailer();
/** The probe the app uses: the real one, with or without the private-address allowance (a test switches). */
let allowPrivate = true;

beforeAll(async () => {
  peers = await startDcvTestContext((dns) => {
    const probeWith = (allowPrivateAddresses: boolean) =>
      createServedCertificateProbe({
        resolver: createDnsResolver({ servers: [dns.address] }),
        allowPrivateAddresses,
        timeoutMs: 3000,
      });
    const allowing = probeWith(true);
    const refusing = probeWith(false);
    const probe: ServedCertificateProbe = {
      probe: (host, port) => (allowPrivate ? allowing : refusing).probe(host, port),
    };
    return { servedCertificateProbe: probe, mailer: mail.mailer };
  });
  // Serves nothing useful until a test says what (a throw-away certificate of another CA).
  const ca = await createTestCa('Placeholder');
  const leaf = await ca.leaf({ names: ['placeholder.test'] });
  tls = await startTestTlsServer(leaf.keyPem, leaf.pem);
});
afterAll(async () => {
  await tls?.close();
  await peers?.close();
});

const PEM_BLOCK = /-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----\n?/g;

interface Issued {
  client: TestClient;
  email: string;
  id: number;
  domain: string;
}

let counter = 0;
/** An issued DV order for a fresh name, its TXT published; the name resolves to the local TLS server. */
async function issuedOrder(): Promise<Issued> {
  counter += 1;
  const domain = `www.served-${Date.now().toString(36)}-${counter}.com`;
  const { client, email, id, info } = await submittedOrder(peers.ctx, { domains: domain });
  for (const item of info as AuthInfoItem[]) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  expect(okMsg<{ status: number }>(await client.get(`/api/order/authz/${id}`)).status).toBe(3);
  peers.dns.setRecords(domain, { a: ['127.0.0.1'] });
  return { client, email, id, domain };
}

/** The order's current certificate (leaf + chain PEM) and its key. */
async function certificateOf(order: Issued): Promise<{ cert: string; key: string; serial: string }> {
  const answer = okMsg<{ cert: string; key: string }>(await order.client.get(`/api/order/cert/${order.id}`));
  const leaf = new X509Certificate(answer.cert.match(PEM_BLOCK)![0]!);
  return { ...answer, serial: leaf.serialNumber };
}

const list = async (order: Issued) =>
  okMsg<ServedCertificatesAnswer>(
    await order.client.get(`/api/order/served_certificates?orderID=${order.id}`),
  );

const check = async (order: Issued, host?: string) =>
  okMsg<{ hosts: ServedHostRow[]; queued: number }>(
    await order.client.post('/api/order/served_certificate_check', {
      json: { orderID: order.id, ...(host ? { host } : {}) },
    }),
  ).hosts.find((h) => h.host === (host ?? order.domain))!;

async function pointAtServer(order: Issued): Promise<void> {
  okMsg(
    await order.client.put('/api/order/served_certificate_host', {
      json: { orderID: order.id, host: order.domain, port: tls.port, enabled: true },
    }),
  );
}

const servedLetters = async (client: TestClient) =>
  okMsg<{ list: { title: string; content: string }[] }>(
    await client.get('/api/letters?tag=private&page=1&pageSize=50'),
  ).list.filter((l) => l.title.includes('serves'));

describe('served-certificate checks against a local TLS server', () => {
  it('alerts on the previous certificate (letter + mail to the renewal e-mail, once) and clears on the current one', async () => {
    const order = await issuedOrder();
    const old = await certificateOf(order);
    // Hosts exist from the issuance on, on port 443, first checked an hour after the certificate was stored.
    const fresh = await list(order);
    expect(fresh.hosts).toEqual([
      expect.objectContaining({ host: order.domain, port: 443, enabled: true, status: null, alert: null }),
    ]);
    expect(Date.parse(fresh.hosts[0]!.nextCheckAt!) - peers.ctx.clock.now().getTime()).toBeGreaterThan(
      HOUR - 60_000,
    );

    // Reissue with the same key: the order now has a newer certificate; the site still serves the old one.
    okMsg(await order.client.post(`/api/order/reissue/${order.id}`, { form: { csrFrom: 'oldCSR' } }));
    const current = await certificateOf(order);
    expect(current.serial).not.toBe(old.serial);
    expect((await list(order)).certificate?.serial.toUpperCase()).toBe(current.serial.toUpperCase());

    // The renewal e-mail is a sub-user's address of the team: alerts go there.
    const { client: subClient, email: subEmail } = await signedInClient(peers.ctx);
    await makeSubUser(peers.ctx, subClient, subEmail, order.email, 'sale');
    okMsg(
      await order.client.put('/api/order/renewal', {
        json: { orderID: order.id, renewMode: 'manual', email: subEmail },
      }),
    );

    await pointAtServer(order);
    tls.serve(old.key, old.cert);
    const older = await check(order);
    expect(older).toMatchObject({ status: 'older', alert: 'older', failures: 0, port: tls.port });
    expect(older.last).toMatchObject({
      status: 'older',
      served: 'previous',
      serial: old.serial.toUpperCase(),
      address: '127.0.0.1',
      chainComplete: true,
      hostnameMatch: true,
      error: null,
    });
    expect(older.last!.issuer).toContain('Certificate Portal Issuing CA');
    expect(tls.names).toContain(order.domain);

    const raised = mail.to(subEmail);
    expect(raised.map((m) => m.subject)).toEqual([
      `Order #${order.id}: ${order.domain} serves the wrong certificate`,
    ]);
    expect(raised[0]!.text).toContain('an older certificate than the one the portal issued');
    expect(raised[0]!.text).toContain(current.serial.toLowerCase());
    expect(mail.to(order.email)).toEqual([]);
    expect(await servedLetters(order.client)).toHaveLength(1);
    // The letter reads in the reader's language, its problem and served lines too (the mail went in English).
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const zh = okMsg<{ list: { title: string; content: string }[] }>(
      await order.client.get('/api/letters?tag=private&page=1&pageSize=50'),
    ).list.find((l) => l.title === `订单 #${order.id}：${order.domain} 部署的证书有误`);
    expect(zh?.content).toContain('比平台签发的证书更旧的证书');
    expect(zh?.content).toContain(`部署的证书：序列号 ${old.serial.toUpperCase()}`);
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'en' } }));

    // Still the old one: the alert stays open, nothing is written or mailed again.
    expect(await check(order)).toMatchObject({ status: 'older', alert: 'older' });
    expect(mail.to(subEmail)).toHaveLength(1);
    expect(await servedLetters(order.client)).toHaveLength(1);

    // The customer installs the current certificate: ok, the alert is cleared (and says so once).
    tls.serve(current.key, current.cert);
    const ok = await check(order);
    expect(ok).toMatchObject({ status: 'ok', alert: null, alertSince: null });
    expect(ok.alertClearedAt).not.toBeNull();
    expect(ok.last).toMatchObject({ status: 'ok', served: 'current', serial: current.serial.toUpperCase() });
    expect(mail.to(subEmail).map((m) => m.subject)).toEqual([
      `Order #${order.id}: ${order.domain} serves the wrong certificate`,
      `Order #${order.id}: ${order.domain} serves the current certificate again`,
    ]);
    expect(await servedLetters(order.client)).toHaveLength(2);

    // The history, newest first, paginated; the sub-user of the team reads it too.
    const history = okMsg<ListAnswer<ServedCheckRow>>(
      await subClient.get(
        `/api/order/served_certificate_history?orderID=${order.id}&host=${order.domain}&page=1&pageSize=2`,
      ),
    );
    expect(history.total).toBe(3);
    expect(history.list.map((c) => c.status)).toEqual(['ok', 'older']);
  });

  it('finds an incomplete chain when the leaf is served without its intermediate', async () => {
    const order = await issuedOrder();
    const current = await certificateOf(order);
    await pointAtServer(order);
    const [leafOnly] = current.cert.match(PEM_BLOCK)!;
    tls.serve(current.key, leafOnly!);
    const incomplete = await check(order);
    expect(incomplete).toMatchObject({ status: 'incomplete', alert: 'incomplete' });
    expect(incomplete.last).toMatchObject({ served: 'current', chainComplete: false, hostnameMatch: true });
    expect(mail.to(order.email).map((m) => m.subject)).toEqual([
      `Order #${order.id}: ${order.domain} serves the wrong certificate`,
    ]);
    expect(mail.to(order.email)[0]!.text).toContain('without its intermediate certificates');

    tls.serve(current.key, current.cert);
    expect(await check(order)).toMatchObject({ status: 'ok', alert: null });
  });

  it('judges certificates the order did not issue: a mismatched name, an expired one', async () => {
    const order = await issuedOrder();
    await pointAtServer(order);
    const ca = await createTestCa('Elsewhere');
    const other = await ca.leaf({ names: ['elsewhere.example.org'] });
    tls.serve(other.keyPem, other.pem + ca.intermediatePem);
    expect(await check(order)).toMatchObject({
      status: 'mismatch',
      last: expect.objectContaining({
        served: 'foreign',
        hostnameMatch: false,
        names: ['elsewhere.example.org'],
      }),
    });
    const now = Date.now();
    const ended = await ca.leaf({
      names: [order.domain],
      notBefore: new Date(now - 100 * 86_400_000),
      notAfter: new Date(now - 86_400_000),
    });
    tls.serve(ended.keyPem, ended.pem + ca.intermediatePem);
    expect(await check(order)).toMatchObject({ status: 'expired', alert: 'expired' });
  });

  it('refuses a private address without the allowance, before connecting; two failures in a row alert', async () => {
    const order = await issuedOrder();
    await pointAtServer(order);
    const handshakes = tls.names.length;
    allowPrivate = false;
    try {
      const first = await check(order);
      expect(first).toMatchObject({ status: 'unreachable', failures: 1, alert: null });
      expect(first.last).toMatchObject({ error: 'privateAddress', errorDetail: '127.0.0.1', address: null });
      expect(mail.to(order.email)).toEqual([]);
      const second = await check(order);
      expect(second).toMatchObject({ status: 'unreachable', failures: 2, alert: 'unreachable' });
      expect(mail.to(order.email)).toHaveLength(1);
    } finally {
      allowPrivate = true;
    }
    expect(tls.names.length).toBe(handshakes);
  });

  it("keeps every record the order's own: settings, hosts the certificate covers, another account's order", async () => {
    const order = await issuedOrder();
    // A port out of range, a name the certificate does not cover.
    const badPort = await order.client.put('/api/order/served_certificate_host', {
      json: { orderID: order.id, host: order.domain, port: 70000 },
    });
    expect(badPort.body.code).toBe(ErrorCode.invalidParams);
    const foreign = await order.client.put('/api/order/served_certificate_host', {
      json: { orderID: order.id, host: 'evil.example.org', port: 443 },
    });
    expect([foreign.status, foreign.body.code]).toEqual([422, ErrorCode.servedHostUnknown]);
    // Switched off: "check all" leaves it out.
    okMsg(
      await order.client.put('/api/order/served_certificate_host', {
        json: { orderID: order.id, host: order.domain, port: 8443, enabled: false },
      }),
    );
    const all = okMsg<{ hosts: ServedHostRow[] }>(
      await order.client.post('/api/order/served_certificate_check', { json: { orderID: order.id } }),
    );
    expect(all.hosts).toEqual([
      expect.objectContaining({
        host: order.domain,
        port: 8443,
        enabled: false,
        status: null,
        nextCheckAt: null,
      }),
    ]);

    const stranger = await signedInClient(peers.ctx);
    for (const answer of [
      await stranger.client.get(`/api/order/served_certificates?orderID=${order.id}`),
      await stranger.client.get(
        `/api/order/served_certificate_history?orderID=${order.id}&host=${order.domain}`,
      ),
      await stranger.client.put('/api/order/served_certificate_host', {
        json: { orderID: order.id, host: order.domain, port: 443 },
      }),
      await stranger.client.post('/api/order/served_certificate_check', { json: { orderID: order.id } }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([404, ErrorCode.notFound]);
      expect(answer.text).not.toContain(order.domain);
    }
  });

  it('answers 409 for an order without a certificate to compare with', async () => {
    const { client, id } = await submittedOrder(peers.ctx, {
      domains: `pending-${Date.now().toString(36)}.com`,
    });
    const listed = okMsg<ServedCertificatesAnswer>(
      await client.get(`/api/order/served_certificates?orderID=${id}`),
    );
    expect(listed).toEqual({ orderID: id, certificate: null, hosts: [] });
    const answer = await client.post('/api/order/served_certificate_check', { json: { orderID: id } });
    expect([answer.status, answer.body.code]).toEqual([409, ErrorCode.servedNotIssued]);
  });
});
