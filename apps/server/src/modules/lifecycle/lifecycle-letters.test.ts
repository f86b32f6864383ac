import type { LetterRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { DAY, MINUTE } from '../../lib/clock.js';
import { lifecycleSuite, orderRow, relogin, trialOrder, type TestOrder } from '../../test/lifecycle.js';
import { okMsg } from '../../test/purchase.js';
import { VALIDATION_WAITING_DAYS } from './lifecycle.service.js';

const { lc, sweep, subjects } = lifecycleSuite();
const toDay = (from: Date, days: number) => lc.ctx.clock.set(new Date(from.getTime() + days * DAY + MINUTE));

/** The order's account's private letters (the bell's list), newest first. */
async function lettersOf(order: TestOrder): Promise<LetterRow[]> {
  await relogin(order.client, order.email);
  return okMsg<{ list: LetterRow[] }>(await order.client.get('/api/letters?tag=private&page=1&pageSize=999'))
    .list;
}

describe('lifecycle letters', () => {
  it('writes each lifecycle mail as a private letter too, once, also when the mail failed first', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    toDay(start, 11);
    lc.mail.failNext(true);
    await sweep(order).finally(() => lc.mail.failNext(false));
    expect((await sweep(order)).trial.reminded).toBe(1);
    await sweep(order);

    const [subject] = subjects(order);
    const trialLetters = (await lettersOf(order)).filter((l) => l.title === subject);
    expect(trialLetters).toHaveLength(1);
    expect(trialLetters[0]).toMatchObject({ status: 'unread' });
    // The mail's text as HTML: paragraphs, the order's link clickable, nothing unescaped.
    expect(trialLetters[0]!.content).toMatch(/^<p>The free trial of order #\d+/);
    expect(trialLetters[0]!.content).toContain(`/admin/order-detail/${order.id}</a>`);
    expect(trialLetters[0]!.content).toContain('rel="noopener noreferrer"');
  });

  it(`reminds an order still waiting for validation ${VALIDATION_WAITING_DAYS} days after it was placed, once`, async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    okMsg(await order.client.get(`/api/order/commit?id=${order.id}`));
    expect((await orderRow(lc.ctx, order.id)).status).toBe(0);

    toDay(start, VALIDATION_WAITING_DAYS - 1);
    expect((await sweep(order)).validationReminded).toBe(0);

    toDay(start, VALIDATION_WAITING_DAYS);
    expect((await sweep(order)).validationReminded).toBe(1);
    expect((await sweep(order)).validationReminded).toBe(0);
    const mails = subjects(order).filter((s) => s.includes('waiting for domain validation'));
    expect(mails).toEqual([`Order #${order.id}: still waiting for domain validation`]);
    const letters = (await lettersOf(order)).filter((l) => l.title === mails[0]);
    expect(letters).toHaveLength(1);
    expect(letters[0]!.content).toContain(`placed ${VALIDATION_WAITING_DAYS} days ago`);

    // The same letter on a zh-TW page: composed again from its messages, not the English of the time.
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-tw' } }));
    const read = okMsg<{ list: LetterRow[] }>(await order.client.get('/api/letters?tag=private')).list;
    const zh = read.find((l) => l.id === letters[0]!.id)!;
    expect(zh.title).toBe(`訂單 #${order.id}：仍在等待網域驗證`);
    expect(zh.content).not.toContain('waiting for domain validation');
    expect(zh.content).toContain(`/admin/order-detail/${order.id}</a>`);
  });

  it('does not remind an order that was validated in time', async () => {
    const start = lc.ctx.clock.now();
    const order = await trialOrder(lc.ctx);
    toDay(start, VALIDATION_WAITING_DAYS + 1);
    // Waiting submit (12) is the customer's step before validation starts: no validation reminder.
    expect((await orderRow(lc.ctx, order.id)).status).toBe(12);
    expect((await sweep(order)).validationReminded).toBe(0);
  });
});
