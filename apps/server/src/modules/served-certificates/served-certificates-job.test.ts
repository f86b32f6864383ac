// The served-certificate job on pg-boss, on a database of this file's own (its sweep checks every due host of the
// database): hosts are first due an hour after the certificate is stored, each queued run checks the due hosts
// once, a second run finds nothing, a day later each host is due again; the history stays bounded. The crons are
// not installed here (a cron-fired run would race the test's own runs); jobs/boss.test.ts checks the cron.
import type { AuthInfoItem, ServedCertificatesAnswer } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { servedCertificateChecks, servedCertificateHosts } from '../../db/schema/index.js';
import { createDnsResolver } from '../../integrations/dns/resolver.js';
import { createServedCertificateProbe } from '../../integrations/tls/served-certificate-probe.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { openFreshDatabase } from '../../test/database.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import { okMsg } from '../../test/purchase.js';
import { startTestTlsServer, type TestTlsServer } from '../../test/tls-server.js';
import { servedCertificatesJob } from './served-certificates.job.js';

let own: DatabaseHandle;
let peers: DcvTestContext;
let tls: TestTlsServer;

beforeAll(async () => {
  own = await openFreshDatabase();
  // A fresh PostgreSQL database is migrated, not seeded (the order needs the catalogue).
  await seedDatabase(own.db);
  peers = await startDcvTestContext(
    (dns) => ({
      servedCertificateProbe: createServedCertificateProbe({
        resolver: createDnsResolver({ servers: [dns.address] }),
        allowPrivateAddresses: true,
        timeoutMs: 3000,
      }),
      jobs: { pollingIntervalSeconds: 0.5, schedule: false },
    }),
    own,
  );
}, 90_000);
afterAll(async () => {
  await tls?.close();
  await peers?.close();
  await own?.close();
});

async function issued(label: string) {
  const domain = `${label}-${Date.now().toString(36)}.example.com`;
  const { client, id, info } = await submittedOrder(peers.ctx, { domains: domain });
  for (const item of info as AuthInfoItem[]) peers.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  okMsg(await client.get(`/api/order/authz/${id}`));
  peers.dns.setRecords(domain, { a: ['127.0.0.1'] });
  return { client, id, domain };
}

const checksOf = async (orderId: number) =>
  (
    await peers.ctx.handle.db
      .select()
      .from(servedCertificateChecks)
      .where(eq(servedCertificateChecks.orderId, orderId))
  ).length;

async function waitFor(read: () => Promise<number>, target: number, ms = 30_000): Promise<number> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (value >= target || Date.now() > until) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

it('checks each due host once per run: an hour after issuance, then daily', async () => {
  const jobs = peers.ctx.app.portal.jobs!;
  expect(servedCertificatesJob(peers.ctx.app.portal.servedCertificates)).toMatchObject({
    name: 'served-certificate-checks',
    cron: '*/10 * * * *',
  });
  const order = await issued('job');
  const { cert, key } = okMsg<{ cert: string; key: string }>(
    await order.client.get(`/api/order/cert/${order.id}`),
  );
  tls = await startTestTlsServer(key, cert);
  // On port 443 nothing answers: the host is pointed at the local server (which makes it due at once).
  const listed = okMsg<ServedCertificatesAnswer>(
    await order.client.get(`/api/order/served_certificates?orderID=${order.id}`),
  );
  expect(Date.parse(listed.hosts[0]!.nextCheckAt!)).toBeGreaterThan(
    peers.ctx.clock.now().getTime() + 59 * MINUTE,
  );
  okMsg(
    await order.client.put('/api/order/served_certificate_host', {
      json: { orderID: order.id, host: order.domain, port: tls.port },
    }),
  );
  // A second order's host stays on its first check an hour after issuance.
  const later = await issued('later');

  await jobs.trigger('served-certificate-checks');
  expect(await waitFor(() => checksOf(order.id), 1)).toBe(1);
  // Queued again: nothing is due, nothing is checked twice.
  await jobs.trigger('served-certificate-checks');
  await new Promise((resolve) => setTimeout(resolve, 2500));
  expect(await checksOf(order.id)).toBe(1);
  expect(await checksOf(later.id)).toBe(0);
  const [row] = await peers.ctx.handle.db
    .select()
    .from(servedCertificateHosts)
    .where(eq(servedCertificateHosts.orderId, order.id));
  expect(row).toMatchObject({ status: 'ok', alert: null });

  // An hour later the second order's host is due (443 is closed: one failure, no alert yet).
  peers.ctx.clock.advance(61 * MINUTE);
  expect(await peers.ctx.app.portal.servedCertificates.runDue()).toMatchObject({ checked: 1 });
  expect(await checksOf(later.id)).toBe(1);

  // A day later both are due once more.
  peers.ctx.clock.advance(DAY);
  await jobs.trigger('served-certificate-checks');
  expect(await waitFor(() => checksOf(order.id), 2)).toBe(2);
  expect(await waitFor(() => checksOf(later.id), 2)).toBe(2);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await checksOf(order.id)).toBe(2);
});

it('keeps the history bounded: 90 days, 100 checks per host', async () => {
  const order = await issued('purge');
  const [host] = await peers.ctx.handle.db
    .select()
    .from(servedCertificateHosts)
    .where(eq(servedCertificateHosts.orderId, order.id));
  const now = peers.ctx.clock.now();
  const row = (checkedAt: Date) => ({
    hostId: host!.id,
    orderId: order.id,
    checkedAt,
    host: host!.host,
    port: 443,
    status: 'unreachable' as const,
    error: 'connectFailed' as const,
  });
  await peers.ctx.handle.db
    .insert(servedCertificateChecks)
    .values([
      row(new Date(now.getTime() - 91 * DAY)),
      ...Array.from({ length: 104 }, (_, i) => row(new Date(now.getTime() - (104 - i) * MINUTE))),
    ]);
  peers.ctx.clock.advance(2 * 60 * MINUTE);
  const result = await peers.ctx.app.portal.servedCertificates.runDue();
  expect(result.purged).toBeGreaterThanOrEqual(6);
  expect(await checksOf(order.id)).toBe(100);
});
