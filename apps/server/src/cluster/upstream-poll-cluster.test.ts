// Three real portal processes on one PostgreSQL database poll pending upstream orders (issue 33): each order is
// asked about at most once per poll interval across the cluster, however many sweeps run on whichever process.
// Counted from the CertCentral emulator's own request log. `npm run test:cluster` (the built apps/server/dist).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import {
  startCertCentralEmulator,
  type CertCentralEmulator,
} from '@portal/test-doubles/certcentral-emulator';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { POLL_INTERVAL_MS } from '../modules/certificates/upstream-poll.js';
import { createOperatorCommands } from '../modules/operator/commands.js';
import { HttpClient, MAIN, placeOrder, ready, startProcess, type PortalProcess } from './cluster-harness.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.PORTAL_TEST_CLUSTER === '1' && serverUrl !== undefined;
const SECRET = `cluster-secret-${randomBytes(16).toString('hex')}`;
const API_KEY = `CLUSTER-DEVKEY-${randomBytes(8).toString('hex')}`;
const PASSWORD = 'correct horse battery';
const ORDERS = 12;
const name = `portal_cluster_poll_${process.pid}_${Date.now().toString(36)}`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `portal <args>` (the built CLI) on the cluster's database. */
function portal(url: string, ...args: string[]): string {
  const run = spawnSync(process.execPath, [join(MAIN, '..', 'cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: url, SECRET_KEY: SECRET, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`portal ${args.join(' ')}: ${run.stdout}${run.stderr}`);
  return run.stdout;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.runIf(enabled)('pending upstream orders polled by three portal processes', () => {
  let url: string;
  let processes: PortalProcess[] = [];
  let db: DatabaseHandle;
  let cc: CertCentralEmulator;
  let boss: PgBoss | undefined;

  beforeAll(async () => {
    // The CA never sees the names proven: every order stays pending at CertCentral, so every poll is counted.
    cc = await startCertCentralEmulator({ apiKeys: [API_KEY] });
    await admin(`create database ${name}`);
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    processes = await Promise.all(
      [1, 2, 3].map(() => startProcess(url, { SECRET_KEY: SECRET, TRUST_PROXY: '127.0.0.1' })),
    );
    await Promise.all(processes.map((p) => ready(p)));
    db = await openDatabase({ databaseUrl: url, poolSize: 2 });
    portal(
      url,
      'upstream:set',
      '--name',
      'cc',
      '--type',
      'certcentral',
      '--api-base',
      cc.baseUrl,
      '--api-key',
      API_KEY,
    );
    portal(url, 'upstream:route', '--brand', 'RapidSSL', '--upstream', 'cc');
  }, 180_000);

  afterAll(async () => {
    await boss?.stop({ graceful: false, wait: true }).catch(() => undefined);
    await Promise.all(processes.map((p) => p.stop()));
    await db?.close();
    await cc?.close();
    if (url) await admin(`drop database if exists ${name} with (force)`);
  });

  /** Order-info reads (`GET /order/certificate/{id}`) per CertCentral order since `from` in the emulator's log. */
  const pollsSince = (from: number) => {
    const counts = new Map<string, number>();
    for (const request of cc.requests.slice(from)) {
      const match = /^\/services\/v2\/order\/certificate\/(\d+)$/.exec(request.path);
      if (request.method === 'GET' && match) counts.set(match[1]!, (counts.get(match[1]!) ?? 0) + 1);
    }
    return counts;
  };

  /** Queues the recheck sweep again and again for `ms` (pg-boss hands each run to whichever process polls first). */
  async function sweepsFor(ms: number): Promise<void> {
    const until = Date.now() + ms;
    while (Date.now() < until) {
      await boss!.send('validation-recheck', {});
      await sleep(300);
    }
  }

  it('asks CertCentral about each pending order once per interval, whichever process sweeps', async () => {
    const client = new HttpClient('198.51.100.77');
    const email = `poll-${Date.now().toString(36)}@example.com`;
    const [first] = processes.map((p) => p.url) as [string];
    await client.ok(first, 'POST', '/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    await client.ok(first, 'POST', '/api/login', { form: { email, password: PASSWORD } });
    const ids: number[] = [];
    for (let i = 0; i < ORDERS; i++)
      ids.push(await placeOrder(client, processes[i % 3]!.url, `poll${i}.cluster.example.com`));
    const commands = createOperatorCommands({ db: db.db, clock: systemClock, migrate: async () => {} });
    await commands['funds:credit']!.run([
      '--email',
      email,
      '--amount',
      '2000.00',
      '--note',
      'cluster poll test',
    ]);
    const paymentId = await client.ok<string>(first, 'POST', '/api/orders/payment/create', {
      json: { ordersID: ids },
    });
    await client.ok(first, 'POST', `/api/payment/submit/${paymentId}?channel=fund`);
    // Submitted to CertCentral through the three processes; the portal's own look-up of the customer's values
    // is taken as done (the names' rows marked validated), so every sweep asks the CA.
    for (const [i, id] of ids.entries())
      await client.ok(processes[i % 3]!.url, 'GET', `/api/order/commit?id=${id}`);
    await db.db.execute(sql`update dcv_challenges set validated_at = now() where order_id in ${ids}`);
    for (const [i, id] of ids.entries())
      await client.call(processes[i % 3]!.url, 'GET', `/api/order/authz/${id}`);
    const rows = (
      (await db.db.execute(
        sql`select id, status, ca_name, ca_order_id from orders where id in ${ids}`,
      )) as unknown as {
        rows: { status: number; ca_name: string; ca_order_id: string }[];
      }
    ).rows;
    expect(rows.map((r) => [r.status, r.ca_name])).toEqual(ids.map(() => [1, 'cc']));
    const caIds = rows.map((r) => r.ca_order_id);
    expect(new Set(caIds).size).toBe(ORDERS);

    // From here on only the job asks. Sweeps are queued every 300 ms for 20 s; the three processes' workers take
    // them in turn.
    boss = new PgBoss({ connectionString: url, schedule: false, supervise: false });
    boss.on('error', () => undefined);
    await boss.start();
    const from = cc.requests.length;
    const started = new Date();
    await sweepsFor(20_000);
    const runs = (
      (await db.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'validation-recheck' and state = 'completed' and started_on >= ${started}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n;
    expect(runs).toBeGreaterThanOrEqual(2);
    let polls = pollsSince(from);
    expect(caIds.map((id) => polls.get(id) ?? 0)).toEqual(caIds.map(() => 1));

    // One interval after the first sweep each order is due again: asked once more, still once each.
    const firstPoll = Math.min(
      ...(
        (await db.db.execute(sql`select last_polled_at from orders where id in ${ids}`)) as unknown as {
          rows: { last_polled_at: Date }[];
        }
      ).rows.map((r) => new Date(r.last_polled_at).getTime()),
    );
    await sleep(Math.max(0, firstPoll + POLL_INTERVAL_MS + 1_000 - Date.now()));
    await sweepsFor(12_000);
    polls = pollsSince(from);
    expect(caIds.map((id) => polls.get(id) ?? 0)).toEqual(caIds.map(() => 2));
  }, 240_000);
});
