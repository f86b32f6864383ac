import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import { HOUR, MINUTE } from '../../lib/clock.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: { login: 5, windowMs: 60_000 } });
});
afterAll(() => ctx.close());

/** Waits for the mail to the address with this subject (sent after the answer) and parses it. */
async function mailTo(email: string, subject: string): Promise<ParsedMail> {
  for (let i = 0; i < 100; i++) {
    for (const raw of ctx.outbox().filter((m) => m.includes(email))) {
      const mail = await simpleParser(raw);
      if (mail.subject === subject) return mail;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no mail "${subject}" to ${email}`);
}

describe('register', () => {
  it('creates an account that can log in, and answers its email', async () => {
    const email = uniqueEmail();
    const client = ctx.client();
    const res = await client.post('/api/register', {
      form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ code: 0, msg: { email } });
    const login = await client.post('/api/login', { form: { email, password: PASSWORD } });
    expect(login.body).toEqual({ code: 0, msg: { email } });
  });

  it('answers a registered address exactly as a new one, makes no second account and mails the owner', async () => {
    const owner = uniqueEmail('owner');
    const fresh = uniqueEmail('fresh');
    await ctx
      .client()
      .post('/api/register', { json: { email: owner, password: PASSWORD, confirm: PASSWORD } });
    const register = (email: string) =>
      ctx.client().post('/api/register', {
        json: { email, password: 'another password here', confirm: 'another password here', from: 'common' },
      });
    const [taken, created] = [await register(owner.toUpperCase()), await register(fresh)];
    // Same status, same envelope, same headers (the lengths aside: the addresses differ), no cookie.
    expect(taken.status).toBe(200);
    expect(created.status).toBe(200);
    expect(taken.body).toEqual({ code: 0, msg: { email: owner } });
    expect(created.body).toEqual({ code: 0, msg: { email: fresh } });
    const headerNames = (answer: typeof taken) =>
      Object.keys(answer.headers)
        .filter((name) => !['date', 'content-length', 'x-request-id'].includes(name))
        .sort();
    expect(headerNames(taken)).toEqual(headerNames(created));
    expect(taken.cookies).toEqual([]);
    expect(created.cookies).toEqual([]);

    // One account for the address, with its own password still.
    const rows = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, owner));
    expect(rows).toHaveLength(1);
    expect(
      (await ctx.client().post('/api/login', { form: { email: owner, password: PASSWORD } })).status,
    ).toBe(200);
    const intruder = await ctx
      .client()
      .post('/api/login', { form: { email: owner, password: 'another password here' } });
    expect(intruder.body.code).toBe(1008);

    // The owner is told, with the login and the recovery page; the new account gets no such mail.
    const mail = await mailTo(owner, 'Someone tried to sign up with your address');
    expect(mail.text).toContain(
      `someone just tried to sign up for the certificate portal with your address ${owner}`,
    );
    expect(mail.text).toContain('http://portal.test/admin/manage-login');
    expect(mail.text).toContain('http://portal.test/admin/manage-reset');
    expect(ctx.outbox().some((raw) => raw.includes(fresh))).toBe(false);
  });

  it("mails the owner in the account's language, whatever the caller's", async () => {
    const subjects = { 'zh-CN': '有人尝试用您的邮箱地址注册', 'zh-TW': '有人嘗試用您的電子郵件地址註冊' };
    for (const [lang, subject] of Object.entries(subjects)) {
      const owner = uniqueEmail(`owner-${lang.toLowerCase()}`);
      const made = await ctx.client().post('/api/register', {
        json: { email: owner, password: PASSWORD, confirm: PASSWORD },
        headers: { 'accept-language': lang },
      });
      expect(made.body.code).toBe(0);
      const again = await ctx.client().post('/api/register', {
        json: { email: owner, password: PASSWORD, confirm: PASSWORD },
        headers: { 'accept-language': 'en-US' },
      });
      expect(again.body).toEqual({ code: 0, msg: { email: owner } });
      const mail = await mailTo(owner, subject);
      expect(mail.text).toContain(owner);
      expect(mail.text).toContain('http://portal.test/admin/manage-reset');
    }
  });

  it('answers field errors with the spec texts, one per field', async () => {
    const res = await ctx
      .client()
      .post('/api/register', { form: { email: '', password: 'abcdefgh', confirm: 'abcdefgX' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(1001);
    expect(res.body.errors).toEqual([
      { field: 'email', message: 'Please enter email address' },
      { field: 'confirm', message: 'The two passwords do not match. Please re-enter them' },
    ]);
    const missing = await ctx
      .client()
      .post('/api/register', { json: { email: uniqueEmail(), password: 'abcdefgh' } });
    expect(missing.body.errors).toEqual([{ field: 'confirm', message: 'Please confirm the password' }]);
  });

  it('answers in the language the caller asks for', async () => {
    const res = await ctx.client().post('/api/login', {
      form: { email: 'x@example.com', password: '' },
      headers: { 'accept-language': 'zh-CN,zh;q=0.9' },
    });
    expect(res.body.msg).toBe('请输入密码。');
    const tw = await ctx
      .client()
      .post('/api/login', { form: { email: '', password: 'x' }, headers: { cookie: 'lang=zh-tw' } });
    expect(tw.body.msg).toBe('請輸入電子郵件地址');
  });
});

describe('login and session', () => {
  it('refuses a wrong password and an unknown account with the same answer', async () => {
    const { email } = await signedInClient(ctx);
    const wrong = await ctx.client().post('/api/login', { form: { email, password: 'not the password' } });
    const unknown = await ctx
      .client()
      .post('/api/login', { form: { email: uniqueEmail(), password: 'not the password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.code).toBe(1008);
    expect(wrong.cookies).toEqual([]);
  });

  it('sets an HttpOnly SameSite=Lax session cookie and a readable csrf cookie', async () => {
    const email = uniqueEmail();
    const client = ctx.client();
    await client.post('/api/register', { form: { email, password: PASSWORD, confirm: PASSWORD } });
    const login = await client.post('/api/login', { form: { email, password: PASSWORD } });
    const sid = login.cookies.find((c) => c.name === 'sid');
    const csrf = login.cookies.find((c) => c.name === 'csrf_token');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(sid?.secure).toBeFalsy();
    expect(csrf?.httpOnly).toBeFalsy();
    expect(sid!.value.length).toBeGreaterThanOrEqual(43);
    expect((await client.get('/api/islogin')).body).toEqual({ code: 0, msg: true });
  });

  it('rotates the session id at login: the earlier session stops working', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = client.jar.get('sid')!;
    await client.post('/api/login', { form: { email, password: PASSWORD } });
    expect(client.jar.get('sid')).not.toBe(before);
    const old = await ctx.app.inject({
      method: 'GET',
      url: '/api/islogin',
      headers: { cookie: `sid=${before}` },
    });
    expect(old.json()).toEqual({ code: 0, msg: false });
  });

  it('logout destroys the session on the server, not only the cookie', async () => {
    const { client } = await signedInClient(ctx);
    const sid = client.jar.get('sid')!;
    const out = await client.get('/api/logout');
    expect(out.body.code).toBe(0);
    expect(client.jar.has('sid')).toBe(false);
    const replay = await ctx.app.inject({
      method: 'GET',
      url: '/api/account/profile',
      headers: { cookie: `sid=${sid}` },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 1002 });
  });

  it('expires a session after 12 hours without use', async () => {
    const { client } = await signedInClient(ctx);
    ctx.clock.advance(11 * HOUR);
    expect((await client.get('/api/islogin')).body.msg).toBe(true);
    ctx.clock.advance(11 * HOUR); // used 11 h ago: still alive
    expect((await client.get('/api/islogin')).body.msg).toBe(true);
    ctx.clock.advance(12 * HOUR + MINUTE);
    expect((await client.get('/api/islogin')).body.msg).toBe(false);
  });

  it('answers code 1002 with HTTP 401 to a protected call without a session', async () => {
    const res = await ctx.client().get('/api/account/profile');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: 1002, msg: 'Please log in first' });
  });
});

describe('CSRF', () => {
  it('refuses a state-changing call with the session cookie but without the header', async () => {
    const { client } = await signedInClient(ctx);
    const body = { json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' } };
    const noHeader = await client.post('/api/contact', { ...body, csrf: false });
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe(1007);
    const forged = await client.post('/api/contact', {
      ...body,
      csrf: false,
      headers: { 'x-csrf-token': 'guess' },
    });
    expect(forged.status).toBe(403);
    const list = await client.get<{ total: number }>('/api/contacts');
    expect(list.body.msg.total).toBe(0);
    const good = await client.post('/api/contact', body);
    expect(good.body.code).toBe(0);
  });

  it('refuses a csrf cookie and header that match each other but not the session', async () => {
    const { client } = await signedInClient(ctx);
    client.jar.set('csrf_token', 'attacker-chosen');
    const res = await client.put('/api/password/modify', {
      json: { old_password: PASSWORD, new_password: 'another password', confirm: 'another password' },
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe(1007);
  });
});

describe('cookies under https', () => {
  it('marks both cookies Secure when PUBLIC_URL is https', async () => {
    const secure = await createTestContext({ secureCookies: true, publicUrl: 'https://portal.test' });
    try {
      const email = uniqueEmail();
      const fresh = secure.client();
      await fresh.post('/api/register', { form: { email, password: PASSWORD, confirm: PASSWORD } });
      const ok = await fresh.post('/api/login', { form: { email, password: PASSWORD } });
      expect(ok.cookies.map((c) => [c.name, c.secure])).toEqual([
        ['sid', true],
        ['csrf_token', true],
      ]);
      expect(ok.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits', () => {
  it('answers 429 in the envelope once the login limit is reached', async () => {
    const email = uniqueEmail();
    const client = ctx.client();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (await client.post('/api/login', { form: { email, password: 'wrong password' } })).status,
      );
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const limited = await client.post('/api/login', { form: { email, password: 'wrong password' } });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe(1006);
    expect(limited.body.msg).toMatch(/Too many attempts\. Please wait \d+ seconds/);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('limits registrations per address', async () => {
    const limited = await createTestContext({ rateLimits: { register: 2, windowMs: 60_000 } });
    try {
      const client = limited.client();
      const register = () =>
        client.post('/api/register', {
          form: { email: uniqueEmail(), password: PASSWORD, confirm: PASSWORD },
        });
      expect([(await register()).status, (await register()).status, (await register()).status]).toEqual([
        200, 200, 429,
      ]);
      // Another address is not affected.
      const other = await limited.client().post('/api/register', {
        form: { email: uniqueEmail(), password: PASSWORD, confirm: PASSWORD },
      });
      expect(other.status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
