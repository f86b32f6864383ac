import { ErrorCode, type AuthInfoItem, type LetterRow } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letters as lettersTable } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../../test/dcv-context.js';
import {
  createTestContext,
  signedInClient,
  uniqueEmail,
  type TestClient,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../../test/purchase.js';
import { payByWallet, topUp, walletSuite } from '../../test/wallet.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { sanitizeLetterHtml } from './letter-html.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const commands = () =>
  createOperatorCommands({
    db: ctx.handle.db,
    clock: ctx.clock,
    migrate: async () => {},
    refunds: ctx.app.portal.refunds,
  });

/** `portal letter:send …` as an operator types it. */
const send = (...args: string[]) => runOperatorCommand(commands(), 'letter:send', args);

async function sendPrivate(email: string, title: string, html = `<p>${title}</p>`) {
  const answer = await send('--email', email, '--title', title, '--html', html);
  expect(answer).toMatchObject({ ok: true });
  return Number(/letter (\d+)/.exec(answer.output)![1]);
}

async function sendPublic(title: string, html = `<p>${title}</p>`) {
  const answer = await send('--public', '--title', title, '--html', html);
  expect(answer).toMatchObject({ ok: true, output: expect.stringContaining('every account') });
  return Number(/letter (\d+)/.exec(answer.output)![1]);
}

const list = async (client: TestClient, tag: 'private' | 'public', page = 1, pageSize = 999) =>
  okMsg<{ list: LetterRow[]; total: number }>(
    await client.get(`/api/letters?tag=${tag}&page=${page}&pageSize=${pageSize}`),
  );
const unread = async (client: TestClient) => okMsg<number>(await client.get('/api/letters/unread'));
const markRead = (client: TestClient, id: number | string, status = 'read') =>
  client.put(`/api/letters/modify/${id}`, { form: { status } });

describe('letters', () => {
  it('lists one tab at a time, newest first, page by page', async () => {
    const { client, email } = await signedInClient(ctx);
    for (const n of [1, 2, 3]) {
      await sendPrivate(email, `Private ${n}`);
      ctx.clock.advance(MINUTE);
    }
    const first = await list(client, 'private', 1, 2);
    expect(first.total).toBe(3);
    expect(first.list.map((l) => l.title)).toEqual(['Private 3', 'Private 2']);
    expect(first.list[0]).toMatchObject({ content: '<p>Private 3</p>', status: 'unread' });
    expect(Date.parse(first.list[0]!.createdAt)).toBeGreaterThan(Date.parse(first.list[1]!.createdAt));
    const second = await list(client, 'private', 2, 2);
    expect(second).toMatchObject({ total: 3, list: [{ title: 'Private 1' }] });
    // The public tab holds none of them.
    expect((await list(client, 'public')).list.map((l) => l.title)).not.toContain('Private 1');
    expect((await client.get('/api/letters?tag=secret')).status).toBe(400);
  });

  it('counts private letters not opened and public letters the account has not read', async () => {
    const { client, email } = await signedInClient(ctx);
    const before = await unread(client);
    const privateId = await sendPrivate(email, 'Count me');
    const publicId = await sendPublic('Count me too');
    expect(await unread(client)).toBe(before + 2);
    okMsg(await markRead(client, privateId));
    expect(await unread(client)).toBe(before + 1);
    okMsg(await markRead(client, publicId));
    expect(await unread(client)).toBe(before);
    // Opening again changes nothing.
    okMsg(await markRead(client, privateId));
    expect(await unread(client)).toBe(before);
    expect((await list(client, 'private')).list).toEqual([expect.objectContaining({ status: 'read' })]);
    expect((await list(client, 'public')).list.find((l) => l.id === publicId)?.status).toBe('read');
    // Another account still has the public letter unread.
    const other = await signedInClient(ctx);
    expect((await list(other.client, 'public')).list.find((l) => l.id === publicId)?.status).toBe('unread');
  });

  it("marks only the caller's letters: another account's answers 404, a bad id or status 400", async () => {
    const a = await signedInClient(ctx);
    const b = await signedInClient(ctx);
    const mine = await sendPrivate(a.email, 'Mine');
    const theirs = await sendPrivate(b.email, 'Theirs');
    okMsg(await markRead(a.client, mine));
    const foreign = await markRead(a.client, theirs);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ErrorCode.notFound);
    expect(foreign.text).not.toContain('Theirs');
    expect((await list(b.client, 'private')).list[0]).toMatchObject({ title: 'Theirs', status: 'unread' });
    expect((await markRead(a.client, 99_999_999)).status).toBe(404);
    for (const bad of ['abc', '0', '-1', '1.5']) expect((await markRead(a.client, bad)).status).toBe(400);
    expect((await markRead(a.client, mine, 'unread')).status).toBe(400);
  });

  it('shows a public letter to an account registered after it was sent', async () => {
    const id = await sendPublic('Maintenance on Sunday', '<p>The portal pauses for <b>one hour</b>.</p>');
    ctx.clock.advance(MINUTE);
    const { client } = await signedInClient(ctx);
    const publicLetters = await list(client, 'public');
    expect(publicLetters.list.find((l) => l.id === id)).toMatchObject({
      title: 'Maintenance on Sunday',
      content: '<p>The portal pauses for <b>one hour</b>.</p>',
      status: 'unread',
    });
    expect(await unread(client)).toBeGreaterThanOrEqual(1);
  });

  it('stores only the allow-listed HTML: no script, event handler, javascript: link or style', async () => {
    const dirty =
      '<p style="color:red" class="x" onclick="steal()">Hello</p><script>alert(1)</script>' +
      '<img src="x" onerror="alert(2)"><a href="javascript:alert(3)">click</a>' +
      '<a href="https://example.com/help">help</a><style>body{display:none}</style><iframe src="https://e.x"></iframe>';
    const { client, email } = await signedInClient(ctx);
    await sendPrivate(email, 'Dirty', dirty);
    const [letter] = (await list(client, 'private')).list;
    for (const stored of [letter!.content, sanitizeLetterHtml(dirty)]) {
      expect(stored).not.toMatch(/script|onerror|onclick|javascript:|style|class=|iframe|alert/i);
      expect(stored).toContain('<p>Hello</p>');
      expect(stored).toContain(
        '<a href="https://example.com/help" target="_blank" rel="noopener noreferrer">help</a>',
      );
    }
    expect(sanitizeLetterHtml('<img src="data:image/png;base64,AAAA">')).not.toContain('data:');
  });

  it('writes "payment received" when an order is paid from the balance, in the account language', async () => {
    const { client, email } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-tw' } }));
    const id = await placeOrder(client, { domains: 'letters-pay.example.com' });
    await creditFunds(ctx, email, '5000.00');
    const paid = okMsg<{ totalAmount: number }>(await payByBalance(client, id));
    const [letter] = (await list(client, 'private')).list;
    expect(letter!.title).toBe(`已收到付款：${paid.totalAmount.toFixed(2)} USD`);
    expect(letter!.content).toContain(`訂單 ${id}`);
    expect(letter!.content).toContain('帳戶餘額');
  });

  it("shows an event's letter in the reader's language, whatever language it was written in", async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'en' } }));
    const subEmail = uniqueEmail('letters-lang');
    okMsg(
      await client.post('/api/sub-account', {
        form: {
          email: subEmail,
          firstName: 'Lin',
          lastName: 'Mei',
          telephone: '+1 555 0100',
          jobTitle: 'Buyer',
          role: 'sale',
          auditPerm: 'invalid',
        },
      }),
    );
    const sentId = await sendPrivate(subEmail, 'Operator note in English');
    const [operatorLetter, invited] = (await list(client, 'private')).list;
    expect(operatorLetter!.id).toBe(sentId);
    expect(invited).toMatchObject({ title: `Sub-user invited: ${subEmail}` });
    expect(invited!.content).toContain('Sale');

    // The same letter, read on a zh-TW page: composed again from its message and parameters.
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-tw' } }));
    const [operatorZh, invitedZh] = (await list(client, 'private')).list;
    expect(invitedZh).toMatchObject({ id: invited!.id, title: `已邀請子使用者：${subEmail}` });
    expect(invitedZh!.content).toContain('銷售');
    expect(invitedZh!.content).not.toContain('Sale');
    // An operator's letter has no message to compose: it reads as written.
    expect(operatorZh).toMatchObject({ id: sentId, title: 'Operator note in English' });
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    expect((await list(client, 'private')).list[1]!.title).toBe(`已邀请子用户：${subEmail}`);

    // A letter stored before events were kept (no event): still readable, in the text it was written with.
    await ctx.handle.db.update(lettersTable).set({ event: null }).where(eq(lettersTable.id, invited!.id));
    expect((await list(client, 'private')).list[1]).toMatchObject({
      id: invited!.id,
      title: `Sub-user invited: ${subEmail}`,
    });
  });

  it('writes the refund decision and lets sub-users read the account letters', async () => {
    const { client, email } = await signedInClient(ctx);
    const id = await placeOrder(client, { domains: 'letters-refund.example.com' });
    await creditFunds(ctx, email, '5000.00');
    okMsg(await payByBalance(client, id));
    okMsg(await client.get(`/api/order/cancel/${id}`));
    okMsg(
      await client.post(`/api/payment/refund/${id}`, {
        form: { email: 'me@example.com', phone: '+1 555 0100', desc: 'Wrong product' },
      }),
    );
    ctx.clock.advance(MINUTE);
    expect(await commands()['refund:approve']!.run(['--id', String(id)])).toContain('refunded');
    const [refund] = (await list(client, 'private')).list;
    expect(refund!.title).toBe(`Refund approved: order ${id}`);

    const subEmail = uniqueEmail('letters-sub');
    okMsg(
      await client.post('/api/sub-account', {
        form: {
          email: subEmail,
          firstName: 'Ada',
          lastName: '<b>Lovelace</b>',
          telephone: '+1 555 0100',
          jobTitle: 'Buyer',
          role: 'sale',
          auditPerm: 'invalid',
        },
      }),
    );
    const letters = (await list(client, 'private')).list;
    expect(letters[0]).toMatchObject({ title: `Sub-user invited: ${subEmail}`, status: 'unread' });
    expect(letters[0]!.content).toContain('Sale');
    // A private letter to the sub-user's address goes to its main account.
    const viaSub = await send('--email', subEmail, '--title', 'For the team', '--html', '<p>x</p>');
    expect(viaSub.output).toContain(`sent to ${email}`);
    const mainLetters = await list(client, 'private');
    expect(mainLetters.list[0]!.title).toBe('For the team');

    // The sub-user (password set from its invitation) reads the same letters and shares their read state.
    const mail = await simpleParser(
      ctx
        .outbox()
        .filter((raw) => raw.includes(subEmail))
        .at(-1)!,
    );
    const token = /manage-reset\?token=([\w-]+)/.exec(mail.text ?? '')![1]!;
    const subPassword = 'sub-user secret 1';
    okMsg(
      await ctx
        .client()
        .post(`/api/reset/${token}`, { form: { password: subPassword, confirm: subPassword } }),
    );
    const sub = ctx.client();
    okMsg(await sub.post('/api/login', { form: { email: subEmail, password: subPassword } }));
    expect(await list(sub, 'private')).toEqual(mainLetters);
    expect(await unread(sub)).toBe(await unread(client));
    const before = await unread(client);
    okMsg(await markRead(sub, mainLetters.list[0]!.id));
    expect(await unread(client)).toBe(before - 1);
  });
});

