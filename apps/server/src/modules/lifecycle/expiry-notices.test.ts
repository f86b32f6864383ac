import { ErrorCode, type AuthInfoItem, type LetterRow } from '@portal/contract';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsFolder } from '../../db/migrations-folder.js';
import { accounts, lifecycleMarks, orders } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { uniqueEmail, type TestClient } from '../../test/harness.js';
import {
  currentCertificate,
  issuedOrder,
  lastCertificate,
  lifecycleSuite,
  orderRow,
  relogin,
  type TestOrder,
} from '../../test/lifecycle.js';
import { okMsg } from '../../test/purchase.js';
import { endKey, subscriptionEnd } from '../orders/subscription.js';

const { lc, sweep } = lifecycleSuite();

/** Moves the clock to `days` before the order's current certificate expires (plus a minute). */
async function daysBeforeExpiry(order: TestOrder, days: number) {
  const certificate = await currentCertificate(lc.ctx, order.id);
  lc.ctx.clock.set(new Date(certificate.notAfter.getTime() - days * DAY + MINUTE));
}
/** The days left that the notices mailed to `to` told, in sending order. */
const daysTold = (to: string) =>
  lc.mail.to(to).map((m) => Number(/in (\d+) days/.exec(m.text)?.[1] ?? Number.NaN));
const notices = (to: string) => lc.mail.to(to).filter((m) => /expires on|ends on/.test(m.subject));

/** Sessions end after 12 idle hours: a test that moved the clock logs in again before calling. */
async function call(order: TestOrder, method: 'GET' | 'PUT', path: string, json?: unknown) {
  await relogin(order.client, order.email);
  return order.client.call(method, path, json === undefined ? {} : { json });
}
const setAccountDays = async (order: TestOrder, days: number[]) =>
  okMsg(await call(order, 'PUT', '/api/account/expiry_notices', { days }));
const setOrderDays = async (order: TestOrder, days: number[] | null) =>
  okMsg(await call(order, 'PUT', '/api/order/expiry_notices', { orderID: order.id, days }));

/** Walks the clock day by day from `from` days before the certificate expires to its expiry, two runs a day. */
async function walk(order: TestOrder, from: number) {
  for (let days = from; days >= 0; days -= 1) {
    await daysBeforeExpiry(order, days);
    await sweep(order);
    await sweep(order);
  }
}

async function lettersOf(order: TestOrder): Promise<LetterRow[]> {
  await relogin(order.client, order.email);
  return okMsg<{ list: LetterRow[] }>(await order.client.get('/api/letters?tag=private&page=1&pageSize=999'))
    .list;
}

/** A sub-user's address of the order's account, chosen as the order's renewal e-mail. */
async function renewalAddress(order: TestOrder): Promise<string> {
  const email = uniqueEmail('renewals');
  const [owner] = await lc.ctx.handle.db.select().from(accounts).where(eq(accounts.email, order.email));
  await lc.ctx.handle.db.insert(accounts).values({
    uid: String(Date.now() % 100_000_000).padStart(8, '6'),
    email,
    passwordHash: 'x',
    role: 'finance',
    parentId: owner!.id,
  });
  await relogin(order.client, order.email);
  okMsg(
    await order.client.put('/api/order/renewal', {
      json: { orderID: order.id, renewMode: 'manual', email },
    }),
  );
  return email;
}

/** Reissues the order with its CSR, validating its names again by DNS where the old validation is too old. */
async function reissue(order: TestOrder): Promise<void> {
  await relogin(order.client, order.email);
  const made = okMsg<{ id: string; status: number }>(
    await order.client.post(`/api/order/reissue/${order.id}`, { form: { csrFrom: 'oldCSR' } }),
  );
  if (made.status === 3) return;
  const info = okMsg<AuthInfoItem[]>(await order.client.get(`/api/order/reissue/authInfo/${made.id}`));
  for (const item of info) lc.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  const done = okMsg<{ status: number }>(await order.client.get(`/api/order/reissue/authz/${made.id}`));
  expect(done.status).toBe(3);
}

