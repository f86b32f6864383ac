// The console's pricing-request inbox (issue 18): new / answered tabs, a request with its receipt image, and the
// reply — mailed to the requester, then answered with who and when and an audit row; a reply whose mail fails
// leaves the request new and says so; of two replies only one goes out. PGlite and, with PORTAL_TEST_DB=postgres,
// PostgreSQL.
import type { ListAnswer, OpsRequestDetail, OpsRequestRow } from '@portal/contract';
import { translate } from '@portal/i18n';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../db/schema/index.js';
import type { MailMessage } from '../../integrations/mail/index.js';
import { testDatabaseKind } from '../../test/database.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { auditOf, signedInOperator } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';
import { createPricingRequestsRepository } from '../pricing-requests/pricing-requests.repository.js';

const sent: MailMessage[] = [];
let failing = false;
let ctx: TestContext;
let operator: TestClient;
let operatorEmail: string;

// 1×1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  ctx = await createTestContext({
    mailer: {
      async send(message) {
        if (failing) throw new Error('smtp: connection refused');
        sent.push(message);
      },
      async close() {},
    },
  });
  ({ client: operator, email: operatorEmail } = await signedInOperator(ctx));
}, 60_000);
afterAll(() => ctx?.close());

/** A request as promote/email stores it (its own mails sent already, so the mail job leaves it alone). */
async function request(withReceipt: boolean): Promise<number> {
  const { email } = await signedInClient(ctx);
  const [account] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, email));
  return createPricingRequestsRepository(ctx.handle.db).insert({
    accountId: account!.id,
    kind: withReceipt ? 'guarantee' : 'bulkBuys',
    email,
    details: withReceipt ? { name: 'Ada' } : { quantity: 50, comments: 'volume price?' },
    ...(withReceipt ? { voucher: PNG, voucherType: 'image/png' as const } : {}),
    lang: 'zh-CN',
    ip: '198.51.100.7',
    confirmationMailedAt: ctx.clock.now(),
    salesMailedAt: ctx.clock.now(),
  });
}

const tab = async (state: string) =>
  okMsg<ListAnswer<OpsRequestRow>>(
    await operator.get(`/api/ops/requests?state=${state}&pageSize=100`),
  ).list.map((row) => row.id);

describe(`pricing-request inbox (${testDatabaseKind})`, () => {
  it('shows a new request with its receipt, replies by mail, and moves it to answered with who and when', async () => {
    const id = await request(true);
    expect(await tab('new')).toContain(id);
    expect(await tab('answered')).not.toContain(id);
    const detail = okMsg<OpsRequestDetail>(await operator.get(`/api/ops/requests/${id}`));
    expect(detail).toMatchObject({ id, kind: 'guarantee', voucherType: 'image/png', answeredAt: null });
    expect(detail.voucher).toBe(`data:image/png;base64,${PNG.toString('base64')}`);

    const replied = okMsg<OpsRequestRow>(
      await operator.post(`/api/ops/requests/${id}/reply`, { json: { message: 'We match it: 10% off.' } }),
    );
    expect(replied).toMatchObject({ answeredBy: operatorEmail, answer: 'We match it: 10% off.' });
    expect(replied.answeredAt).not.toBeNull();
    const mail = sent.at(-1)!;
    expect(mail).toMatchObject({ to: detail.email, text: 'We match it: 10% off.' });
    // In the language the request was sent in.
    expect(mail.subject).toBe(`回复：您的转换并匹配保证 #${id}`);
    expect(await tab('new')).not.toContain(id);
    expect(await tab('answered')).toContain(id);
    const [audit] = await auditOf(ctx, 'pricingRequest', String(id));
    expect(audit).toMatchObject({ action: 'request.reply', operatorEmail });
    expect(audit!.details).toMatchObject({ before: { state: 'new' }, after: { state: 'answered' } });

    // A second reply is refused: one answer per request, one mail.
    const mails = sent.length;
    const again = await operator.post(`/api/ops/requests/${id}/reply`, { json: { message: 'again' } });
    expect(again.status).toBe(409);
    expect(sent.length).toBe(mails);
  });

  it('leaves the request new when the mail cannot be sent, and says so', async () => {
    const id = await request(false);
    failing = true;
    try {
      const answer = await operator.post(`/api/ops/requests/${id}/reply`, {
        json: { message: 'Quote: 9 USD' },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.msg).toContain(String(id));
    } finally {
      failing = false;
    }
    expect(await tab('new')).toContain(id);
    const detail = okMsg<OpsRequestDetail>(await operator.get(`/api/ops/requests/${id}`));
    expect(detail).toMatchObject({ answeredAt: null, answeredBy: null, answer: null, voucher: null });
    const audits = await auditOf(ctx, 'pricingRequest', String(id));
    expect(audits.map((row) => row.action)).toEqual(['request.reply.failed', 'request.reply']);
    // Trying again works.
    okMsg(await operator.post(`/api/ops/requests/${id}/reply`, { json: { message: 'Quote: 9 USD' } }));
    expect(await tab('answered')).toContain(id);
  });

  it('sends one reply of two concurrent ones', async () => {
    const id = await request(false);
    const before = sent.length;
    const answers = await Promise.all(
      ['first', 'second'].map((message) =>
        operator.post(`/api/ops/requests/${id}/reply`, { json: { message } }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(sent.length - before).toBe(1);
  });

  it('refuses bad input with a localised 400 and an unknown request with 404, writing nothing', async () => {
    const id = await request(false);
    const empty = await operator.post(`/api/ops/requests/${id}/reply`, {
      json: { message: '  ' },
      headers: { 'accept-language': 'zh-TW' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe(translate('zh-TW', 'opsContent.validation.messageRequired'));
    expect((await operator.get('/api/ops/requests?state=closed')).status).toBe(400);
    expect((await operator.get('/api/ops/requests/999999999')).status).toBe(404);
    expect(
      (await operator.post('/api/ops/requests/999999999/reply', { json: { message: 'x' } })).status,
    ).toBe(404);
    expect(await auditOf(ctx, 'pricingRequest', String(id))).toEqual([]);
  });
});
