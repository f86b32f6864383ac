// Operators' TOTP (issue 18): enrol → activate with a computed code → confirm with password + code; wrong,
// reused and two-steps-away codes refused; the secret never read back; the compulsory setting blocks the
// console until the session confirmed a code; the money re-confirmation still every 10 minutes. A database of
// its own (the setting holds for the whole portal). PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
import { ErrorCode, ROUTES, type OpsTotpStatus } from '@portal/contract';
import { desc, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAudit, operatorTotp } from '../../db/schema/index.js';
import { run } from '../../test/affiliate.js';
import { testDatabaseKind } from '../../test/database.js';
import { createFreshTestContext } from '../../test/fresh-context.js';
import { PASSWORD, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { signedInOperator, uidOf } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createFreshTestContext();
}, 60_000);
afterAll(() => ctx?.close());

/** The code the authenticator shows at the test clock's time, `steps` steps away. */
function codeAt(secret: string, steps = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: ctx.clock.now().getTime() + steps * 30_000,
  });
}

/** Moves the test clock to the start of the next 30 s step (a fresh code). */
function nextStep(): void {
  const now = ctx.clock.now().getTime();
  ctx.clock.set(new Date(Math.floor(now / 30_000) * 30_000 + 30_000 + 1_000));
}

const statusOf = async (client: TestClient) => okMsg<OpsTotpStatus>(await client.get('/api/ops/totp'));