describe('expiry notices: the job', () => {
  it('sends the default 30- and 7-day notices of a certificate once each, mail and letter, to the renewal e-mail', async () => {
    const order = await issuedOrder(lc);
    const to = await renewalAddress(order);
    const certificate = await currentCertificate(lc.ctx, order.id);

    await daysBeforeExpiry(order, 31);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    await daysBeforeExpiry(order, 30);
    expect((await sweep(order)).renewal.reminded).toBe(1);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    await daysBeforeExpiry(order, 8);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    await daysBeforeExpiry(order, 7);
    // Several processes running the job at once: one notice.
    const [a, b] = await Promise.all([sweep(order), sweep(order)]);
    expect(a.renewal.reminded + b.renewal.reminded).toBe(1);
    await daysBeforeExpiry(order, 1);
    expect((await sweep(order)).renewal.reminded).toBe(0);

    expect(lc.mail.to(order.email)).toEqual([]);
    const mails = lc.mail.to(to);
    expect(daysTold(to)).toEqual([30, 7]);
    expect(mails[0]!.subject).toBe(
      `The certificate of order #${order.id} (${certificate.commonName}) expires on ${certificate.notAfter
        .toISOString()
        .slice(0, 16)
        .replace('T', ' ')} UTC`,
    );
    // What to do: the subscription runs on, its next certificate comes; download it, or reissue now.
    expect(mails[0]!.text).toContain(`serial ${certificate.serialNumber}`);
    expect(mails[0]!.text).toContain(`/admin/order-detail/${order.id}`);
    expect(mails[0]!.text).toContain(`/admin/reissue/${order.id}`);
    expect(mails[0]!.text).toContain('issues it 30 days before this one expires');

    const letters = (await lettersOf(order)).filter((l) => l.title === mails[0]!.subject);
    expect(letters).toHaveLength(2);
    expect(letters.map((l) => /in (\d+) days/.exec(l.content)?.[1])).toEqual(['7', '30']);
    const marks = await lc.ctx.app.portal.lifecycle.marksOf(order.id);
    expect(marks.filter((m) => m.step.startsWith('expiryNotice:'))).toEqual([
      { step: `expiryNotice:${certificate.id}:30`, detail: { certificateId: certificate.id, days: 30 } },
      { step: `expiryNotice:${certificate.id}:7`, detail: { certificateId: certificate.id, days: 7 } },
    ]);
  });

  it('sends an account list of 45, 14 and 3 days at those days, once each, over repeated runs', async () => {
    const order = await issuedOrder(lc);
    expect(await setAccountDays(order, [3, 45, 14])).toEqual({ days: [45, 14, 3], isDefault: false });
    await walk(order, 50);
    expect(daysTold(order.email)).toEqual([45, 14, 3]);
  });

  it("follows an order's own list before the account's, and the account's again after null", async () => {
    const own = await issuedOrder(lc);
    await setAccountDays(own, [45, 14, 3]);
    expect(await setOrderDays(own, [20])).toEqual({
      orderID: own.id,
      days: [20],
      accountDays: [45, 14, 3],
      effectiveDays: [20],
    });
    await walk(own, 50);
    expect(daysTold(own.email)).toEqual([20]);

    const back = await issuedOrder(lc);
    await setAccountDays(back, [45, 14, 3]);
    await setOrderDays(back, []);
    expect(await setOrderDays(back, null)).toMatchObject({ days: null, effectiveDays: [45, 14, 3] });
    await walk(back, 50);
    expect(daysTold(back.email)).toEqual([45, 14, 3]);
  });

  it('sends only the smallest interval crossed, and never one already covered when the list changes', async () => {
    const order = await issuedOrder(lc);
    // The job comes by only 10 days before: the 30-day notice says 10 days, the 60 added then sends nothing.
    await daysBeforeExpiry(order, 10);
    await sweep(order);
    expect(daysTold(order.email)).toEqual([10]);
    await setOrderDays(order, [60, 30, 7]);
    await daysBeforeExpiry(order, 10);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    // 14 days had passed when the last notice went: nothing new either.
    await setOrderDays(order, [45, 14]);
    await daysBeforeExpiry(order, 9);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    await setOrderDays(order, [30, 7]);
    await walk(order, 9);
    expect(daysTold(order.email)).toEqual([10, 7]);

    // The job down from 40 to 5 days before: of 30 and 7 only the 7-day notice.
    const late = await issuedOrder(lc);
    await daysBeforeExpiry(late, 40);
    await sweep(late);
    await daysBeforeExpiry(late, 5);
    await sweep(late);
    await sweep(late);
    expect(daysTold(late.email)).toEqual([5]);
    const certificate = await currentCertificate(lc.ctx, late.id);
    expect((await lc.ctx.app.portal.lifecycle.marksOf(late.id)).map((m) => m.step)).toContain(
      `expiryNotice:${certificate.id}:7`,
    );
  });

  it('sends nothing for an empty list', async () => {
    const order = await issuedOrder(lc);
    expect(await setAccountDays(order, [])).toEqual({ days: [], isDefault: false });
    await walk(order, 31);
    expect(notices(order.email)).toEqual([]);
  });

  it('gives a reissued certificate its own notices', async () => {
    const order = await issuedOrder(lc);
    const first = await currentCertificate(lc.ctx, order.id);
    await daysBeforeExpiry(order, 30);
    await sweep(order);
    expect(daysTold(order.email)).toEqual([30]);

    await reissue(order);
    const second = await currentCertificate(lc.ctx, order.id);
    expect(second.id).not.toBe(first.id);
    // The new certificate starts fresh: none yet (it has most of its life ahead), then its own 30 and 7.
    expect((await sweep(order)).renewal.reminded).toBe(0);
    await walk(order, 31);
    expect(daysTold(order.email)).toEqual([30, 30, 7]);
    const steps = (await lc.ctx.app.portal.lifecycle.marksOf(order.id)).map((m) => m.step);
    expect(steps.filter((s) => s.startsWith('expiryNotice:'))).toEqual([
      `expiryNotice:${first.id}:30`,
      `expiryNotice:${second.id}:30`,
      `expiryNotice:${second.id}:7`,
    ]);
  });

  it('sends a notice again after a failed mail, with one letter', async () => {
    const order = await issuedOrder(lc);
    await daysBeforeExpiry(order, 30);
    lc.mail.failNext(true);
    await sweep(order).finally(() => lc.mail.failNext(false));
    expect(lc.mail.to(order.email)).toEqual([]);
    expect((await sweep(order)).renewal.reminded).toBe(1);
    expect((await sweep(order)).renewal.reminded).toBe(0);
    const [mail] = lc.mail.to(order.email);
    expect((await lettersOf(order)).filter((l) => l.title === mail!.subject)).toHaveLength(1);
  });

  it("speaks of the order's end on its last certificate, in the account's language", async () => {
    const order = await issuedOrder(lc);
    await lastCertificate(lc.ctx, order.id);
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    await setAccountDays(order, [14]);
    // The order ends 5 days before its last certificate: the notice comes 14 days before the end.
    const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
    lc.ctx.clock.set(new Date(end.getTime() - 15 * DAY));
    expect((await sweep(order)).renewal.reminded).toBe(0);
    lc.ctx.clock.set(new Date(end.getTime() - 14 * DAY + MINUTE));
    expect((await sweep(order)).renewal.reminded).toBe(1);
    const [mail] = lc.mail.to(order.email);
    expect(mail!.subject).toContain('將於');
    expect(mail!.text).toContain('還剩 14 天');
    expect(mail!.text).toContain('續費');
  });
});

