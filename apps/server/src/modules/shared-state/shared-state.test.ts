// Two portal apps on one database play two processes (CONTRACT.md, several processes on one PostgreSQL): what one
// changes — a logout, a rate-limit count, a display rate — holds on the other within a second. Proved without the
// wall clock: a session another process ended is gone once that process's clock moved SESSION_CACHE_TTL_MS (≤ 1 s,
// each app has a manual clock of its own), and a display rate once one poll round of each app started after the
// change has ended (test/poll-rounds.ts; a round every 500 ms, shared-caches.unit.test.ts).
import { randomBytes } from 'node:crypto';
import { CSRF_COOKIE, SESSION_COOKIE } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { ManualClock, systemClock } from '../../lib/clock.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';
import { createOperatorCommands } from '../operator/commands.js';
import {
  createTestContext,
  PASSWORD,
  UNREACHABLE_DCV,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';
import { SESSION_CACHE_TTL_MS } from '../sessions/session.service.js';
import { createSharedCaches, type SharedCaches } from './shared-caches.js';
import { afterNextPollRound } from '../../test/poll-rounds.js';

const SECRET = 'test-secret-key-that-is-long-enough-0123456789';

/** Another "process": its own app, caches and rate-limit store, on the same database and secret. */
async function anotherProcess(ctx: TestContext, overrides: Partial<AppDeps>): Promise<FastifyInstance> {
  const app = await buildApp({
    db: ctx.handle.db,
    clock: systemClock,
    mailer: { send: async () => {}, close: async () => {} },
    secretKey: SECRET,
    publicUrl: 'http://portal.test',
    ca: createBuiltinCa({ dataDir: ctx.dataDir, secretKey: SECRET, clock: systemClock }),
    dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    ...overrides,
  });
  await app.ready();
  return app;
}

/** A documentation address of its own per run: counts in a shared test database never meet another run's. */
const freshAddress = () => `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;

describe('two processes on one database', () => {
  let ctx: TestContext;
  let other: FastifyInstance;
  /** The other process's shared caches (its housekeeping polls them every 500 ms) and its clock. */
  let otherCaches: SharedCaches;
  const otherClock = new ManualClock(new Date());
  /** Lets both processes' session caches run out (a resolved session is kept that long). */
  const sessionCachesExpire = () => {
    expect(SESSION_CACHE_TTL_MS).toBeLessThanOrEqual(1_000);
    ctx.clock.advance(SESSION_CACHE_TTL_MS);
    otherClock.advance(SESSION_CACHE_TTL_MS);
  };

  beforeAll(async () => {
    // Each app keeps its own manual clock (ctx.clock, otherClock); rate-limit windows run on the database's clock.
    const shared: Partial<AppDeps> = {
      rateLimitStore: 'database',
      rateLimits: { login: 3, loginPerAddress: 5 },
      housekeeping: true,
    };
    ctx = await createTestContext({ ...shared, secretKey: SECRET });
    otherCaches = createSharedCaches(ctx.handle.db);
    other = await anotherProcess(ctx, { ...shared, clock: otherClock, sharedCaches: otherCaches });
  });
  afterAll(async () => {
    await other?.close();
    await ctx?.close();
  });

  it('ends a session on the other process within a second of its logout', async () => {
    const email = uniqueEmail('shared');
    const address = freshAddress();
    const register = await ctx.app.inject({
      method: 'POST',
      url: '/api/register',
      remoteAddress: address,
      payload: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    expect(register.json()).toMatchObject({ code: 0 });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: address,
      payload: { email, password: PASSWORD },
    });
    expect(login.json()).toMatchObject({ code: 0 });
    const jar = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const cookie = `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`;
    const isLoginOn = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/islogin', headers: { cookie } })).json<{ msg: boolean }>().msg;

    // The session made on one process works on the other (and is now in its cache).
    expect(await isLoginOn(other)).toBe(true);
    const logout = await ctx.app.inject({
      url: '/api/logout',
      headers: { cookie, 'x-csrf-token': jar[CSRF_COOKIE] ?? '' },
    });
    expect(logout.json()).toMatchObject({ code: 0 });
    expect(await isLoginOn(ctx.app)).toBe(false);
    sessionCachesExpire();
    expect(await isLoginOn(other)).toBe(false);
  });

  it("counts an account's failed logins from one address over both processes, and no successful one", async () => {
    const address = freshAddress();
    const [email, neighbour] = [uniqueEmail('shared'), uniqueEmail('shared')];
    for (const registering of [email, neighbour])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/register',
            remoteAddress: freshAddress(),
            payload: { email: registering, password: PASSWORD, confirm: PASSWORD, from: 'common' },
          })
        ).json(),
      ).toMatchObject({ code: 0 });
    const attempt = (app: FastifyInstance, password = 'wrong password here', who = email) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email: who, password },
      });
    // Successful logins on either process are not counted.
    for (const app of [ctx.app, other, ctx.app, other])
      expect((await attempt(app, PASSWORD)).statusCode).toBe(200);
    // The limit is 3 failures per window: two here, one there, the fourth refused wherever it arrives.
    expect((await attempt(ctx.app)).statusCode).toBe(400);
    expect((await attempt(other)).statusCode).toBe(400);
    expect((await attempt(ctx.app)).statusCode).toBe(400);
    const refused = await attempt(other);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 1006 });
    expect((await attempt(ctx.app, PASSWORD)).statusCode).toBe(429);
    // The neighbour behind the same address logs in on both; the account from another address too.
    expect((await attempt(ctx.app, PASSWORD, neighbour)).statusCode).toBe(200);
    expect((await attempt(other, PASSWORD, neighbour)).statusCode).toBe(200);
    const elsewhere = await other.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: freshAddress(),
      payload: { email, password: PASSWORD },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('counts failed logins from one address over many accounts on both processes', async () => {
    const address = freshAddress();
    const attempt = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: address,
        payload: { email: uniqueEmail('nobody'), password: 'wrong password here' },
      });
    // The address allows 5 failures per window, whatever the accounts.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt(i % 2 ? other : ctx.app)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });

  it('counts concurrent attempts exactly (one statement per hit)', async () => {
    const address = freshAddress();
    const email = uniqueEmail('nobody');
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? other : ctx.app).inject({
          method: 'POST',
          url: '/api/login',
          remoteAddress: address,
          payload: { email, password: 'wrong password here' },
        }),
      ),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('shows a display rate set by the command line on every process within a second', async () => {
    const price = async (app: FastifyInstance) =>
      (await app.inject('/api/product/price?currency=SGD&validity=12&shortName=RapidDV')).json<{
        msg: { price: number };
      }>().msg.price;
    // Both processes have the current rate in their caches.
    const before = await price(ctx.app);
    expect(await price(other)).toBe(before);
    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: systemClock,
      migrate: async () => {},
    });
    // A currency no other test reads (files share the PostgreSQL test database); a new rate every run.
    const rate = 1.2 + Math.floor(Math.random() * 1000) / 10_000;
    await commands['rates:set']!.run(['--currency', 'SGD', '--rate', String(rate)]);
    const expected = Math.round(59 * rate * 100) / 100; // RapidDV, one year: $59.00
    // Each process shows it once one of its poll rounds started after the command has ended (a round every
    // 500 ms, shared-caches.unit.test.ts: within a second).
    await Promise.all([afterNextPollRound(ctx.sharedCaches), afterNextPollRound(otherCaches)]);
    expect(await price(ctx.app)).toBe(expected);
    expect(await price(other)).toBe(expected);
  });

  it('ends the sessions of an account the operator disables, on both processes, and refuses its login', async () => {
    const email = uniqueEmail('disabled');
    const address = freshAddress();
    const form = (payload: object) => ({ method: 'POST' as const, remoteAddress: address, payload });
    expect(
      (
        await ctx.app.inject({
          url: '/api/register',
          ...form({ email, password: PASSWORD, confirm: PASSWORD, from: 'common' }),
        })
      ).json(),
    ).toMatchObject({ code: 0 });
    const login = await other.inject({ url: '/api/login', ...form({ email, password: PASSWORD }) });
    const jar = Object.fromEntries(login.cookies.map((c) => [c.name, c.value]));
    const cookie = `${SESSION_COOKIE}=${jar[SESSION_COOKIE]}; ${CSRF_COOKIE}=${jar[CSRF_COOKIE]}`;
    const loggedIn = async (app: FastifyInstance) =>
      (await app.inject({ url: '/api/islogin', headers: { cookie } })).json<{ msg: boolean }>().msg;
    expect(await loggedIn(ctx.app)).toBe(true);
    expect(await loggedIn(other)).toBe(true);

    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: systemClock,
      migrate: async () => {},
    });
    expect(await commands['user:disable']!.run(['--email', email])).toContain('sessions ended');
    expect(await commands['user:disable']!.run(['--email', email])).toContain('disabled already');
    sessionCachesExpire();
    expect(await loggedIn(ctx.app)).toBe(false);
    expect(await loggedIn(other)).toBe(false);
    const refused = await ctx.app.inject({ url: '/api/login', ...form({ email, password: PASSWORD }) });
    expect(refused.json()).toMatchObject({ code: 1014 });

    expect(await commands['user:enable']!.run(['--email', email])).toContain('can log in again');
    expect(
      (await other.inject({ url: '/api/login', ...form({ email, password: PASSWORD }) })).json(),
    ).toMatchObject({
      code: 0,
    });
    await expect(commands['user:disable']!.run(['--email', 'nobody-at-all@example.com'])).rejects.toThrow(
      /no account has the address/,
    );
  });
});
