import {
  DASHBOARD_RECENT_ROWS,
  ErrorCode,
  type AuditType,
  type ChartSlice,
  type Coupon,
  type DashboardAnswer,
  type OrderTag,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificates, orders } from '../../db/schema/index.js';
import { DAY, MINUTE } from '../../lib/clock.js';
import { accountIdOf, makeSubUser } from '../../test/books.js';
import { relogin } from '../../test/lifecycle.js';
import { createTestContext, signedInClient, type TestClient, type TestContext } from '../../test/harness.js';
import { okMsg, placeOrder } from '../../test/purchase.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

interface OrderSpec {
  brand: string;
  domainType: number;
  auditType: AuditType;
  status: number;
  paid: boolean;
}

/** Orders written straight to the table (the purchase wizard makes one kind at a time), a minute apart. */
async function addOrders(accountId: number, specs: OrderSpec[]): Promise<number[]> {
  const ids: number[] = [];
  for (const spec of specs) {
    ctx.clock.advance(MINUTE);
    const now = ctx.clock.now();
    const [row] = await ctx.handle.db
      .insert(orders)
      .values({
        accountId,
        createdBy: accountId,
        productId: 1,
        shortName: 'Demo',
        productName: `${spec.brand} certificate`,
        productType: 'SSL',
        authMethod: 'dns',
        validity: 12,
        commonName: `shop-${ids.length}.example.com`,
        dnsNames: [`shop-${ids.length}.example.com`],
        csr: '',
        contact: {},
        organization: {},
        priceCents: 1000,
        totalCents: 1000,
        paidAt: spec.paid ? now : null,
        createdAt: now,
        updatedAt: now,
        ...spec,
      })
      .returning({ id: orders.id });
    ids.push(row!.id);
  }
  return ids;
}

/** A live certificate of `orderId` ending `days` from now (revoked when asked). */
async function addCertificate(accountId: number, orderId: number, days: number, revoked = false) {
  const now = ctx.clock.now();
  await ctx.handle.db.insert(certificates).values({
    orderId,
    accountId,
    commonName: 'shop.example.com',
    serialNumber: `${orderId}-${days}-${Math.random()}`,
    sha1: `${Date.now().toString(16)}${Math.random().toString(16).slice(2)}`.padEnd(40, '0').slice(0, 40),
    certificatePem: '',
    chainPem: '',
    caName: 'builtin',
    notBefore: new Date(now.getTime() - 90 * DAY),
    notAfter: new Date(now.getTime() + days * DAY),
    revokedAt: revoked ? now : null,
  });
}

const dashboard = async (client: TestClient) => okMsg<DashboardAnswer>(await client.get('/api/dashboard'));
const ordersTotal = async (client: TestClient, tag?: OrderTag) =>
  okMsg<{ total: number }>(await client.get(`/api/orders?page=1&pageSize=10${tag ? `&tag=${tag}` : ''}`))
    .total;
const sum = (slices: ChartSlice[]) => slices.reduce((n, s) => n + s.value, 0);

/** A spread over brands, domain types, audit types and statuses (each tag of the tiles at least twice). */
const MIX: OrderSpec[] = [
  { brand: 'DigiCert', domainType: 1, auditType: 'OV', status: 3, paid: true },
  { brand: 'DigiCert', domainType: 2, auditType: 'EV', status: 2, paid: true },
  { brand: 'DigiCert Basic', domainType: 6, auditType: 'OV', status: 12, paid: false },
  { brand: 'GeoTrust', domainType: 4, auditType: 'DV', status: 5, paid: false },
  { brand: 'GeoTrust', domainType: 1, auditType: 'DV', status: 0, paid: true },
  { brand: 'RapidSSL', domainType: 1, auditType: 'DV', status: 12, paid: false },
  { brand: 'GlobalSign', domainType: 4, auditType: 'DV', status: 6, paid: true },
  { brand: 'Entrust', domainType: 2, auditType: 'EV', status: 13, paid: false },
  { brand: 'Sectigo', domainType: 1, auditType: 'DV', status: 5, paid: false },
  { brand: 'Sectigo', domainType: 4, auditType: 'OV', status: 1, paid: true },
  { brand: 'Thawte', domainType: 1, auditType: 'EV', status: 3, paid: true },
];

