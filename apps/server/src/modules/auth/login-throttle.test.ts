// The login's limits stop attackers, not colleagues: failed logins are counted per account e-mail and client
// address (10 per 10 minutes) and per client address (100), successful ones never; a limited caller is refused
// before its password is checked. With the default limits (app.ts DEFAULT_RATE_LIMITS).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock.js';
import { createTestContext, PASSWORD, uniqueEmail, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Addresses of their own per test: counts of one test never meet another's. */
let addresses = 0;
const freshAddress = () => `203.0.113.${(addresses += 1)}`;

async function registered(): Promise<string> {
  const email = uniqueEmail('throttle');
  const answer = await ctx.client().post('/api/register', {
    form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
  });
  expect(answer.body.code).toBe(0);
  return email;
}

async function login(address: string, email: string, password: string) {
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    remoteAddress: address,
    payload: { email, password },
  });
  return {
    status: answer.statusCode,
    body: answer.json<{ code: number; msg: unknown }>(),
    headers: answer.headers,
  };
}

describe('login throttling', () => {
  it('limits one account from one address after 10 failures, while its neighbours still log in', async () => {
    const [a, b] = [await registered(), await registered()];
    const office = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await login(office, a, 'wrong password')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(5).fill(429)]);

    // A is refused before its password is checked: the right one too, until the window ends.
    const limited = await login(office, a, PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(1006);
    expect(limited.body.msg).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    const seconds = Number(/wait (\d+) seconds/.exec(String(limited.body.msg))![1]);
    expect(seconds).toBeGreaterThan(0);
    expect(seconds).toBeLessThanOrEqual(600);
    expect(limited.headers['retry-after']).toBe(String(seconds));

    // B behind the same address logs in at once; A from another address too.
    expect((await login(office, b, PASSWORD)).body).toEqual({ code: 0, msg: { email: b } });
    expect((await login(freshAddress(), a, PASSWORD)).status).toBe(200);

    // The window over, A logs in from the office again.
    ctx.clock.advance(10 * MINUTE + 1000);
    expect((await login(office, a, PASSWORD)).status).toBe(200);
  });

  it('never counts successful logins', async () => {
    const a = await registered();
    const address = freshAddress();
    for (let i = 0; i < 30; i++) expect((await login(address, a, PASSWORD)).status).toBe(200);
    // All ten failures are still there to be made.
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await login(address, a, 'wrong password')).status);
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it('limits an address after 100 failures over many accounts (credential stuffing)', async () => {
    const b = await registered();
    const stuffer = freshAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 200; i++)
      statuses.push((await login(stuffer, uniqueEmail('stuffed'), 'password123')).status);
    expect(statuses.slice(0, 100).every((s) => s === 400)).toBe(true);
    expect(statuses.slice(100).every((s) => s === 429)).toBe(true);
    // The whole address is limited now, an account it has not tried too; other addresses are not.
    expect((await login(stuffer, b, PASSWORD)).status).toBe(429);
    expect((await login(freshAddress(), b, PASSWORD)).status).toBe(200);
  });

  it('counts concurrent guesses exactly: no more than 10 passwords are ever checked', async () => {
    const a = await registered();
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => login(address, a, 'wrong password')));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(400), ...Array<number>(10).fill(429)]);
  });
});
