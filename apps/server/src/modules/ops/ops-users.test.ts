// The console's users (issue 18): search and view, credits and debits through the ledger (never below zero, also
// under concurrent debits), disable / enable, level, the operator role (never to oneself), each with its operator
// audit row, and the password re-confirmation of money actions. PGlite and, with PORTAL_TEST_DB=postgres,
// PostgreSQL.
import { ErrorCode, type ListAnswer, type OpsUserDetail, type OpsUserRow } from '@portal/contract';
import { translate } from '@portal/i18n';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, ledgerEntries } from '../../db/schema/index.js';
import { makeSubUser } from '../../test/books.js';
import { testDatabaseKind } from '../../test/database.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { auditOf, balanceOf, confirmPassword, signedInOperator, uidOf } from '../../test/ops.js';
import { creditFunds, okMsg, placeOrder } from '../../test/purchase.js';
import { createOperatorCommands } from '../operator/commands.js';

let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;
let operatorUid: string;

beforeAll(async () => {
  ctx = await createTestContext();
  ({ client: operator, email: operatorEmail, uid: operatorUid } = await signedInOperator(ctx));
}, 60_000);
afterAll(() => ctx?.close());

/** A signed-in customer with `funds` USD on the balance. */
async function customer(funds?: string) {
  const signed = await signedInClient(ctx);
  if (funds) await creditFunds(ctx, signed.email, funds);
  return { ...signed, uid: await uidOf(ctx, signed.email) };
}

async function ledgerOf(email: string) {
  return ctx.handle.db
    .select({ entry: ledgerEntries })
    .from(ledgerEntries)
    .innerJoin(accounts, eq(accounts.id, ledgerEntries.accountId))
    .where(eq(accounts.email, email))
    .orderBy(desc(ledgerEntries.id));
}

const debit = (uid: string, amount: unknown, note: unknown = 'chargeback 2026-11') =>
  operator.post(`/api/ops/users/${uid}/debit`, { json: { amount, note } });

describe(`users: search and view (${testDatabaseKind})`, () => {
  it('finds accounts by a part of the e-mail or the uid, and shows profile, team, orders, balance and ledger', async () => {
    const main = await customer('75.00');
    const sub = await signedInClient(ctx);
    await makeSubUser(ctx, sub.client, sub.email, main.email, 'finance');
    const orderId = await placeOrder(main.client);

    const byEmail = okMsg<ListAnswer<OpsUserRow>>(
      await operator.get(`/api/ops/users?query=${encodeURIComponent(main.email.slice(0, 20))}&pageSize=100`),
    );
    expect(byEmail.list.map((u) => u.email)).toContain(main.email);
    const byUid = okMsg<ListAnswer<OpsUserRow>>(await operator.get(`/api/ops/users?query=${main.uid}`));
    expect(byUid.list[0]).toMatchObject({
      uid: main.uid,
      email: main.email,
      role: 'admin',
      parentUid: null,
      level: 0,
      operator: false,
      status: 'active',
      balance: '75.00',
    });
    const subRow = okMsg<ListAnswer<OpsUserRow>>(
      await operator.get(`/api/ops/users?query=${encodeURIComponent(sub.email)}`),
    ).list[0];
    // A sub-user spends its main account's balance.
    expect(subRow).toMatchObject({ role: 'finance', parentUid: main.uid, balance: '75.00' });

    const detail = okMsg<OpsUserDetail>(await operator.get(`/api/ops/users/${subRow!.uid}`));
    expect(detail.profile).toMatchObject({ uid: subRow!.uid, email: sub.email, role: 'finance' });
    expect(detail.team.map((m) => m.email)).toEqual([main.email, sub.email]);
    expect(detail.orders.map((o) => o.id)).toContain(orderId);
    expect(detail.ordersTotal).toBe(1);
    expect(detail.balance).toBe('75.00');
    expect(detail.ledger[0]).toMatchObject({ kind: 'topupOffline', amount: '75.00', balanceAfter: '75.00' });

    expect((await operator.get('/api/ops/users/99999999999')).status).toBe(404);
    expect((await operator.get('/api/ops/users/not-a-uid')).status).toBe(400);
  });
});