describe('portal letter:send', () => {
  it('sends private and public letters and refuses unknown or missing recipients', async () => {
    const { client, email } = await signedInClient(ctx);
    const privateAnswer = await send('--email', email, '--title', 'Hello', '--html', '<p>Hi</p>');
    expect(privateAnswer).toMatchObject({ ok: true, output: expect.stringContaining(`sent to ${email}`) });
    const publicAnswer = await send('--public', '--title', 'Notice', '--html', '<p>All</p>');
    expect(publicAnswer.ok).toBe(true);
    expect((await list(client, 'private')).list.map((l) => l.title)).toEqual(['Hello']);
    expect((await list(client, 'public')).list.map((l) => l.title)).toContain('Notice');

    const unknown = await send('--email', uniqueEmail('nobody'), '--title', 'x', '--html', 'x');
    expect(unknown).toMatchObject({
      ok: false,
      output: expect.stringContaining('no account has the address'),
    });
    expect((await send('--title', 'x', '--html', 'x')).ok).toBe(false);
    expect((await send('--public', '--email', email, '--title', 'x', '--html', 'x')).ok).toBe(false);
    expect((await send('--public', '--html', 'x')).output).toContain('--title is required');
    expect((await send('--email', 'not-an-address', '--title', 'x', '--html', 'x')).ok).toBe(false);
  });
});