describe('expiry notices: the upgrade', () => {
  it('takes the 30- and 7-day reminders sent before migration 0024 as notices of the current certificate', async () => {
    const order = await issuedOrder(lc);
    await lastCertificate(lc.ctx, order.id);
    const end = subscriptionEnd(await orderRow(lc.ctx, order.id))!;
    // A reminder the fixed 30-day step sent before the upgrade.
    await lc.ctx.handle.db.insert(lifecycleMarks).values({
      orderId: order.id,
      step: `expiry30:${endKey(end)}`,
      createdAt: new Date(end.getTime() - 30 * DAY + MINUTE),
    });
    const migration = readFileSync(join(migrationsFolder(), '0024_expiry_notice_intervals.sql'), 'utf8');
    const carryOver = migration.split('--> statement-breakpoint').at(-1)!;
    await lc.ctx.handle.db.execute(sql.raw(carryOver));
    await lc.ctx.handle.db.execute(sql.raw(carryOver)); // a second run adds nothing

    lc.ctx.clock.set(new Date(end.getTime() - 29 * DAY));
    expect((await sweep(order)).renewal.reminded).toBe(0);
    lc.ctx.clock.set(new Date(end.getTime() - 7 * DAY + MINUTE));
    expect((await sweep(order)).renewal.reminded).toBe(1);
    expect(daysTold(order.email)).toEqual([7]);
    const certificate = await currentCertificate(lc.ctx, order.id);
    expect((await lc.ctx.app.portal.lifecycle.marksOf(order.id)).map((m) => m.step)).toEqual([
      `expiry30:${endKey(end)}`,
      `expiryNotice:${certificate.id}:30`,
      `expiryNotice:${certificate.id}:7`,
    ]);
  });
});