describe(`users: credits and debits through the ledger (${testDatabaseKind})`, () => {
  it('debits with a note: ledger entry, balance, audit row with the balance before and after', async () => {
    const target = await customer('100.00');
    await confirmPassword(operator);
    const booked = okMsg<{ balanceBefore: string; balanceAfter: string }>(await debit(target.uid, '30.25'));
    expect(booked).toMatchObject({ amount: '30.25', balanceBefore: '100.00', balanceAfter: '69.75' });
    expect(await balanceOf(ctx, target.email)).toBe(6975);
    const [entry] = await ledgerOf(target.email);
    expect(entry!.entry).toMatchObject({
      kind: 'adjustment',
      amountCents: -3025,
      balanceAfterCents: 6975,
      note: 'chargeback 2026-11',
    });
    const [audit] = await auditOf(ctx, 'account', target.uid);
    expect(audit).toMatchObject({ action: 'user.debit', operatorEmail, ip: operator.address });
    expect(audit!.details).toMatchObject({
      amount: '30.25',
      note: 'chargeback 2026-11',
      before: { balance: '100.00' },
      after: { balance: '69.75' },
    });

    // A credit books the same way (the offline top-up `portal funds:credit` books), with its own row.
    okMsg(
      await operator.post(`/api/ops/users/${target.uid}/credit`, {
        json: { amount: '0.25', note: 'goodwill' },
      }),
    );
    expect(await balanceOf(ctx, target.email)).toBe(7000);
    // The funding at the start came from `portal funds:credit`: the same service, the command line's row.
    expect((await auditOf(ctx, 'account', target.uid)).map((r) => [r.action, r.operatorEmail])).toEqual([
      ['user.credit', operatorEmail],
      ['user.debit', operatorEmail],
      ['user.credit', 'command line'],
    ]);
  });

  it('refuses a debit below zero and bad amounts, writing nothing', async () => {
    const target = await customer('10.00');
    await confirmPassword(operator);
    const over = await debit(target.uid, '10.01');
    expect(over.status).toBe(409);
    expect(over.body.code).toBe(ErrorCode.insufficientFunds);
    expect(over.body.msg).toBe(translate('en-US', 'ops.errors.debitExceedsBalance', { amount: '10.01' }));
    for (const [amount, note] of [
      ['-1', 'x'],
      ['0', 'x'],
      ['1.001', 'x'],
      ['5', ''],
    ] as const)
      expect((await debit(target.uid, amount, note)).status, `${amount} ${note}`).toBe(400);
    expect((await debit('99999999999', '1')).status).toBe(404);
    expect(await balanceOf(ctx, target.email)).toBe(1000);
    expect(await ledgerOf(target.email)).toHaveLength(1);
    const byConsole = (await auditOf(ctx, 'account', target.uid)).filter(
      (r) => r.operatorEmail === operatorEmail,
    );
    expect(byConsole).toHaveLength(0);
    // Exactly the balance is fine: down to zero, not below.
    okMsg(await debit(target.uid, '10.00'));
    expect(await balanceOf(ctx, target.email)).toBe(0);
  });

  it('lets concurrent debits through only as far as the balance covers them', async () => {
    const target = await customer('100.00');
    await confirmPassword(operator);
    const two = await Promise.all([debit(target.uid, '60.00'), debit(target.uid, '60.00')]);
    expect(two.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await balanceOf(ctx, target.email)).toBe(4000);

    const five = await Promise.all(Array.from({ length: 5 }, () => debit(target.uid, '15.00')));
    expect(five.filter((a) => a.status === 200)).toHaveLength(2);
    expect(five.filter((a) => a.status === 409)).toHaveLength(3);
    expect(await balanceOf(ctx, target.email)).toBe(1000);
    const entries = await ledgerOf(target.email);
    expect(entries.reduce((sum, e) => sum + e.entry.amountCents, 0)).toBe(1000);
    expect(entries.every((e) => e.entry.balanceAfterCents >= 0)).toBe(true);
    expect((await auditOf(ctx, 'account', target.uid)).filter((r) => r.action === 'user.debit')).toHaveLength(
      3,
    );
  });

  it('asks for the password again when the last confirmation is older than 10 minutes', async () => {
    const target = await customer('20.00');
    await confirmPassword(operator);
    okMsg(await debit(target.uid, '1.00'));
    ctx.clock.advance(10 * 60 * 1000 + 1000);
    for (const answer of [
      await debit(target.uid, '1.00'),
      await operator.post(`/api/ops/users/${target.uid}/credit`, { json: { amount: '1', note: 'x' } }),
    ]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(ErrorCode.reconfirmRequired);
    }
    expect(await balanceOf(ctx, target.email)).toBe(1900);
    // Changes that move no money need no confirmation.
    okMsg(await operator.post(`/api/ops/users/${target.uid}/level`, { json: { level: 1 } }));
  });
});