describe('GET dashboard', () => {
  it('answers 401 (code 1002) to a visitor', async () => {
    const answer = await ctx.client().get('/api/dashboard');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(ErrorCode.notLoggedIn);
  });

  it('starts empty: zero counts, every legend at 0, no recent orders', async () => {
    const { client } = await signedInClient(ctx);
    const msg = await dashboard(client);
    expect(msg).toMatchObject({
      ordersCount: 0,
      paidOrdersCount: 0,
      notPaidOrdersCount: 0,
      cancelOrdersCount: 0,
      recentOrders: [],
      recentIssuedOrders: [],
    });
    // The brand legends are the catalogue's brands, spelt as it spells them (products/select), every one at 0.
    const catalogue = okMsg<{ brands: string[] }>(await client.get('/api/products/select'));
    expect(msg.ordersBrandData.map((s) => s.name)).toEqual(catalogue.brands);
    expect(catalogue.brands).toEqual([
      'DigiCert',
      'DigiCert Basic',
      'Entrust',
      'GeoTrust',
      'GlobalSign',
      'Positive',
      'RapidSSL',
      'Sectigo',
      'Thawte',
    ]);
    expect(msg.ordersDomainTypeData.map((s) => s.name)).toEqual([
      'Wildcard',
      'Single Domain',
      'Multi-Domain',
    ]);
    expect(msg.ordersAuditTypeData.map((s) => s.name)).toEqual(['DV', 'OV', 'EV']);
    expect(msg.ordersCertExpiredData).toEqual([
      { name: '30 days', value: 0 },
      { name: '7 days', value: 0 },
    ]);
    for (const data of [msg.ordersBrandData, msg.ordersDomainTypeData, msg.ordersAuditTypeData])
      expect(sum(data)).toBe(0);
  });

  it('counts what My Orders lists under the tags paid, unpaid and cancel, and charts every order', async () => {
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(ctx, email);
    // One order through the purchase wizard (RapidSSL DV single domain, waiting for payment), the rest written.
    const placed = await placeOrder(client);
    await addOrders(accountId, MIX);
    const msg = await dashboard(client);

    expect(msg.ordersCount).toBe(MIX.length + 1);
    expect(msg.ordersCount).toBe(await ordersTotal(client));
    expect(msg.paidOrdersCount).toBe(await ordersTotal(client, 'paid'));
    expect(msg.notPaidOrdersCount).toBe(await ordersTotal(client, 'unpaid'));
    expect(msg.cancelOrdersCount).toBe(await ordersTotal(client, 'cancel'));
    // Written out, so a tag that changed meaning on both screens at once is noticed too.
    expect([msg.paidOrdersCount, msg.notPaidOrdersCount, msg.cancelOrdersCount]).toEqual([6, 3, 2]);

    for (const data of [msg.ordersBrandData, msg.ordersDomainTypeData, msg.ordersAuditTypeData])
      expect(sum(data)).toBe(msg.ordersCount);
    expect(msg.ordersBrandData).toEqual([
      { name: 'DigiCert', value: 2 },
      { name: 'DigiCert Basic', value: 1 },
      { name: 'Entrust', value: 1 },
      { name: 'GeoTrust', value: 2 },
      { name: 'GlobalSign', value: 1 },
      { name: 'Positive', value: 0 },
      { name: 'RapidSSL', value: 2 },
      { name: 'Sectigo', value: 2 },
      { name: 'Thawte', value: 1 },
    ]);
    // Multi-domain wildcard (6) is a wildcard.
    expect(msg.ordersDomainTypeData).toEqual([
      { name: 'Wildcard', value: 4 },
      { name: 'Single Domain', value: 6 },
      { name: 'Multi-Domain', value: 2 },
    ]);
    expect(msg.ordersAuditTypeData).toEqual([
      { name: 'DV', value: 6 },
      { name: 'OV', value: 3 },
      { name: 'EV', value: 3 },
    ]);

    // Recent: the newest first (the wizard's order is the oldest); issued: status 2 or 3 only.
    expect(msg.recentOrders).toHaveLength(DASHBOARD_RECENT_ROWS);
    expect(msg.recentOrders.map((o) => o.id)).not.toContain(placed);
    const ids = msg.recentOrders.map((o) => o.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(msg.recentOrders[0]).toMatchObject({ status: 3 });
    expect(new Date(msg.recentOrders[0]!.createdAt).toISOString()).toBe(msg.recentOrders[0]!.createdAt);
    expect(msg.recentIssuedOrders.map((o) => o.status)).toEqual([3, 2, 3]);
    expect(Date.parse(msg.recentIssuedOrders[0]!.createdAt)).toBeGreaterThan(
      Date.parse(msg.recentIssuedOrders[2]!.createdAt),
    );
  });

  it("never counts another account's orders, certificates or coupons", async () => {
    const mine = await signedInClient(ctx);
    const myId = await accountIdOf(ctx, mine.email);
    const [myOrder] = await addOrders(myId, MIX.slice(0, 3));
    await addCertificate(myId, myOrder!, 3);
    const before = await dashboard(mine.client);

    const other = await signedInClient(ctx);
    const otherId = await accountIdOf(ctx, other.email);
    const [theirs] = await addOrders(otherId, MIX);
    await addCertificate(otherId, theirs!, 3);
    await addCertificate(otherId, theirs!, 20);
    const after = await dashboard(mine.client);
    expect(after).toEqual(before);
    expect(after.ordersCount).toBe(3);
    expect(after.recentOrders.map((o) => o.id)).not.toContain(theirs);
    expect((await dashboard(other.client)).ordersCount).toBe(MIX.length);
  });

  it("shows a sub-user its main account's numbers", async () => {
    const main = await signedInClient(ctx);
    const mainId = await accountIdOf(ctx, main.email);
    const ids = await addOrders(mainId, MIX);
    await addCertificate(mainId, ids[0]!, 10);
    for (const role of ['finance', 'sale'] as const) {
      const sub = await signedInClient(ctx);
      await makeSubUser(ctx, sub.client, sub.email, main.email, role);
      const seen = await dashboard(sub.client);
      expect(seen).toEqual(await dashboard(main.client));
      expect(seen.ordersCount).toBe(MIX.length);
      // The sub-user's own (empty) account plays no part; My Orders agrees for the sub-user too.
      expect(seen.paidOrdersCount).toBe(await ordersTotal(sub.client, 'paid'));
    }
  });

  it('charts live certificates ending within 7 days and within 30 (but not 7) days', async () => {
    const { client, email } = await signedInClient(ctx);
    const accountId = await accountIdOf(ctx, email);
    const [order] = await addOrders(accountId, MIX.slice(0, 1));
    for (const days of [1, 6.9, 7.1, 29, 31, 90, -1]) await addCertificate(accountId, order!, days);
    await addCertificate(accountId, order!, 2, true);
    const msg = await dashboard(client);
    expect(msg.ordersCertExpiredData).toEqual([
      { name: '30 days', value: 2 },
      { name: '7 days', value: 2 },
    ]);
    // Together they are the Expiring certificates page's "expiring within 30 days".
    const expiring = okMsg<{ expiringInMonth: unknown[] }>(await client.get('/api/certs/expiring'));
    expect(sum(msg.ordersCertExpiredData)).toBe(expiring.expiringInMonth.length);
    // A week later the first two have ended, the 7.1-day one ends within the week, the 29- and 31-day ones
    // within the month.
    ctx.clock.advance(7 * DAY);
    await relogin(client, email);
    expect((await dashboard(client)).ordersCertExpiredData).toEqual([
      { name: '30 days', value: 2 },
      { name: '7 days', value: 1 },
    ]);
  });

  it("counts the account's coupons as the promo-code page's all tab lists them", async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.get('/api/coupon/latest'));
    const all = okMsg<{ coupons: Coupon[] }>(await client.get('/api/account/profile?couponTag=all'));
    const msg = await dashboard(client);
    expect(all.coupons.length).toBeGreaterThan(0);
    expect(msg.couponsCount).toBe(all.coupons.length);
  });
});
