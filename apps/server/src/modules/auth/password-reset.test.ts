import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock.js';
import {
  createTestContext,
  PASSWORD,
  signedInClient,
  uniqueEmail,
  type TestContext,
} from '../../test/harness.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** Waits for the mail to the address (recovery mail is sent after the answer) and parses it. */
async function mailTo(email: string) {
  for (let i = 0; i < 100; i++) {
    const raw = ctx.outbox().find((m) => m.includes(email));
    if (raw) return simpleParser(raw);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no mail to ${email}`);
}

async function resetTokenFor(email: string): Promise<string> {
  const mail = await mailTo(email);
  const match = /manage-reset\?token=([\w-]+)/.exec(mail.text ?? '');
  if (!match) throw new Error(`no link in mail:\n${mail.text}`);
  return match[1]!;
}

describe('password recovery', () => {
  it('mails a link whose token sets a new password once, and ends every session', async () => {
    const { client, email } = await signedInClient(ctx);
    const forget = await ctx.client().get(`/api/forget?email=${encodeURIComponent(email)}`);
    expect(forget.body).toEqual({ code: 0, msg: true });
    const token = await resetTokenFor(email);
    const mail = await mailTo(email);
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain(`http://portal.test/admin/manage-reset?token=${token}`);
    expect(mail.text).toContain('within 60 minutes');

    const reset = await ctx
      .client()
      .post(`/api/reset/${token}`, { form: { password: 'brand new secret', confirm: 'brand new secret' } });
    expect(reset.body).toEqual({ code: 0, msg: true });
    expect((await client.get('/api/islogin')).body.msg).toBe(false);
    expect((await ctx.client().post('/api/login', { form: { email, password: PASSWORD } })).body.code).toBe(
      1008,
    );
    expect(
      (await ctx.client().post('/api/login', { form: { email, password: 'brand new secret' } })).body.code,
    ).toBe(0);

    const reused = await ctx
      .client()
      .post(`/api/reset/${token}`, { form: { password: 'third secret!', confirm: 'third secret!' } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({
      code: 1010,
      msg: 'The reset link is invalid or has expired. Please request a new one',
    });
  });

  it('refuses a token older than one hour', async () => {
    const { email } = await signedInClient(ctx);
    await ctx.client().get(`/api/forget?email=${encodeURIComponent(email)}`);
    const token = await resetTokenFor(email);
    ctx.clock.advance(60 * MINUTE + 1000);
    const late = await ctx
      .client()
      .post(`/api/reset/${token}`, { form: { password: 'brand new secret', confirm: 'brand new secret' } });
    expect(late.body.code).toBe(1010);
    expect((await ctx.client().post('/api/login', { form: { email, password: PASSWORD } })).body.code).toBe(
      0,
    );
  });

  it('answers an unknown address exactly like a known one, and sends nothing', async () => {
    const before = ctx.outbox().length;
    const email = uniqueEmail('nobody');
    const res = await ctx.client().get(`/api/forget?email=${encodeURIComponent(email)}`);
    expect(res.body).toEqual({ code: 0, msg: true });
    await new Promise((r) => setTimeout(r, 200));
    expect(ctx.outbox().length).toBe(before);
  });

  it('checks the new password like registration does', async () => {
    const res = await ctx
      .client()
      .post('/api/reset/whatever', { form: { password: 'abcdefgh', confirm: '' } });
    expect(res.body.errors).toEqual([{ field: 'confirm', message: 'Please confirm the password' }]);
    const bad = await ctx
      .client()
      .post('/api/reset/not-a-real-token', { form: { password: 'abcdefgh', confirm: 'abcdefgh' } });
    expect(bad.body.code).toBe(1010);
  });

  it('limits recovery requests per address', async () => {
    const client = ctx.client();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++)
      codes.push((await client.get(`/api/forget?email=${encodeURIComponent(uniqueEmail())}`)).status);
    expect(codes).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
