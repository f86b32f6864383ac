// Three real portal processes on one fresh PostgreSQL database (CONTRACT.md, several processes on one
// PostgreSQL): started at once, they share sessions, rate limits, the CA and the job schedule, and a process
// killed while payments run loses and doubles nothing. `npm run test:cluster` (part of `npm test` when
// TEST_DATABASE_URL is set; the processes are the built apps/server/dist).
import { generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { systemClock } from '../lib/clock.js';
import { createOperatorCommands } from '../modules/operator/commands.js';
import { HttpClient, placeOrder, ready, startProcess, type PortalProcess } from './cluster-harness.js';
import { waitUntil as until } from '../test/wait.js';

const serverUrl = process.env.TEST_DATABASE_URL;
const enabled = process.env.PORTAL_TEST_CLUSTER === '1' && serverUrl !== undefined;
const SECRET = `cluster-secret-${randomBytes(16).toString('hex')}`;
const PASSWORD = 'correct horse battery';
const name = `portal_cluster_${process.pid}_${Date.now().toString(36)}`;

/** A documentation address per client: limits counted per client never meet another test's. */
const clientAddress = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
const unique = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}@example.com`;

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe.runIf(enabled)('three portal processes on one PostgreSQL', () => {
  let url: string;
  let processes: PortalProcess[] = [];
  let db: DatabaseHandle;
  const rowsOf = async <T>(query: SQL): Promise<T[]> =>
    ((await db.db.execute(query)) as unknown as { rows: T[] }).rows;
  const env = { SECRET_KEY: SECRET, TRUST_PROXY: '127.0.0.1' };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    const parsed = new URL(serverUrl!);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    // All three at the same moment on the empty database: migrations, seeding and the CA race.
    processes = await Promise.all([1, 2, 3].map(() => startProcess(url, env)));
    await Promise.all(processes.map((p) => ready(p)));
    db = await openDatabase({ databaseUrl: url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await db?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('all three serve, under one built-in CA root', async () => {
    const roots = await Promise.all(processes.map(async (p) => (await fetch(`${p.url}/api/ca/root`)).text()));
    expect(roots[0]).toContain('BEGIN CERTIFICATE');
    expect(new Set(roots).size).toBe(1);
  });

  it('shares a session, and a logout on one ends it on the others within a second', async () => {
    const [a, b, c] = processes.map((p) => p.url) as [string, string, string];
    const client = new HttpClient(clientAddress());
    const email = unique('cluster');
    await client.ok(a, 'POST', '/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    await client.ok(a, 'POST', '/api/login', { form: { email, password: PASSWORD } });
    const cookies = new Map(client.jar);
    for (const base of [a, b, c]) expect(await client.ok<boolean>(base, 'GET', '/api/islogin')).toBe(true);
    await client.ok(b, 'GET', '/api/logout');
    // The logout cleared this client's jar: ask with the old cookies, as a stolen or second tab would.
    const old = new HttpClient(clientAddress());
    for (const [k, v] of cookies) old.jar.set(k, v);
    const took = await until(async () => {
      const answers = await Promise.all(
        [a, b, c].map((base) => old.ok<boolean>(base, 'GET', '/api/islogin')),
      );
      return answers.every((loggedIn) => !loggedIn);
    }, 1_000);
    expect(took).toBeLessThanOrEqual(1_000);
  });

  it("counts an account's failed logins over the processes, not its neighbours' logins", async () => {
    const address = clientAddress();
    const office = new HttpClient(address);
    const [a, b] = [unique('cluster-a'), unique('cluster-b')];
    for (const email of [a, b])
      await new HttpClient(clientAddress()).ok(processes[0]!.url, 'POST', '/api/register', {
        form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
      });
    // B's successful logins never count, on any process.
    for (const p of processes)
      await office.ok(p.url, 'POST', '/api/login', { form: { email: b, password: PASSWORD } });
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const answer = await office.call(processes[i % 3]!.url, 'POST', '/api/login', {
        form: { email: a, password: 'wrong password here' },
      });
      statuses.push(answer.status);
    }
    // 10 failures per account, address and 10 minutes, whichever process is asked.
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
    for (const p of processes) {
      // A is limited on every process, its right password too; B behind the same address logs in on each.
      const limited = await office.call<string>(p.url, 'POST', '/api/login', {
        form: { email: a, password: PASSWORD },
      });
      expect(limited.status).toBe(429);
      expect(limited.body.msg).toMatch(/Please wait \d+ seconds/);
      const neighbour = await new HttpClient(address).call(p.url, 'POST', '/api/login', {
        form: { email: b, password: PASSWORD },
      });
      expect(neighbour.body).toEqual({ code: 0, msg: { email: b } });
    }
  });

  it('installs each job schedule once', async () => {
    // pg-boss keeps one row per schedule; three processes must not make three.
    const rows = await rowsOf<{ name: string; n: number }>(
      sql`select name, count(*)::int as n from pgboss.schedule group by name`,
    );
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => r.n !== 1)).toEqual([]);
  });

  it('accepts an ACME nonce at another process than the one that handed it out, once', async () => {
    const [a, b, c] = processes.map((p) => p.url) as [string, string, string];
    const nonce = (await fetch(`${a}/acme/new-nonce`, { method: 'HEAD' })).headers.get('replay-nonce');
    expect(nonce).toBeTruthy();
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
    const b64 = (value: object | Buffer) =>
      (Buffer.isBuffer(value) ? value : Buffer.from(JSON.stringify(value))).toString('base64url');
    // Each process names its own URL (PUBLIC_URL differs per process here): the JWS is signed for the one asked.
    const newAccount = async (base: string) => {
      const url = `${base}/acme/new-account`;
      const header = b64({ alg: 'ES256', nonce, url, jwk: { kty, crv, x, y } });
      const payload = b64({ termsOfServiceAgreed: true });
      const signature = sign('sha256', Buffer.from(`${header}.${payload}`), {
        key: privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/jose+json' },
        body: JSON.stringify({ protected: header, payload, signature: b64(signature) }),
      });
      return ((await answer.json()) as { type: string }).type.replace('urn:ietf:params:acme:error:', '');
    };
    // Accepted by b (it then asks for the external account binding), refused as used by c.
    expect(await newAccount(b)).toBe('externalAccountRequired');
    expect(await newAccount(c)).toBe('badNonce');
  });

  it('loses and doubles no payment when a process is killed while payments run through all three', async () => {
    const [a, b] = processes.map((p) => p.url) as [string, string];
    const client = new HttpClient(clientAddress());
    const email = unique('payer');
    await client.ok(a, 'POST', '/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    await client.ok(a, 'POST', '/api/login', { form: { email, password: PASSWORD } });
    const orders: number[] = [];
    for (let i = 0; i < 24; i++)
      orders.push(await placeOrder(client, processes[i % 3]!.url, `pay${i}.example.com`));
    const commands = createOperatorCommands({ db: db.db, clock: systemClock, migrate: async () => {} });
    await commands['funds:credit']!.run(['--email', email, '--amount', '1000.00', '--note', 'cluster test']);
    const paymentIds: string[] = [];
    for (const id of orders)
      paymentIds.push(
        await client.ok<string>(b, 'POST', '/api/orders/payment/create', { json: { ordersID: [id] } }),
      );

    // Every payment is submitted through one of the three; the third process dies part-way through.
    const victim = processes[2]!;
    const answers = await Promise.all(
      paymentIds.map(async (paymentId, i) => {
        if (i === 8) victim.child.kill('SIGKILL');
        const base = processes[i % 3]!.url;
        try {
          const answer = await client.call(base, 'POST', `/api/payment/submit/${paymentId}?channel=fund`);
          return { orderId: orders[i]!, done: answer.body.code === 0 };
        } catch {
          return { orderId: orders[i]!, done: false }; // the connection died with the process
        }
      }),
    );
    await victim.exited;

    const [row] = await rowsOf<Record<string, string | number>>(
      sql`select a.balance_cents::bigint as balance,
              (select coalesce(sum(l.amount_cents), 0) from ledger_entries l where l.account_id = a.id)::bigint as ledger,
              (select coalesce(sum(p.total_cents), 0) from payments p
                 where p.account_id = a.id and p.type = 'purchase' and p.status = 'paid')::bigint as spent,
              (select count(*) from ledger_entries l where l.account_id = a.id and l.kind = 'purchase')::int as debits
         from accounts a where a.email = ${email}`,
    );
    const paidRows = await rowsOf<{ id: string | number; paid: boolean }>(
      sql`select id, paid from orders where id in ${orders}`,
    );
    const paid = new Map(paidRows.map((r) => [Number(r.id), r.paid]));
    // Nothing answered as done is lost.
    for (const answer of answers.filter((x) => x.done)) expect(paid.get(answer.orderId)).toBe(true);
    // Nothing is doubled: one debit per paid order, and the books add up.
    const paidCount = [...paid.values()].filter(Boolean).length;
    expect(Number(row!.debits)).toBe(paidCount);
    expect(Number(row!.balance)).toBe(Number(row!.ledger));
    expect(Number(row!.balance)).toBe(100_000 - Number(row!.spent));
    expect(answers.filter((x) => x.done).length).toBeGreaterThan(0);
  }, 120_000);

  it('stops a process on SIGTERM (exit 0) while the others keep serving', async () => {
    const [survivor, leaving] = processes as [PortalProcess, PortalProcess];
    leaving.child.kill('SIGTERM');
    expect(await leaving.exited).toBe(0);
    const answer = await fetch(`${survivor.url}/api/islogin`);
    expect(answer.status).toBe(200);
  }, 60_000);
});