describe(`users: status, level and the operator role (${testDatabaseKind})`, () => {
  it('disables an account: its sessions end at once, login is refused; enabling restores login', async () => {
    const target = await customer();
    okMsg(await target.client.get('/api/account/profile'));
    const disabled = okMsg<OpsUserRow>(
      await operator.post(`/api/ops/users/${target.uid}/status`, { json: { status: 'disabled' } }),
    );
    expect(disabled.status).toBe('disabled');
    const next = await target.client.get('/api/account/profile');
    expect(next.status).toBe(401);
    expect(next.body.code).toBe(ErrorCode.notLoggedIn);
    const login = await target.client.post('/api/login', {
      form: { email: target.email, password: PASSWORD },
    });
    expect(login.body.code).toBe(ErrorCode.accountDisabled);
    const [audit] = await auditOf(ctx, 'account', target.uid);
    expect(audit).toMatchObject({ action: 'user.disable', operatorEmail });
    expect(audit!.details).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });

    // The same status again changes and records nothing.
    okMsg(await operator.post(`/api/ops/users/${target.uid}/status`, { json: { status: 'disabled' } }));
    expect(await auditOf(ctx, 'account', target.uid)).toHaveLength(1);

    okMsg(await operator.post(`/api/ops/users/${target.uid}/status`, { json: { status: 'active' } }));
    okMsg(await target.client.post('/api/login', { form: { email: target.email, password: PASSWORD } }));
    okMsg(await target.client.get('/api/account/profile'));
    expect((await auditOf(ctx, 'account', target.uid))[0]).toMatchObject({ action: 'user.enable' });

    const bad = await operator.post(`/api/ops/users/${target.uid}/status`, { json: { status: 'gone' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe(translate('en-US', 'ops.validation.statusValue'));
    const self = await operator.post(`/api/ops/users/${operatorUid}/status`, {
      json: { status: 'disabled' },
    });
    expect(self.status).toBe(403);
    expect(self.body.msg).toBe(translate('en-US', 'ops.errors.notOnYourself'));
  });

  it('records the command line as the operator of user:disable (the same service)', async () => {
    const target = await customer();
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    expect(await commands['user:disable']!.run(['--email', target.email])).toContain('sessions ended');
    expect((await target.client.get('/api/account/profile')).status).toBe(401);
    const [audit] = await auditOf(ctx, 'account', target.uid);
    expect(audit).toMatchObject({
      action: 'user.disable',
      operatorEmail: 'command line',
      operatorAccountId: null,
    });
  });

  it('changes the level: before 0, after 1 in the audit row', async () => {
    const target = await customer();
    const row = okMsg<OpsUserRow>(
      await operator.post(`/api/ops/users/${target.uid}/level`, { json: { level: 1 } }),
    );
    expect(row.level).toBe(1);
    expect(okMsg<{ level: number }>(await target.client.get('/api/account/profile')).level).toBe(1);
    const [audit] = await auditOf(ctx, 'account', target.uid);
    expect(audit).toMatchObject({ action: 'user.level' });
    expect(audit!.details).toMatchObject({ before: { level: 0 }, after: { level: 1 } });
    for (const level of [2, -1, 'x'])
      expect((await operator.post(`/api/ops/users/${target.uid}/level`, { json: { level } })).status).toBe(
        400,
      );
  });

  it('grants and takes the operator role, never to oneself nor to a sub-user', async () => {
    const target = await customer();
    const asCustomer = await target.client.get('/api/ops/users');
    expect(asCustomer.status).toBe(403);
    const granted = okMsg<OpsUserRow>(
      await operator.post(`/api/ops/users/${target.uid}/operator`, { json: { operator: true } }),
    );
    expect(granted.operator).toBe(true);
    // The new operator's session has the console's capability at its next call.
    okMsg(await target.client.get('/api/ops/users'));
    // …and cannot take the role from itself, nor give it back to the one who granted it… only another operator can.
    const selfRevoke = await target.client.post(`/api/ops/users/${target.uid}/operator`, {
      json: { operator: false },
    });
    expect(selfRevoke.status).toBe(403);
    expect(selfRevoke.body.msg).toBe(translate('en-US', 'ops.errors.notOnYourself'));
    const selfGrant = await operator.post(`/api/ops/users/${operatorUid}/operator`, {
      json: { operator: true },
    });
    expect(selfGrant.status).toBe(403);

    okMsg(await operator.post(`/api/ops/users/${target.uid}/operator`, { json: { operator: false } }));
    expect((await target.client.get('/api/ops/users')).status).toBe(403);
    expect((await auditOf(ctx, 'account', target.uid)).map((r) => [r.action, r.details])).toEqual([
      [
        'user.operator.revoke',
        expect.objectContaining({ before: { operator: true }, after: { operator: false } }),
      ],
      [
        'user.operator.grant',
        expect.objectContaining({ before: { operator: false }, after: { operator: true } }),
      ],
    ]);

    const sub = await signedInClient(ctx);
    await makeSubUser(ctx, sub.client, sub.email, target.email, 'sale');
    const toSub = await operator.post(`/api/ops/users/${await uidOf(ctx, sub.email)}/operator`, {
      json: { operator: true },
    });
    expect(toSub.status).toBe(409);
    expect(toSub.body.msg).toBe(translate('en-US', 'ops.errors.operatorMainOnly'));
    expect(
      (await operator.post(`/api/ops/users/${target.uid}/operator`, { json: { operator: 'yes' } })).status,
    ).toBe(400);
  });
});
