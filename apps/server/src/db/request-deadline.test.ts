import { ErrorCode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKind } from '../test/database.js';
import { FreezableProxy } from '../test/freezable-proxy.js';
import { createTestContext, signedInClient, type TestContext } from '../test/harness.js';
import { createPostgresHandle, type DatabaseHandle } from './client.js';
import { databaseFailureOf } from './connection-errors.js';
import { DatabaseWaitTimeout, RequestDeadline, runWithDeadline } from './request-deadline.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('RequestDeadline', () => {
  it('counts the time some database call waits, overlapping calls once, and nothing else', () => {
    const deadline = new RequestDeadline(1000);
    expect(deadline.remainingMs(0)).toBe(1000);
    deadline.begin(100);
    deadline.begin(200);
    expect(deadline.remainingMs(300)).toBe(800);
    deadline.end(400);
    deadline.end(500);
    // 100..500 waited; 500..900 spent elsewhere (the CA, the card wallet) does not count.
    expect(deadline.remainingMs(900)).toBe(600);
    deadline.begin(900);
    expect(deadline.remainingMs(1600)).toBe(-100);
  });

  it('no longer applies once the request has been answered', () => {
    let answered = false;
    const deadline = new RequestDeadline(10, () => answered);
    deadline.begin(0);
    expect(deadline.remainingMs(100)).toBe(-90);
    answered = true;
    expect(deadline.remainingMs(100)).toBe(Infinity);
  });

  it('fails as a timeout: answered 503, and a probe decides whether the database is down', () => {
    expect(databaseFailureOf(new DatabaseWaitTimeout('statement', 1500))).toBe('timeout');
    expect(databaseFailureOf(new DatabaseWaitTimeout('connection', 0))).toBe('timeout');
  });
});

const DEADLINE_MS = 1500;
// The connect timeout is longer than the deadline: the deadline must bound the wait for a connection too.
const TIMEOUTS = { connectMs: 3000, statementMs: 4000, idleInTransactionMs: 20_000 };
const UNAVAILABLE = {
  code: ErrorCode.unavailable,
  msg: 'The service is briefly unavailable. Please try again in a moment.',
};

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true;
    await sleep(100);
  }
  return false;
}

/*
 * A real PostgreSQL (the test database) behind a proxy that freezes it: connections stay open and nothing is
 * answered, as when every PostgreSQL process is stopped. The embedded database runs inside the process and
 * cannot freeze apart from it, and API_REQUEST_TIMEOUT_MS applies with DATABASE_URL only: these run in the
 * PostgreSQL pass (`npm run test:pg`).
 */
