import { and, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { AppDeps } from '../app.js';
import {
  certificates,
  ledgerEntries,
  orders,
  payments,
  type CertificateRow,
  type OrderRow,
} from '../db/schema/index.js';
import { DAY } from '../lib/clock.js';
import { subscriptionEnd } from '../modules/orders/subscription.js';
import type { AuthInfoItem } from '@portal/contract';
import type { MailMessage } from '../integrations/mail/mailer.js';
import { createDcvChecker } from '../modules/validation/create-dcv-checker.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { createTestContext, PASSWORD, signedInClient, type TestClient, type TestContext } from './harness.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from './purchase.js';

/** A mailer that keeps what it was given (subjects and bodies unfolded), and can be told to fail. */
export function recordingMailer() {
  const sent: MailMessage[] = [];
  let failing = false;
  return {
    sent,
    to: (address: string) => sent.filter((m) => m.to === address),
    failNext(on: boolean) {
      failing = on;
    },
    mailer: {
      async send(message: MailMessage) {
        if (failing) throw new Error('SMTP down');
        sent.push(message);
      },
      async close() {},
    },
  };
}

export interface LifecycleContext {
  ctx: TestContext;
  mail: ReturnType<typeof recordingMailer>;
  /** The DNS server domain validation asks (orders get certificates through it). */
  dns: DnsServer;
  close(): Promise<void>;
}

export async function startLifecycleContext(overrides: Partial<AppDeps> = {}): Promise<LifecycleContext> {
  const mail = recordingMailer();
  const dns = await startDnsServer();
  const ctx = await createTestContext({
    mailer: mail.mailer,
    dcvChecker: createDcvChecker({
      dnsServers: [dns.address],
      httpPort: 9,
      allowPrivateAddresses: true,
      caaIssuerDomains: ['portal.test'],
    }),
    ...overrides,
  });
  return {
    ctx,
    mail,
    dns,
    async close() {
      await ctx.close();
      await dns.close();
    },
  };
}

/**
 * The test file's lifecycle app (`lc`), started before its tests and closed after them, with the helpers the
 * lifecycle test files share. Read `lc` inside tests and hooks (it exists once the file's beforeAll has run).
 */
export function lifecycleSuite(overrides: Partial<AppDeps> = {}) {
  let started: LifecycleContext | undefined;
  beforeAll(async () => {
    started = await startLifecycleContext(overrides);
  });
  afterAll(() => started?.close());
  const get = () => {
    if (!started) throw new Error('the lifecycle test app is not started yet (read it inside a test)');
    return started;
  };
  const lc: LifecycleContext = {
    get ctx() {
      return get().ctx;
    },
    get mail() {
      return get().mail;
    },
    get dns() {
      return get().dns;
    },
    close: () => get().close(),
  };
  return {
    lc,
    /** Runs the lifecycle steps for the order's account only. */
    sweep: (order: TestOrder) => lc.ctx.app.portal.lifecycle.sweep({ accountId: order.accountId }),
    /** Subjects of the mails sent to the order's customer, in sending order. */
    subjects: (order: TestOrder) => lc.mail.to(order.email).map((m) => m.subject),
  };
}

/** Sessions end after 12 idle hours: a test that moved the clock logs in again. */
export async function relogin(client: TestClient, email: string): Promise<void> {
  okMsg(await client.post('/api/login', { form: { email, password: PASSWORD } }));
}

/** Submits the order, publishes its DNS values and authorises it: a DV order is then complete (3). */
export async function issue(lc: LifecycleContext, order: { client: TestClient; id: number }): Promise<void> {
  okMsg(await order.client.get(`/api/order/commit?id=${order.id}`));
  const info = okMsg<AuthInfoItem[]>(await order.client.get(`/api/order/authInfo/${order.id}`));
  for (const item of info) lc.dns.setRecords(item.authKey, { txt: [[item.authValue]] });
  const done = okMsg<{ status: number }>(await order.client.get(`/api/order/authz/${order.id}`));
  if (done.status !== 3) throw new Error(`order ${order.id} not issued: ${JSON.stringify(done)}`);
}

/** A new customer's paid and issued order (12 months, DV), with `funds` left on the balance. */
export async function issuedOrder(lc: LifecycleContext, funds = '0.00'): Promise<TestOrder> {
  const { client, email } = await signedInClient(lc.ctx);
  const id = await placeOrder(client, { domains: `paid-${Date.now()}.lifecycle-test.com` });
  const price = (await orderRow(lc.ctx, id)).totalCents;
  await creditFunds(lc.ctx, email, ((price + Math.round(Number(funds) * 100)) / 100).toFixed(2));
  okMsg(await payByBalance(client, id));
  const order = { client, email, id, accountId: (await orderRow(lc.ctx, id)).accountId };
  await issue(lc, order);
  return order;
}

/** The order's current certificate (newest not revoked). */
export async function currentCertificate(ctx: TestContext, orderId: number): Promise<CertificateRow> {
  const [row] = await ctx.handle.db
    .select()
    .from(certificates)
    .where(and(eq(certificates.orderId, orderId), isNull(certificates.revokedAt)))
    .orderBy(desc(certificates.id))
    .limit(1);
  if (!row) throw new Error(`order ${orderId} has no certificate`);
  return row;
}

/**
 * Makes the order's current certificate the last one of its subscription, as the certificate renewals leave it
 * (certificate-renewals.ts, tested in reissue.test.ts): it outlives the order's end by a few days, so the expiry
 * notices speak of the order's end and its renewal choice.
 */
export async function lastCertificate(ctx: TestContext, orderId: number): Promise<void> {
  const end = subscriptionEnd(await orderRow(ctx, orderId));
  if (!end) throw new Error(`order ${orderId} has no end`);
  const current = await currentCertificate(ctx, orderId);
  await ctx.handle.db
    .update(certificates)
    .set({ notAfter: new Date(end.getTime() + 5 * DAY) })
    .where(eq(certificates.id, current.id));
}

export interface TestOrder {
  client: TestClient;
  email: string;
  id: number;
  accountId: number;
}

export async function orderRow(ctx: TestContext, id: number): Promise<OrderRow> {
  const [row] = await ctx.handle.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`order ${id} not found`);
  return row;
}

/** A new customer's order in its free trial (started at the clock's now), optionally with auto-payment. */
export async function trialOrder(
  ctx: TestContext,
  options: { autoPay?: boolean; funds?: string; domain?: string } = {},
): Promise<TestOrder> {
  const { client, email } = await signedInClient(ctx);
  const id = await placeOrder(client, {
    domains: options.domain ?? `trial-${Date.now()}.lifecycle-test.com`,
  });
  okMsg(await client.put(`/api/order/free_trial/${id}`));
  if (options.autoPay)
    okMsg(
      await client.put('/api/order/subscribe', {
        form: { orderID: String(id), subscribeAutoPayment: 'true' },
      }),
    );
  if (options.funds) await creditFunds(ctx, email, options.funds);
  return { client, email, id, accountId: (await orderRow(ctx, id)).accountId };
}

/** What the books say about an account: its ledger entries and its purchase payments (not top-ups). */
export async function booksOf(ctx: TestContext, accountId: number) {
  const entries = await ctx.handle.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, accountId));
  const paid = await ctx.handle.db.select().from(payments).where(eq(payments.accountId, accountId));
  return {
    purchases: entries.filter((e) => e.kind === 'purchase'),
    sum: entries.reduce((s, e) => s + e.amountCents, 0),
    payments: paid.filter((p) => p.type === 'purchase'),
  };
}