describe('expiry notices: the settings calls', () => {
  it('answers the defaults, keeps a list in any order, refuses bad lists with a localised message', async () => {
    const order = await issuedOrder(lc);
    expect(okMsg(await order.client.get('/api/account/expiry_notices'))).toEqual({
      days: [30, 7],
      isDefault: true,
    });
    expect(okMsg(await order.client.get(`/api/order/expiry_notices?orderID=${order.id}`))).toEqual({
      orderID: order.id,
      days: null,
      accountDays: [30, 7],
      effectiveDays: [30, 7],
    });
    // A form body may send "60, 1".
    expect(okMsg(await order.client.put('/api/account/expiry_notices', { form: { days: '60, 1' } }))).toEqual(
      { days: [60, 1], isDefault: false },
    );

    const refused = async (client: TestClient, path: string, body: Record<string, unknown>) => {
      const answer = await client.put(path, { json: body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.invalidParams);
      expect(answer.body.errors?.[0]?.field).toBe('days');
      return answer.body.msg;
    };
    const account = (days: unknown) => refused(order.client, '/api/account/expiry_notices', { days });
    expect(await account([0])).toBe('Each notice is a whole number of days from 1 to 90');
    expect(await account([91])).toBe('Each notice is a whole number of days from 1 to 90');
    expect(await account([7.5])).toBe('Each notice is a whole number of days from 1 to 90');
    expect(await account([30, 30])).toBe('Each number of days may be chosen once');
    expect(await account([1, 2, 3, 4, 5, 6])).toBe('Choose at most 5 notices');
    expect(await account(undefined)).toBe(
      'Please give the notice days as a list (an empty list: no notices)',
    );
    const orderDays = (days: unknown) =>
      refused(order.client, '/api/order/expiry_notices', { orderID: order.id, days });
    expect(await orderDays([0, 7])).toBe('Each notice is a whole number of days from 1 to 90');
    expect(await orderDays([7, 7])).toBe('Each number of days may be chosen once');
    okMsg(await order.client.put('/api/i18n/language', { json: { lang: 'zh-TW' } }));
    expect(await account([91])).toBe('每個提醒須為 1 到 90 之間的整數天');
    expect(await orderDays([1, 2, 3, 4, 5, 6])).toBe('最多選擇 5 個提醒');
    // Nothing refused was stored.
    expect(okMsg(await order.client.get(`/api/order/expiry_notices?orderID=${order.id}`))).toMatchObject({
      days: null,
      accountDays: [60, 1],
    });
  });

  it("refuses another account's order, role sale, and unpaid or closed orders", async () => {
    const victim = await issuedOrder(lc);
    await setOrderDays(victim, [10]);
    const attacker = await issuedOrder(lc);
    const read = await attacker.client.get(`/api/order/expiry_notices?orderID=${victim.id}`);
    expect(read.status).toBe(404);
    expect(read.body.code).toBe(ErrorCode.notFound);
    const write = await attacker.client.put('/api/order/expiry_notices', {
      json: { orderID: victim.id, days: [1] },
    });
    expect(write.status).toBe(404);
    // The attacker's account list is its own.
    await setAccountDays(attacker, [2]);
    expect(okMsg(await victim.client.get(`/api/order/expiry_notices?orderID=${victim.id}`))).toEqual({
      orderID: victim.id,
      days: [10],
      accountDays: [30, 7],
      effectiveDays: [10],
    });

    // Role sale reads but may not change them (like the other renewal settings).
    await lc.ctx.handle.db.update(accounts).set({ role: 'sale' }).where(eq(accounts.email, victim.email));
    await relogin(victim.client, victim.email);
    expect((await victim.client.get(`/api/order/expiry_notices?orderID=${victim.id}`)).status).toBe(200);
    for (const [path, json] of [
      ['/api/order/expiry_notices', { orderID: victim.id, days: [1] }],
      ['/api/account/expiry_notices', { days: [1] }],
    ] as const) {
      const sale = await victim.client.put(path, { json });
      expect(sale.status).toBe(403);
      expect(sale.body.code).toBe(ErrorCode.forbidden);
    }
    await lc.ctx.handle.db.update(accounts).set({ role: 'admin' }).where(eq(accounts.email, victim.email));
    await relogin(victim.client, victim.email);

    await lc.ctx.handle.db.update(orders).set({ status: 9 }).where(eq(orders.id, victim.id));
    const closed = await victim.client.put('/api/order/expiry_notices', {
      json: { orderID: victim.id, days: [1] },
    });
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe(`Order ${victim.id} is closed: it gets no more expiry notices.`);
    await lc.ctx.handle.db.update(orders).set({ paid: false, status: 12 }).where(eq(orders.id, victim.id));
    const unpaid = await victim.client.put('/api/order/expiry_notices', {
      json: { orderID: victim.id, days: [1] },
    });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toBe(
      `Order ${victim.id} is not paid yet: its expiry notices can be chosen once it is paid.`,
    );
  });
});