describe('certificate issued letter', () => {
  let dcv: DcvTestContext;
  beforeAll(async () => {
    dcv = await startDcvTestContext();
  }, 60_000);
  afterAll(() => dcv?.close());

  it('writes "certificate issued" when the certificate is stored', async () => {
    const domain = `letters-${Date.now().toString(36)}.example.com`;
    const issued = await submittedOrder(dcv.ctx, { domains: domain });
    const info = issued.info as AuthInfoItem[];
    dcv.dns.setRecords(`_dnsauth.${domain}`, { txt: [[info[0]!.authValue]] });
    okMsg(await issued.client.get(`/api/order/authz/${issued.id}`));
    const letters = okMsg<{ list: LetterRow[] }>(await issued.client.get('/api/letters?tag=private')).list;
    const letter = letters.find((l) => l.title === `Certificate issued: ${domain}`);
    expect(letter?.content).toContain(`http://portal.test/admin/order-detail/${issued.id}`);
    // The payment before it wrote its own letter.
    expect(letters.some((l) => l.title.startsWith('Payment received'))).toBe(true);
  });
});

describe('card-wallet payment letter', () => {
  const wallet = walletSuite();

  it('writes "payment received" once when the wallet capture pays the order', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const id = await placeOrder(client);
    const paymentId = okMsg<string>(
      await client.post('/api/orders/payment/create', { json: { ordersID: [id] } }),
    );
    expect(await payByWallet(client, paymentId)).toMatchObject({ status: 'paid' });
    // Asking again does not write a second letter.
    okMsg(await client.get(`/api/payment/query/${paymentId}`));
    const letters = okMsg<{ list: LetterRow[] }>(await client.get('/api/letters?tag=private')).list;
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ title: 'Payment received: 59.00 USD', status: 'unread' });
    expect(letters[0]!.content).toContain('card wallet');
  });

  it('writes "funds added" once when a card top-up is captured', async () => {
    const { client } = await signedInClient(wallet.ctx);
    const paymentId = await topUp(client, '25.50');
    expect(await payByWallet(client, paymentId)).toMatchObject({ status: 'paid' });
    okMsg(await client.get(`/api/payment/query/${paymentId}`));
    const letters = okMsg<{ list: LetterRow[] }>(await client.get('/api/letters?tag=private')).list;
    expect(letters).toHaveLength(1);
    expect(letters[0]).toMatchObject({ title: 'Funds added: 25.50 USD', status: 'unread' });
    expect(letters[0]!.content).toContain('Your balance is now <b>25.50 USD</b>');
  });
});
