import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ErrorCode } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createPostgresHandle, openDatabase, type DatabaseHandle } from '../db/client.js';
import { createTestContext, type TestContext } from '../test/harness.js';

const TIMEOUTS = { connectMs: 400, statementMs: 2000, idleInTransactionMs: 5000 };
const UNAVAILABLE = {
  code: ErrorCode.unavailable,
  msg: 'The service is briefly unavailable. Please try again in a moment.',
};

/** A call that reads the database (the account lookup of a login). */
function login(ctx: TestContext, headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ email: 'nobody@example.com', password: 'wrong-password' }),
  });
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = Date.now();
  const result = await work();
  return [result, Date.now() - started];
}

/** A loopback port where nothing listens: connections are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a database that refuses connections', () => {
  let db: DatabaseHandle;
  let ctx: TestContext;
  beforeAll(async () => {
    db = createPostgresHandle(`postgres://portal@127.0.0.1:${await closedPort()}/portal`, {
      timeouts: TIMEOUTS,
    });
    ctx = await createTestContext({ db: db.db, health: db.health });
  });
  afterAll(async () => {
    await ctx.close();
    await db.close();
  });

  it('answers API calls 503 in the envelope, never 500, and then at once while it stays away', async () => {
    const first = await login(ctx);
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual(UNAVAILABLE);
    expect(first.headers['retry-after']).toBe('1');
    // A refused socket is confirmed by a probe (the CA could refuse too); it fails at once here.
    for (let i = 0; i < 50 && !db.health.isDown(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(db.health.isDown()).toBe(true);

    const [second, ms] = await timed(() => login(ctx, { 'accept-language': 'zh-TW' }));
    expect(second.statusCode).toBe(503);
    expect(second.json()).toEqual({ code: ErrorCode.unavailable, msg: '服務暫時無法使用，請稍後再試。' });
    expect(ms).toBeLessThan(200);
    const chinese = await ctx.app.inject({ method: 'GET', url: '/api/islogin', cookies: { lang: 'zh-cn' } });
    expect(chinese.json()).toEqual({ code: ErrorCode.unavailable, msg: '服务暂时不可用，请稍后再试。' });
  });

  it('is alive (/healthz 200) but not ready (/readyz 503)', async () => {
    const live = await ctx.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await ctx.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
  });
});

describe('a database that accepts connections and never answers', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let db: DatabaseHandle;
  let ctx: TestContext;
  beforeAll(async () => {
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    db = createPostgresHandle(`postgres://portal@127.0.0.1:${port}/portal`, { timeouts: TIMEOUTS });
    ctx = await createTestContext({ db: db.db, health: db.health });
  });
  afterAll(async () => {
    await ctx.close();
    await db.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up after the connect timeout with 503, then answers at once', async () => {
    const [first, firstMs] = await timed(() => login(ctx));
    expect(first.statusCode).toBe(503);
    expect(first.json()).toEqual(UNAVAILABLE);
    expect(firstMs).toBeGreaterThanOrEqual(TIMEOUTS.connectMs - 50);
    expect(firstMs).toBeLessThan(TIMEOUTS.connectMs + 1500);
    const [second, secondMs] = await timed(() => login(ctx));
    expect(second.statusCode).toBe(503);
    expect(secondMs).toBeLessThan(200);
    const [ready, readyMs] = await timed(() => ctx.app.inject({ method: 'GET', url: '/readyz' }));
    expect(ready.statusCode).toBe(503);
    expect(readyMs).toBeLessThan(200);
  });
});

describe('operational endpoints next to the web app', () => {
  let webRoot: string;
  let ctx: TestContext;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>portal</title>');
    ctx = await createTestContext({ webRoot });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('answers /healthz and /readyz in JSON, not with the web app', async () => {
    for (const url of ['/healthz', '/readyz']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    // The fallback still serves the app elsewhere (its title is the host's skin's).
    expect((await ctx.app.inject({ method: 'GET', url: '/admin/order/list' })).body).toMatch(
      /^<!doctype html><title>/,
    );
  });

  it('is not ready on a database without the migrations', async () => {
    // A copy of the migrated template that lacks the newest migration (an older database, a newer portal).
    const template = readFileSync(inject('pgliteTemplate'));
    const empty = await openDatabase({ inMemory: true, loadDataDir: new Blob([template]) });
    await empty.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const bare = await createTestContext({ db: empty.db });
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      const ready = await bare.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'unavailable' });
    } finally {
      await bare.close();
      await empty.close();
    }
  });
});