describe.skipIf(testDatabaseKind !== 'postgres')(
  testDatabaseKind !== 'postgres'
    ? 'a frozen PostgreSQL (skipped: runs in the PostgreSQL pass, PORTAL_TEST_DB=postgres)'
    : 'a frozen PostgreSQL',
  () => {
    let proxy: FreezableProxy;
    let handle: DatabaseHandle;
    let ctx: TestContext;
    let proxyUrl: string;
    beforeAll(async () => {
      const target = new URL(process.env.TEST_DATABASE_URL!);
      proxy = new FreezableProxy(target.hostname, Number(target.port || 5432));
      const via = new URL(target);
      via.hostname = '127.0.0.1';
      via.port = String(await proxy.listen());
      proxyUrl = via.toString();
      handle = createPostgresHandle(proxyUrl, { poolSize: 6, timeouts: TIMEOUTS });
      ctx = await createTestContext({ db: handle.db, health: handle.health, requestDeadlineMs: DEADLINE_MS });
    });
    // A failed test leaves nothing frozen for the next one.
    afterEach(() => proxy.thaw());
    afterAll(async () => {
      await ctx?.close();
      await handle?.close();
      await proxy?.close();
    });

    let caller = 0;
    /** A call that reads the database; each from its own address (the login limit counts per address). */
    const login = (headers: Record<string, string> = {}) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: `198.51.100.${(caller = (caller % 250) + 1)}`,
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
      });

    /** Thaws and waits until the portal serves again (the outage probe brings it back). */
    async function thawAndServe() {
      proxy.thaw();
      const back = await until(
        async () => !handle.health.isDown() && (await login()).statusCode === 400,
        15_000,
      );
      expect(back).toBe(true);
    }

    it('answers an ordinary call waiting on it 503 within API_REQUEST_TIMEOUT_MS, not the statement timeout', async () => {
      // A connection in the pool already: the wait is for an answer, not for a connection.
      expect((await login()).statusCode).toBe(400);
      proxy.freeze();
      const [res, ms] = await timed(() => login({ 'accept-language': 'en-US' }));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(UNAVAILABLE);
      expect(res.headers['retry-after']).toBe('1');
      expect(ms).toBeGreaterThanOrEqual(DEADLINE_MS - 100);
      expect(ms).toBeLessThan(DEADLINE_MS + 1000);
      await thawAndServe();
    }, 30_000);

    it('bounds the wait for a new connection by the deadline too', async () => {
      proxy.freeze();
      // More calls at once than the pool has idle connections: new ones are opened and never answered.
      const [answers, ms] = await timed(() => Promise.all(Array.from({ length: 8 }, () => login())));
      for (const res of answers) {
        expect(res.statusCode).toBe(503);
        expect(res.json()).toEqual(UNAVAILABLE);
      }
      expect(ms).toBeLessThan(DEADLINE_MS + 1000);
      await thawAndServe();
    }, 30_000);

    it('lets a long-running route (the orders CSV export) wait for the statement timeout', async () => {
      const { client } = await signedInClient(ctx);
      proxy.freeze();
      let settled = false;
      const started = Date.now();
      const csv = client.get('/api/orders/csv').finally(() => (settled = true));
      await sleep(DEADLINE_MS + 1500);
      expect(settled).toBe(false);
      proxy.thaw();
      const res = await csv;
      expect(res.status, res.text).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(DEADLINE_MS + 1500);
      await thawAndServe();
    }, 30_000);

    it('rolls back a transaction given up half-way and never hands its connection to the next caller', async () => {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const table = `deadline_probe_${process.pid}_${Date.now().toString(36)}`;
      // One connection only: a connection given back with the abandoned transaction open would be the next one.
      const single = createPostgresHandle(proxyUrl, { poolSize: 1, timeouts: TIMEOUTS });
      try {
        await admin.query(`create table ${table} (n int primary key)`);
        await single.db.execute(sql`select 1`);
        // The insert reaches the server; everything after it (the next statement, the commit) does not.
        proxy.freezeAfter(`insert into ${table}`);
        const [outcome, ms] = await timed(() =>
          runWithDeadline(new RequestDeadline(DEADLINE_MS), () =>
            single.db.transaction(async (tx) => {
              await tx.execute(sql.raw(`insert into ${table} values (1)`));
              await tx.execute(sql`select 1`);
            }),
          ).then(
            () => undefined,
            (error: unknown) => error,
          ),
        );
        expect(databaseFailureOf(outcome)).toBe('timeout');
        expect(ms).toBeLessThan(DEADLINE_MS + 1000);
        proxy.thaw();
        // The next caller gets a new connection: its transaction commits its own row only.
        await single.db.transaction(async (tx) => {
          await tx.execute(sql.raw(`insert into ${table} values (2)`));
        });
        const rows = await until(async () => {
          // The server notices the closed connection once it runs again: the abandoned backend ends.
          const left = await admin.query(
            `select count(*)::int as n from pg_stat_activity where query like 'insert into ${table}%' and pid <> pg_backend_pid()`,
          );
          return (left.rows[0] as { n: number }).n === 0;
        }, 10_000);
        expect(rows).toBe(true);
        const stored = await admin.query(`select n from ${table} order by n`);
        expect(stored.rows).toEqual([{ n: 2 }]);
      } finally {
        proxy.thaw();
        await single.close();
        await admin.query(`drop table if exists ${table}`);
        await admin.end();
      }
    }, 30_000);
  },
);