async function enrolled(client: TestClient): Promise<string> {
  const { uri, secret } = okMsg<{ uri: string; secret: string }>(await client.post('/api/ops/totp/enrol'));
  expect(uri).toMatch(/^otpauth:\/\/totp\//);
  expect(uri).toContain(`secret=${secret}`);
  expect(uri).toContain('period=30');
  expect(uri).toContain('digits=6');
  expect(uri).toContain('algorithm=SHA1');
  expect(await statusOf(client)).toMatchObject({ enabled: false, pending: true });
  nextStep();
  okMsg(await client.post('/api/ops/totp/activate', { json: { code: codeAt(secret) } }));
  return secret;
}

async function lastAudit(action: string) {
  const [row] = await ctx.handle.db
    .select()
    .from(operatorAudit)
    .where(eq(operatorAudit.action, action))
    .orderBy(desc(operatorAudit.id))
    .limit(1);
  return row;
}

describe(`operators' TOTP (${testDatabaseKind})`, () => {
  it('enrols, activates with a computed code, confirms with password + code once; the secret is never read back', async () => {
    const { client, email } = await signedInOperator(ctx);
    expect(await statusOf(client)).toEqual({
      enabled: false,
      pending: false,
      required: false,
      verified: false,
    });

    const { secret } = okMsg<{ uri: string; secret: string }>(await client.post('/api/ops/totp/enrol'));
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    // A wrong first code, a bad shape: refused, nothing activated.
    nextStep();
    const wrong = await client.post('/api/ops/totp/activate', {
      json: { code: codeAt(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe(ErrorCode.wrongCredentials);
    const shape = await client.post('/api/ops/totp/activate', { json: { code: '12ab56' } });
    expect(shape.status).toBe(400);
    expect(shape.body.code).toBe(ErrorCode.invalidParams);
    expect(await statusOf(client)).toMatchObject({ enabled: false, pending: true });

    const activated = okMsg<OpsTotpStatus>(
      await client.post('/api/ops/totp/activate', { json: { code: codeAt(secret) } }),
    );
    expect(activated).toEqual({ enabled: true, pending: false, required: false, verified: true });
    expect(JSON.stringify(await statusOf(client))).not.toContain(secret);
    const [row] = await ctx.handle.db
      .select()
      .from(operatorTotp)
      .where(eq(operatorTotp.accountId, (await accountIdOf(email))!));
    expect(row!.secretSealed).toMatch(/^v1\./);
    expect(row!.secretSealed).not.toContain(secret);
    expect(await lastAudit('totp.activate')).toMatchObject({
      operatorEmail: email,
      targetType: 'account',
      targetId: await uidOf(ctx, email),
    });
    expect((await lastAudit('totp.enrol'))?.operatorEmail).toBe(email);
    // Enrolling again while one is active: 409, the secret stays.
    expect((await client.post('/api/ops/totp/enrol')).status).toBe(409);

    // The activation's code is used: the same code again is refused, even with the right password.
    const reused = await client.post('/api/ops/confirm', {
      json: { password: PASSWORD, code: codeAt(secret) },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe(ErrorCode.wrongCredentials);
    // Without a code: asked for.
    const noCode = await client.post('/api/ops/confirm', { json: { password: PASSWORD } });
    expect(noCode.status).toBe(400);
    nextStep();
    nextStep();
    // Two steps away (clock drift beyond one step): refused either way.
    for (const steps of [2, -2]) {
      const far = await client.post('/api/ops/confirm', {
        json: { password: PASSWORD, code: codeAt(secret, steps) },
      });
      expect(far.status, `${steps} steps`).toBe(400);
    }
    // One step behind (drift; the step after the activation's): accepted, once.
    okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD, code: codeAt(secret, -1) } }));
    expect((await lastAudit('password.confirm'))?.details).toEqual({ totp: true });
    const again = await client.post('/api/ops/confirm', {
      json: { password: PASSWORD, code: codeAt(secret, -1) },
    });
    expect(again.status).toBe(400);
    // A wrong password with a right code: refused, the code not spent.
    const wrongPassword = await client.post('/api/ops/confirm', {
      json: { password: 'not the password', code: codeAt(secret) },
    });
    expect(wrongPassword.status).toBe(400);
    okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD, code: codeAt(secret) } }));
  }, 60_000);

  it('money actions: a credit after password + code, then again only after a new confirmation 10 minutes on', async () => {
    const { client } = await signedInOperator(ctx);
    const secret = await enrolled(client);
    const customer = await signedInClient(ctx);
    const uid = await uidOf(ctx, customer.email);
    const credit = () =>
      client.post(`/api/ops/users/${uid}/credit`, { json: { amount: '5.00', note: 'goodwill' } });
    expect((await credit()).body.code).toBe(ErrorCode.reconfirmRequired);
    nextStep();
    okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD, code: codeAt(secret) } }));
    expect(okMsg<{ balanceAfter: string }>(await credit()).balanceAfter).toBe('5.00');
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    expect((await credit()).body.code).toBe(ErrorCode.reconfirmRequired);
    okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD, code: codeAt(secret) } }));
    expect(okMsg<{ balanceAfter: string }>(await credit()).balanceAfter).toBe('10.00');
  }, 60_000);

  it('disables with password + code only', async () => {
    const { client } = await signedInOperator(ctx);
    const secret = await enrolled(client);
    nextStep();
    const badPassword = await client.post('/api/ops/totp/disable', {
      json: { password: 'nope', code: codeAt(secret) },
    });
    expect(badPassword.status).toBe(400);
    const badCode = await client.post('/api/ops/totp/disable', {
      json: { password: PASSWORD, code: codeAt(secret, 3) },
    });
    expect(badCode.status).toBe(400);
    expect((await statusOf(client)).enabled).toBe(true);
    expect(
      okMsg<OpsTotpStatus>(
        await client.post('/api/ops/totp/disable', { json: { password: PASSWORD, code: codeAt(secret) } }),
      ),
    ).toMatchObject({ enabled: false, pending: false, verified: false });
    expect((await lastAudit('totp.disable'))?.details).toMatchObject({ after: { totp: false } });
    // Without TOTP the password alone confirms again.
    okMsg(await client.post('/api/ops/confirm', { json: { password: PASSWORD } }));
  }, 60_000);

  it('compulsory: the console answers 1032 until the session enrolled and confirmed a code', async () => {
    const early = await signedInOperator(ctx);
    const earlySecret = await enrolled(early.client);
    expect(await run(ctx, 'settings:ops-totp', '--required', 'on')).toMatch(/compulsory/);
    expect((await lastAudit('setting.opsTotpRequired'))?.details).toEqual({ before: false, after: true });
    expect(await run(ctx, 'settings:ops-totp', '--required', 'on')).toMatch(/unchanged/);
    await expect(run(ctx, 'settings:ops-totp', '--required', 'maybe')).rejects.toThrow(/on or off/);

    const { client } = await signedInOperator(ctx);
    for (const path of ['/api/ops/overview', '/api/ops/orders', '/api/ops/users', '/api/ops/audit']) {
      const blocked = await client.get(path);
      expect(blocked.status, path).toBe(403);
      expect(blocked.body.code).toBe(ErrorCode.totpRequired);
      expect(typeof blocked.body.msg).toBe('string');
    }
    // Every console call of the route table, whatever its method, is gated (the gate hangs on each /api/ops route).
    const open = [ROUTES.opsTotp, ROUTES.opsTotpEnrol, ROUTES.opsTotpActivate, ROUTES.opsConfirm];
    const consoleRoutes = Object.values(ROUTES).filter(
      (entry) =>
        entry.path.startsWith('/ops/') &&
        !open.some((o) => o.path === entry.path && o.method === entry.method),
    );
    expect(consoleRoutes.length).toBeGreaterThan(20);
    for (const entry of consoleRoutes) {
      const path = `/api${entry.path.replace(/\{[^}]+\}|:\w+/g, '1')}`;
      const blocked = await client.call(entry.method as 'GET' | 'POST' | 'PUT' | 'DELETE', path);
      expect([blocked.status, blocked.body.code], `${entry.method} ${path}`).toEqual([
        403,
        ErrorCode.totpRequired,
      ]);
    }
    expect(await statusOf(client)).toMatchObject({ required: true, enabled: false, verified: false });
    const secret = await enrolled(client);
    expect(okMsg<{ totpRequired: boolean }>(await client.get('/api/ops/overview')).totpRequired).toBe(true);

    // A new session of an enrolled operator: blocked until it confirms with password + code.
    okMsg(await early.client.post('/api/login', { form: { email: early.email, password: PASSWORD } }));
    expect((await early.client.get('/api/ops/orders')).body.code).toBe(ErrorCode.totpRequired);
    nextStep();
    okMsg(
      await early.client.post('/api/ops/confirm', {
        json: { password: PASSWORD, code: codeAt(earlySecret) },
      }),
    );
    okMsg(await early.client.get('/api/ops/orders'));
    expect(secret).not.toBe(earlySecret);

    // Customers and visitors are still refused by the guard (403 / 401), not told about TOTP.
    const customer = await signedInClient(ctx);
    const refused = await customer.client.get('/api/ops/overview');
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe(ErrorCode.forbidden);
    expect((await ctx.client().get('/api/ops/totp')).status).toBe(401);

    expect(await run(ctx, 'settings:ops-totp', '--required', 'off')).toMatch(/optional/);
    const other = await signedInOperator(ctx);
    okMsg(await other.client.get('/api/ops/orders'));
    expect(await run(ctx, 'settings:ops-totp')).toMatch(/optional/);
  }, 90_000);
});

async function accountIdOf(email: string) {
  const { accounts } = await import('../../db/schema/index.js');
  const [row] = await ctx.handle.db
    .select({ id: accounts.id })
    .from(accounts)
    .where(eq(accounts.email, email));
  return row?.id;
}
