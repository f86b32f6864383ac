import type { AuditLogRow, SubAccountRow } from '@portal/contract';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../lib/clock.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { INVITATION_TTL_DAYS } from './team.service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const SUB_PASSWORD = 'sub-user secret 1';

function subUserForm(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    email: uniqueEmail('sub'),
    firstName: 'Grace',
    lastName: 'Hopper',
    telephone: '+1 555 0100',
    jobTitle: 'Accountant',
    role: 'finance',
    auditPerm: 'invalid',
    ...overrides,
  };
}

/** The invitation mails to the address so far, parsed, oldest first. */
async function invitationsTo(email: string) {
  const raws = ctx.outbox().filter((m) => m.includes(email));
  return Promise.all(raws.map((raw) => simpleParser(raw)));
}

async function tokenOf(mail: { text?: string | undefined }): Promise<string> {
  const match = /manage-reset\?token=([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in mail:\n${mail.text}`);
  return match[1]!;
}

async function latestToken(email: string): Promise<string> {
  const mails = await invitationsTo(email);
  expect(mails.length).toBeGreaterThan(0);
  return tokenOf(mails.at(-1)!);
}

function setPassword(token: string, password = SUB_PASSWORD) {
  return ctx.client().post(`/api/reset/${token}`, { form: { password, confirm: password } });
}

async function login(email: string, password = SUB_PASSWORD): Promise<TestClient> {
  const client = ctx.client();
  okMsg(await client.post('/api/login', { form: { email, password } }));
  return client;
}

/** A main account with one invited sub-user (password set unless `invitedOnly`). */
async function team(form: Record<string, string> = {}, invitedOnly = false) {
  const main = await signedInClient(ctx);
  const values = subUserForm(form);
  const row = okMsg<SubAccountRow>(await main.client.post('/api/sub-account', { form: values }));
  if (!invitedOnly) okMsg(await setPassword(await latestToken(values.email)));
  return { main, sub: row, form: values };
}

function update(client: TestClient, row: SubAccountRow, changes: Record<string, string>) {
  const form = {
    subUID: row.uid,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    telephone: row.telephone,
    jobTitle: row.jobTitle,
    role: row.role,
    auditPerm: row.auditPerm,
    status: row.status,
    ...changes,
  };
  return client.put<SubAccountRow>(`/api/sub-accounts/${row.uid}`, { form });
}

describe('sub-users', () => {
  it('adds an invited sub-user, mails the set-password link naming the main account, lists it', async () => {
    const main = await signedInClient(ctx);
    const form = subUserForm();
    const created = await main.client.post<SubAccountRow>('/api/sub-account', { form });
    expect(created.body).toMatchObject({
      code: 0,
      msg: {
        email: form.email,
        firstName: 'Grace',
        lastName: 'Hopper',
        telephone: '+1 555 0100',
        jobTitle: 'Accountant',
        role: 'finance',
        status: 'effective',
        auditPerm: 'invalid',
        lastLoginAt: null,
        invited: true,
      },
    });
    expect(created.body.msg.uid).toMatch(/^\d{8}$/);

    const [mail] = await invitationsTo(form.email);
    expect(mail!.subject).toBe(`${main.email} invited you to the certificate portal`);
    expect(mail!.text).toContain(`${main.email} added you to their account`);
    expect(mail!.text).toContain('as a Finance user');
    expect(mail!.text).toContain(`within ${INVITATION_TTL_DAYS} days`);
    expect(mail!.text).toMatch(/http:\/\/portal\.test\/admin\/manage-reset\?token=[\w-]+/);

    // No usable password before the link is used.
    const early = await ctx.client().post('/api/login', { form: { email: form.email, password: '' } });
    expect(early.body.code).not.toBe(0);

    const list = okMsg<{ list: SubAccountRow[]; total: number }>(
      await main.client.get('/api/sub-accounts?page=1&pageSize=10'),
    );
    expect(list.total).toBe(1);
    expect(list.list).toEqual([created.body.msg]);
  });

  it('lets the invited finance and sale users set a password once and log in with their role', async () => {
    const { main, form } = await team({ role: 'finance' }, true);
    const token = await latestToken(form.email);
    expect((await setPassword(token)).body).toEqual({ code: 0, msg: true });
    const reused = await setPassword(token, 'another secret 2');
    expect(reused.body.code).toBe(1010);

    const finance = await login(form.email);
    const profile = okMsg<{ role: string; capabilities: string[] }>(
      await finance.get('/api/account/profile'),
    );
    expect(profile.role).toBe('finance');
    expect(profile.capabilities).toContain('pay');
    expect(profile.capabilities).not.toContain('team.manage');

    // The sub-user works on its main account's records: the main account's order, paid from its balance.
    const orderId = await placeOrder(main.client);
    await creditFunds(ctx, main.email, '500.00');
    okMsg(await payByBalance(finance, orderId));
    const orders = okMsg<{ list: { id: number }[] }>(await finance.get(`/api/orders?orderID=${orderId}`));
    expect(orders.list.map((o) => o.id)).toContain(orderId);

    const saleForm = subUserForm({ role: 'sale' });
    okMsg(await main.client.post('/api/sub-account', { form: saleForm }));
    okMsg(await setPassword(await latestToken(saleForm.email)));
    const sale = await login(saleForm.email);
    const saleProfile = okMsg<{ role: string; capabilities: string[] }>(
      await sale.get('/api/account/profile'),
    );
    expect(saleProfile.role).toBe('sale');
    expect(saleProfile.capabilities).not.toContain('pay');
    const saleOrder = await placeOrder(main.client);
    expect((await payByBalance(sale, saleOrder)).status).toBe(403);

    const listed = okMsg<{ list: SubAccountRow[] }>(await main.client.get('/api/sub-accounts'));
    const financeRow = listed.list.find((row) => row.email === form.email)!;
    expect(financeRow.invited).toBe(false);
    expect(financeRow.lastLoginAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it(`refuses an invitation link after ${INVITATION_TTL_DAYS} days`, async () => {
    const { form } = await team({}, true);
    const token = await latestToken(form.email);
    ctx.clock.advance(INVITATION_TTL_DAYS * DAY + 1000);
    expect((await setPassword(token)).body.code).toBe(1010);
  });

  it('replaces the link on resend: the old one is refused, the new one works', async () => {
    const { main, sub, form } = await team({}, true);
    const first = await latestToken(form.email);
    expect((await main.client.put(`/api/sub-accounts/${sub.uid}/passwd`)).body).toEqual({
      code: 0,
      msg: true,
    });
    const mails = await invitationsTo(form.email);
    expect(mails).toHaveLength(2);
    const second = await tokenOf(mails[1]!);
    expect(second).not.toBe(first);
    expect((await setPassword(first)).body.code).toBe(1010);
    expect((await setPassword(second)).body.code).toBe(0);
    await login(form.email);
  });

  it('refuses an e-mail already registered, and a sub-user cannot become a main account by registering its e-mail', async () => {
    const { main, form } = await team();
    const again = await main.client.post('/api/sub-account', { form: subUserForm({ email: form.email }) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 1009,
      msg: 'This email address is already registered',
      errors: [{ field: 'email', message: 'This email address is already registered' }],
    });
    const mainsOwn = await main.client.post('/api/sub-account', { form: subUserForm({ email: main.email }) });
    expect(mainsOwn.body.code).toBe(1009);

    // Registration answers as for a new address (it never tells that an address is taken) and changes nothing.
    const register = await ctx.client().post('/api/register', {
      form: { email: form.email.toUpperCase(), password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    expect(register.status).toBe(200);
    expect(register.body).toEqual({ code: 0, msg: { email: form.email.toLowerCase() } });
    // The sub-user is still the sub-user.
    const sub = await login(form.email);
    expect(okMsg<{ role: string }>(await sub.get('/api/account/profile')).role).toBe('finance');
  });

  it('applies a role or audit permission change from the next call', async () => {
    const { main, sub, form } = await team({ role: 'finance', auditPerm: 'invalid' });
    const client = await login(form.email);
    const before = okMsg<{ capabilities: string[] }>(await client.get('/api/account/profile'));
    expect(before.capabilities).toContain('pay');
    expect(before.capabilities).not.toContain('audit.read');

    const changed = okMsg(await update(main.client, sub, { role: 'sale', auditPerm: 'effective' }));
    expect(changed).toMatchObject({ role: 'sale', auditPerm: 'effective', status: 'effective' });
    const after = okMsg<{ role: string; capabilities: string[] }>(await client.get('/api/account/profile'));
    expect(after.role).toBe('sale');
    expect(after.capabilities).not.toContain('pay');
    expect(after.capabilities).toContain('audit.read');
  });

  it('edits the details; a taken e-mail is refused', async () => {
    const { main, sub } = await team();
    const other = await signedInClient(ctx);
    const taken = await update(main.client, sub, { email: other.email });
    expect(taken.body.code).toBe(1009);
    const edited = okMsg(
      await update(main.client, sub, {
        firstName: 'Ada',
        jobTitle: 'Controller',
        telephone: '+44 20 7946 0000',
      }),
    );
    expect(edited).toMatchObject({ firstName: 'Ada', jobTitle: 'Controller', telephone: '+44 20 7946 0000' });
  });

  it('gives one of two edits racing for the same new e-mail the 409 of a taken address, never a 500', async () => {
    const main = await signedInClient(ctx);
    const rows = [];
    for (let i = 0; i < 2; i++)
      rows.push(okMsg<SubAccountRow>(await main.client.post('/api/sub-account', { form: subUserForm() })));
    const wanted = uniqueEmail('race');
    const answers = await Promise.all(rows.map((row) => update(main.client, row, { email: wanted })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const lost = answers.find((a) => a.status === 409)!;
    expect(lost.body).toMatchObject({ code: 1009, msg: 'This email address is already registered' });
    const list = okMsg<{ list: SubAccountRow[] }>(
      await main.client.get('/api/sub-accounts?page=1&pageSize=10'),
    ).list;
    expect(list.filter((r) => r.email === wanted)).toHaveLength(1);
  });

  it('status invalid ends the open session at once, refuses its login and its resend; enabling lets it in again', async () => {
    const { main, sub, form } = await team();
    const client = await login(form.email);
    expect((await client.get('/api/account/profile')).status).toBe(200);

    okMsg(await update(main.client, sub, { status: 'invalid' }));
    const closed = await client.get('/api/account/profile');
    expect(closed.status).toBe(401);
    expect(closed.body.code).toBe(1002);
    const refused = await ctx
      .client()
      .post('/api/login', { form: { email: form.email, password: SUB_PASSWORD } });
    expect(refused.body).toMatchObject({ code: 1014, msg: 'This account has been disabled' });
    const resend = await main.client.put(`/api/sub-accounts/${sub.uid}/passwd`);
    expect(resend.status).toBe(409);

    const listed = okMsg<{ list: SubAccountRow[] }>(await main.client.get('/api/sub-accounts'));
    expect(listed.list[0]!.status).toBe('invalid');
    okMsg(await update(main.client, { ...sub, status: 'invalid' }, { status: 'effective' }));
    await login(form.email);
  });

  it('disables the open invitation with the sub-user', async () => {
    const { main, sub, form } = await team({}, true);
    const token = await latestToken(form.email);
    okMsg(await update(main.client, sub, { status: 'invalid' }));
    expect((await setPassword(token)).body.code).toBe(1010);
  });

  it('a disabled main account disables its team (sessions and logins)', async () => {
    const { main, form } = await team();
    const client = await login(form.email);
    const { setAccountStatus } = await import('../account/account-status.js');
    const { COMMAND_LINE_ACTOR } = await import('../operator-audit/operator-audit.js');
    await setAccountStatus(
      ctx.handle.db,
      { email: main.email },
      'disabled',
      ctx.clock.now(),
      COMMAND_LINE_ACTOR,
    );
    ctx.clock.advance(1000); // past this process's session cache (0.9 s)
    expect((await client.get('/api/account/profile')).status).toBe(401);
    const refused = await ctx
      .client()
      .post('/api/login', { form: { email: form.email, password: SUB_PASSWORD } });
    expect(refused.body.code).toBe(1014);
    await setAccountStatus(
      ctx.handle.db,
      { email: main.email },
      'active',
      ctx.clock.now(),
      COMMAND_LINE_ACTOR,
    );
    await login(form.email);
  });

  it('answers 404 to another main account for our sub-user, on edit and resend, and lists none of them', async () => {
    const { sub, form } = await team();
    const other = await signedInClient(ctx);
    const edit = await update(other.client, sub, { status: 'invalid' });
    expect(edit.status).toBe(404);
    expect(edit.body.code).toBe(1004);
    const resend = await other.client.put(`/api/sub-accounts/${sub.uid}/passwd`);
    expect(resend.status).toBe(404);
    const listed = okMsg<{ list: SubAccountRow[]; total: number }>(
      await other.client.get('/api/sub-accounts'),
    );
    expect(listed).toEqual({ list: [], total: 0 });
    // Nothing changed: the sub-user still logs in and got no new mail.
    await login(form.email);
    expect(await invitationsTo(form.email)).toHaveLength(1);
  });

  it('a sub-user may not manage the team (403)', async () => {
    const { form } = await team();
    const sub = await login(form.email);
    const res = await sub.get('/api/sub-accounts');
    expect(res.status).toBe(403);
  });

  it('records the team changes in the audit log of the main account', async () => {
    const { main, sub } = await team();
    okMsg(await update(main.client, sub, { status: 'invalid' }));
    okMsg(await update(main.client, { ...sub, status: 'invalid' }, { status: 'effective' }));
    okMsg(await main.client.put(`/api/sub-accounts/${sub.uid}/passwd`));
    const log = okMsg<{ list: AuditLogRow[] }>(await main.client.get('/api/log?pageSize=50'));
    const events = log.list.filter((e) => e.action.startsWith('subUser.')).reverse();
    expect(events.map((e) => e.action)).toEqual([
      'subUser.create',
      'subUser.update',
      'subUser.disable',
      'subUser.update',
      'subUser.resend',
    ]);
    expect(events.every((e) => e.message.includes(sub.uid) && e.email === main.email)).toBe(true);
    expect(events[0]!.ip).toBe(main.client.address);
  });

  it('checks every field with the messages of the spec', async () => {
    const { client } = await signedInClient(ctx);
    const res = await client.post('/api/sub-account', { form: {} });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter email address' },
      { field: 'firstName', message: 'Please enter the first name' },
      { field: 'lastName', message: 'Please enter the last name' },
      { field: 'telephone', message: 'Please enter the telephone number' },
      { field: 'jobTitle', message: 'Please enter the job title' },
      { field: 'role', message: 'Please select the role' },
      { field: 'auditPerm', message: 'Please select the audit permission' },
    ]);
    const { sub } = await team();
    const noStatus = await client.put(`/api/sub-accounts/${sub.uid}`, {
      form: { ...subUserForm(), subUID: sub.uid },
    });
    expect(noStatus.body.errors).toEqual([{ field: 'status', message: 'Please select user status' }]);
    const badRole = await client.post('/api/sub-account', { form: subUserForm({ role: 'admin' }) });
    expect(badRole.body.errors).toEqual([{ field: 'role', message: 'Please select the role' }]);
  });
});
