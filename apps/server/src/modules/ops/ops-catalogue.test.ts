// The console's catalogue, tabs, rates, coupons and promo codes (issue 18): a price change is what customers are
// quoted at their next call (and another process after its poll), a withdrawn product leaves the list and new
// purchases, every change writes its audit row with the values before and after, and bad input writes nothing.
// PGlite and, with PORTAL_TEST_DB=postgres, PostgreSQL.
import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  type ListAnswer,
  type OpsCampaignRow,
  type OpsCategoryRow,
  type OpsCouponRow,
  type OpsProductRow,
  type OpsPromoRow,
  type OpsRateRow,
  type Product,
  type ProductPrice,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { productPrices, products } from '../../db/schema/index.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { testDatabaseKind } from '../../test/database.js';
import { createFreshTestContext } from '../../test/fresh-context.js';
import { signedInClient, UNREACHABLE_DCV, type TestClient, type TestContext } from '../../test/harness.js';
import { auditOf, signedInOperator, uidOf } from '../../test/ops.js';
import { okMsg } from '../../test/purchase.js';
import { createOperatorCommands } from '../operator/commands.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';

let ctx: TestContext;
let operator: TestClient;
/** A product of this run's own (the shared test database's seeded products stay as other tests expect them). */
let shortName: string;

const PRICES: Record<number, number> = { 12: 10000, 24: 18000, 36: 25000, 48: 32000, 60: 38000, 72: 44000 };

beforeAll(async () => {
  // A database of its own: public coupons (and tabs, rates) exist once per database, and a running public coupon
  // is what coupon/latest hands to every account of the shared PostgreSQL test database.
  ctx = await createFreshTestContext();
  ({ client: operator } = await signedInOperator(ctx));
  shortName = `OpsTest${randomBytes(4).toString('hex')}`;
  const [row] = await ctx.handle.db
    .insert(products)
    .values({
      shortName,
      name: `Ops Test ${shortName}`,
      brand: 'OpsTest',
      productType: 'SSL',
      auditType: 'DV',
      domainType: 1,
      sort: 9999,
    })
    .returning();
  await ctx.handle.db.insert(productPrices).values(
    Object.entries(PRICES).map(([validity, priceCents]) => ({
      productId: row!.id,
      validity: Number(validity),
      priceCents,
    })),
  );
  // The catalogue is cached: the insert went around the services, so announce it as a change would.
  await createSharedCaches(ctx.handle.db).changed('catalogue');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
});

const put = (json: unknown) => operator.put(`/api/ops/products/${shortName}`, { json });
const listed = async (client: TestClient) =>
  okMsg<ListAnswer<Product>>(await client.get('/api/products?brand=OpsTest&page=1&pageSize=50')).list;

/** An answer of the other app's inject as the test client's okMsg reads it. */
const injected = <T>(response: { statusCode: number; json(): unknown }) =>
  okMsg<T>({ status: response.statusCode, body: response.json() as { code: number; msg: T } });

describe(`ops catalogue: products (${testDatabaseKind})`, () => {
  it('lists every product with its prices, badges and tab', async () => {
    const all = okMsg<{ list: OpsProductRow[] }>(await operator.get('/api/ops/products')).list;
    const secure = all.find((p) => p.shortName === 'SecureSiteOV');
    expect(secure).toMatchObject({
      brand: 'DigiCert',
      tab: 'DigiCert',
      badges: ['popular'],
      validities: [12, 24, 36, 48, 60, 72],
    });
    expect(secure!.prices['12']).toMatch(/^\d+\.\d{2}$/);
    const codeSign = all.find((p) => p.productType === 'CodeSign');
    expect(codeSign).toMatchObject({ tab: 'CodeSign', validities: [12, 24, 36] });
    expect(all.find((p) => p.shortName === shortName)).toMatchObject({
      active: true,
      prices: { '12': '100.00' },
    });
  });

  it('a price change is quoted to customers at their next call, and to another process after its poll', async () => {
    const customer = await signedInClient(ctx);
    const other = await anotherProcess(ctx);
    // The other process's first poll: the versions it compares the next ones with.
    await other.portalSharedCaches.poll();
    try {
      const before = injected<ProductPrice>(
        await other.inject({
          method: 'GET',
          url: `/api/product/price?shortName=${shortName}&validity=12&currency=USD`,
        }),
      );
      expect(before.price).toBe(100);

      const answer = okMsg<OpsProductRow>(
        await put({ prices: { '12': '89.50', '24': 170 }, attachCommonPrice: '5.25' }),
      );
      expect(answer.prices).toMatchObject({ '12': '89.50', '24': '170.00', '36': '250.00' });
      expect(answer.attachCommonPrice).toBe('5.25');

      // This process: at the very next call.
      const price = okMsg<ProductPrice>(
        await customer.client.get(`/api/product/price?shortName=${shortName}&validity=12&currency=USD`),
      );
      expect(price.price).toBe(89.5);
      expect(
        (await listed(customer.client)).find((p) => p.shortName === shortName)?.priceInfo['12']?.price,
      ).toBe(89.5);
      // Another process: after its poll of the shared cache versions.
      await other.portalSharedCaches.poll();
      const seen = injected<ProductPrice>(
        await other.inject({
          method: 'GET',
          url: `/api/product/price?shortName=${shortName}&validity=24&currency=USD`,
        }),
      );
      expect(seen.price).toBe(170);

      const [row] = await auditOf(ctx, 'product', shortName);
      expect(row).toMatchObject({ action: 'product.update' });
      expect(row!.details).toEqual({
        before: { prices: { '12': '100.00', '24': '180.00' }, attachCommonPrice: '0.00' },
        after: { prices: { '12': '89.50', '24': '170.00' }, attachCommonPrice: '5.25' },
      });
    } finally {
      await other.close();
    }
  });

  it('refuses bad prices, validities and badges with a localised 400 and writes nothing', async () => {
    const rowsBefore = (await auditOf(ctx, 'product', shortName)).length;
    for (const body of [
      { prices: { '12': '-1' } },
      { prices: { '12': '1.234' } },
      { prices: { '12': '0' } },
      { prices: { '12': 'abc' } },
      { prices: { '84': '10.00' } },
      { prices: { '6': '10.00' } },
      { badges: ['cheap'] },
      { active: 'yes' },
      { unknown: 1 },
    ]) {
      const answer = await put(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.code).toBe(ErrorCode.invalidParams);
    }
    // In the operator's language.
    okMsg(await operator.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const zh = await put({ prices: { '12': '-1' } });
    okMsg(await operator.put('/api/i18n/language', { json: { lang: 'en' } }));
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toBe('请输入最多两位小数的正数价格');
    const codeSign = await operator.put('/api/ops/products/SectigoCodeSign', {
      json: { prices: { '48': '10.00' } },
    });
    // Code signing sells 12, 24 and 36 months only.
    expect(codeSign.status).toBe(400);
    expect(codeSign.body.msg).toBe('SectigoCodeSign can be sold for 12, 24, 36 months only');
    expect((await operator.put('/api/ops/products/NoSuchProduct', { json: { active: false } })).status).toBe(
      404,
    );
    expect((await auditOf(ctx, 'product', shortName)).length).toBe(rowsBefore);
  });

  it('badges and the same values again: one audit row, then none', async () => {
    const answer = okMsg<OpsProductRow>(await put({ badges: ['hot', 'popular', 'hot'] }));
    expect(answer.badges).toEqual(['popular', 'hot']);
    const rows = (await auditOf(ctx, 'product', shortName)).length;
    okMsg(await put({ badges: ['popular', 'hot'], prices: { '12': '89.50' } }));
    expect((await auditOf(ctx, 'product', shortName)).length).toBe(rows);
  });

  it('a product’s own introduction: shown by the storefront list and page in its language; empty: the generated line', async () => {
    const html = async (url: string) => (await ctx.app.inject({ url })).body;
    const generated = await html(`/ssl-product/${shortName}`);
    const line = `Our test certificate ${shortName} & more`;
    const answer = okMsg<OpsProductRow>(
      await put({ introduction: { en: `  ${line} `, 'zh-cn': '测试证书的介绍', 'zh-tw': '' } }),
    );
    expect(answer.introduction).toEqual({ en: line, 'zh-cn': '测试证书的介绍', 'zh-tw': '' });
    const [audit] = await auditOf(ctx, 'product', shortName);
    expect(audit).toMatchObject({ action: 'product.update' });
    expect(audit!.details).toEqual({
      before: { introduction: null },
      after: { introduction: { en: line, 'zh-cn': '测试证书的介绍' } },
    });

    // The next GET shows it (escaped), in the list too; a language without one keeps its generated line.
    const escaped = line.replace('&', '&amp;');
    const detail = await html(`/ssl-product/${shortName}`);
    expect(detail).toContain(escaped);
    // The catalogue's entries (the list pages'; this run's brand has no tab of its own to be listed under).
    const entries = okMsg<{ list: { shortName: string; introduction: string }[] }>(
      await ctx.client().get('/api/storefront/products'),
    ).list;
    expect(entries.find((e) => e.shortName === shortName)?.introduction).toBe(line);
    expect(await html(`/ssl-product/${shortName}?lang=zh-CN`)).toContain('测试证书的介绍');
    const taiwan = await html(`/ssl-product/${shortName}?lang=zh-TW`);
    expect(taiwan).not.toContain('测试证书的介绍');
    expect(taiwan).not.toContain(escaped);

    // Markup, a line break or more than 300 characters: a localised 400, nothing written.
    const rows = (await auditOf(ctx, 'product', shortName)).length;
    for (const en of ['<b>bold</b>', 'two\nlines', 'x'.repeat(301)]) {
      const refused = await put({ introduction: { en, 'zh-cn': '', 'zh-tw': '' } });
      expect(refused.status, en).toBe(400);
    }
    // In the operator's language.
    okMsg(await operator.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    const zh = await put({ introduction: { en: '<i>', 'zh-cn': '', 'zh-tw': '' } });
    okMsg(await operator.put('/api/i18n/language', { json: { lang: 'en' } }));
    expect(zh.status).toBe(400);
    expect(JSON.stringify(zh.body)).toContain('纯文本');
    expect((await auditOf(ctx, 'product', shortName)).length).toBe(rows);

    // All three empty: back to the generated line.
    const cleared = okMsg<OpsProductRow>(await put({ introduction: { en: '', 'zh-cn': '', 'zh-tw': '' } }));
    expect(cleared.introduction).toEqual({ en: '', 'zh-cn': '', 'zh-tw': '' });
    expect((await auditOf(ctx, 'product', shortName))[0]!.details).toEqual({
      before: { introduction: { en: line, 'zh-cn': '测试证书的介绍' } },
      after: { introduction: null },
    });
    const again = await html(`/ssl-product/${shortName}`);
    expect(again).not.toContain(escaped);
    expect(again).toBe(generated);
  });

  it('a withdrawn product leaves the product list, the price and new purchases; enabling brings it back', async () => {
    const customer = await signedInClient(ctx);
    expect((await listed(customer.client)).map((p) => p.shortName)).toContain(shortName);
    okMsg(await put({ active: false }));
    expect((await listed(customer.client)).map((p) => p.shortName)).not.toContain(shortName);
    expect((await customer.client.get(`/api/product/price?shortName=${shortName}&validity=12`)).status).toBe(
      404,
    );
    const create = await customer.client.post('/api/event/create', {
      form: { shortName, productType: 'SSL', domainType: '1' },
    });
    expect(create.status).toBe(404);
    const [row] = await auditOf(ctx, 'product', shortName);
    expect(row!.details).toEqual({ before: { active: true }, after: { active: false } });
    okMsg(await put({ active: true }));
    expect((await listed(customer.client)).map((p) => p.shortName)).toContain(shortName);
  });
});

describe(`ops catalogue: tabs (${testDatabaseKind})`, () => {
  it('saves titles, introductions, hot and logo of the tabs; admin-setting shows them; bad lists write nothing', async () => {
    const tabs = okMsg<{ list: OpsCategoryRow[] }>(await operator.get('/api/ops/categories')).list;
    expect(tabs.map((t) => t.key)).toContain('SSL_IP');
    const body = (list: OpsCategoryRow[]) => ({
      list: list.map(({ key, hot, title, introduction, logo }) => ({ key, hot, title, introduction, logo })),
    });
    const original = tabs.find((t) => t.key === 'SSL_IP')!;
    const marker = `IP 憑證 ${randomBytes(3).toString('hex')}`;
    try {
      const changed = tabs.map((t) =>
        t.key === 'SSL_IP' ? { ...t, title: { ...t.title, 'zh-tw': marker } } : t,
      );
      const saved = okMsg<{ list: OpsCategoryRow[] }>(
        await operator.put('/api/ops/categories', { json: body(changed) }),
      );
      expect(saved.list.find((t) => t.key === 'SSL_IP')?.title['zh-tw']).toBe(marker);
      const setting = okMsg<{ productCategory: { key: string; title: string }[] }>(
        await ctx.client().get('/api/admin-setting', { headers: { 'accept-language': 'zh-TW' } }),
      );
      expect(setting.productCategory.map((c) => c.key)).toEqual(tabs.map((t) => t.key));
      const [row] = await auditOf(ctx, 'setting', 'productCategory');
      expect(row).toMatchObject({ action: 'catalogue.tabs' });
      expect(JSON.stringify(row!.details)).toContain(marker);

      const before = (await auditOf(ctx, 'setting', 'productCategory')).length;
      for (const bad of [
        { list: body(tabs).list.slice(1) },
        { list: [...body(tabs).list, body(tabs).list[0]] },
        { list: body(tabs).list.map((t, i) => (i === 0 ? { ...t, logo: 'javascript:alert(1)' } : t)) },
        { list: body(tabs).list.map((t, i) => (i === 0 ? { ...t, title: { ...t.title, en: '' } } : t)) },
        { list: [] },
      ]) {
        const answer = await operator.put('/api/ops/categories', { json: bad });
        expect(answer.status).toBe(400);
      }
      expect((await auditOf(ctx, 'setting', 'productCategory')).length).toBe(before);
    } finally {
      okMsg(
        await operator.put('/api/ops/categories', {
          json: body(tabs.map((t) => (t.key === 'SSL_IP' ? original : t))),
        }),
      );
    }
  });
});

describe(`ops catalogue: rates (${testDatabaseKind})`, () => {
  it('sets a rate through the service rates:set uses: the next price answer converts with it; audit row', async () => {
    const rates = okMsg<{ list: OpsRateRow[] }>(await operator.get('/api/ops/rates')).list;
    expect(rates).toHaveLength(25);
    const before = rates.find((r) => r.currency === 'ZAR')!;
    const set = okMsg<OpsRateRow>(await operator.put('/api/ops/rates/ZAR', { json: { rate: '20.5' } }));
    expect(set).toMatchObject({ currency: 'ZAR', rate: '20.5' });
    const price = okMsg<ProductPrice>(
      await ctx.client().get(`/api/product/price?shortName=${shortName}&validity=12&currency=ZAR`),
    );
    expect(price.currency).toBe('ZAR');
    expect(price.price).toBeCloseTo(89.5 * 20.5, 1);
    const [row] = await auditOf(ctx, 'currency', 'ZAR');
    expect(row).toMatchObject({ action: 'rate.set' });
    expect(row!.details).toMatchObject({ after: { rate: 20.5 } });

    // The command line is the same service: its row says "command line".
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    await commands['rates:set']!.run(['--currency', 'ZAR', '--rate', before.rate || '17.34']);
    const [cli] = await auditOf(ctx, 'currency', 'ZAR');
    expect(cli).toMatchObject({ action: 'rate.set', operatorEmail: 'command line', operatorAccountId: null });

    const count = (await auditOf(ctx, 'currency', 'ZAR')).length;
    for (const [currency, rate] of [
      ['ZAR', '0'],
      ['ZAR', '-3'],
      ['ZAR', 'abc'],
      ['XYZ', '1'],
      ['USD', '2'],
    ]) {
      const answer = await operator.put(`/api/ops/rates/${currency}`, { json: { rate } });
      expect(answer.status, `${currency} ${rate}`).toBe(400);
    }
    expect((await auditOf(ctx, 'currency', 'ZAR')).length).toBe(count);
  });
});

describe(`ops catalogue: coupons and promo codes (${testDatabaseKind})`, () => {
  it('gives a coupon to an account by e-mail or uid: it shows on the customer’s promo-code page; expire keeps it', async () => {
    const customer = await signedInClient(ctx);
    const uid = await uidOf(ctx, customer.email);
    const endAt = new Date(ctx.clock.now().getTime() + 30 * 86_400_000).toISOString();
    const coupon = okMsg<OpsCouponRow>(
      await operator.post('/api/ops/coupons', {
        json: {
          account: customer.email.toUpperCase(),
          amount: '15.00',
          title: 'Goodwill',
          describe: 'Sorry',
          endAt,
        },
      }),
    );
    expect(coupon).toMatchObject({ accountUid: uid, amount: '15.00', status: 'usable', kind: 'gift' });
    okMsg(await operator.post('/api/ops/coupons', { json: { account: uid, amount: 5, endAt } }));

    const profile = okMsg<{ coupons: { code: string; amount: number; usable: boolean }[] }>(
      await customer.client.get('/api/account/profile?couponTag=usable'),
    );
    expect(profile.coupons.find((c) => c.code === coupon.code)).toMatchObject({ amount: 15, usable: true });

    const found = okMsg<ListAnswer<OpsCouponRow>>(await operator.get(`/api/ops/coupons?query=${uid}`));
    // Its sign-up gift, and the two coupons given here.
    expect(found.list.map((c) => c.code)).toContain(coupon.code);
    expect(found.list.filter((c) => c.kind === 'gift')).toHaveLength(2);
    const [created] = await auditOf(ctx, 'coupon', String(coupon.id));
    expect(created).toMatchObject({ action: 'coupon.create' });

    const expired = okMsg<OpsCouponRow>(await operator.post(`/api/ops/coupons/${coupon.id}/expire`));
    expect(expired.status).toBe('expired');
    expect((await operator.post(`/api/ops/coupons/${coupon.id}/expire`)).status).toBe(409);
    const after = okMsg<{ coupons: { code: string; status: string }[] }>(
      await customer.client.get('/api/account/profile?couponTag=expired'),
    );
    expect(after.coupons.find((c) => c.code === coupon.code)?.status).toBe('expired');
    const [row] = await auditOf(ctx, 'coupon', String(coupon.id));
    expect(row).toMatchObject({ action: 'coupon.expire' });
    expect(row!.details).toMatchObject({ before: { endAt }, after: {} });
  });

  it('names a sign-up gift (stored without a title) in the operator’s language', async () => {
    const customer = await signedInClient(ctx);
    const uid = await uidOf(ctx, customer.email);
    const signupOf = async () =>
      okMsg<ListAnswer<OpsCouponRow>>(await operator.get(`/api/ops/coupons?query=${uid}`)).list.find(
        (c) => c.kind === 'signup',
      );
    expect(await signupOf()).toMatchObject({
      title: 'Sign-up gift',
      describe: 'Welcome! 10.00 USD off your next certificate order',
    });
    okMsg(await operator.put('/api/i18n/language', { json: { lang: 'zh-cn' } }));
    try {
      expect((await signupOf())?.title).toBe('注册礼券');
    } finally {
      okMsg(await operator.put('/api/i18n/language', { json: { lang: 'en' } }));
    }
  });

  it('refuses bad coupons with a 4xx and writes nothing', async () => {
    const customer = await signedInClient(ctx);
    const now = ctx.clock.now().getTime();
    const endAt = new Date(now + 86_400_000).toISOString();
    const before = okMsg<ListAnswer<OpsCouponRow>>(
      await operator.get(`/api/ops/coupons?query=${encodeURIComponent(customer.email)}`),
    ).total;
    for (const [json, status] of [
      [{ account: customer.email, amount: '0', endAt }, 400],
      [{ account: customer.email, amount: '1.001', endAt }, 400],
      [{ account: customer.email, amount: '5000', endAt }, 400],
      [{ account: customer.email, amount: '5', endAt: 'soon' }, 400],
      [{ account: customer.email, amount: '5', endAt: new Date(now - 1000).toISOString() }, 400],
      [{ account: customer.email, amount: '5', endAt: new Date(now + 400 * 86_400_000).toISOString() }, 400],
      [{ account: '', amount: '5', endAt }, 400],
      [{ account: 'nobody@example.invalid', amount: '5', endAt }, 404],
    ] as const) {
      const answer = await operator.post('/api/ops/coupons', { json });
      expect(answer.status, JSON.stringify(json)).toBe(status);
    }
    expect((await operator.post('/api/ops/coupons/999999999/expire')).status).toBe(404);
    const after = okMsg<ListAnswer<OpsCouponRow>>(
      await operator.get(`/api/ops/coupons?query=${encodeURIComponent(customer.email)}`),
    ).total;
    expect(after).toBe(before);
  });

  it('creates promo codes (amount or percentage), refuses a taken code, expires one', async () => {
    const code = `OPS${randomBytes(4).toString('hex').toUpperCase()}`;
    const validUntil = new Date(ctx.clock.now().getTime() + 10 * 86_400_000).toISOString();
    const promo = okMsg<OpsPromoRow>(
      await operator.post('/api/ops/promo-codes', {
        json: { code, percentOff: 15, validUntil, maxRedemptions: 10 },
      }),
    );
    expect(promo).toMatchObject({
      code,
      percentOff: 15,
      amount: '0.00',
      status: 'usable',
      maxRedemptions: 10,
    });
    expect(
      (await operator.post('/api/ops/promo-codes', { json: { code, amount: '5', validUntil } })).status,
    ).toBe(409);
    for (const json of [
      { code: 'X', amount: '5', validUntil },
      { code: `${code}B`, amount: '5', percentOff: 10, validUntil },
      { code: `${code}C`, validUntil },
      { code: `${code}D`, percentOff: 101, validUntil },
    ]) {
      expect((await operator.post('/api/ops/promo-codes', { json })).status, JSON.stringify(json)).toBe(400);
    }
    const list = okMsg<{ list: OpsPromoRow[] }>(await operator.get('/api/ops/promo-codes')).list;
    expect(list.map((p) => p.code)).toContain(code);
    expect(list.map((p) => p.code)).not.toContain(`${code}B`);

    const ended = okMsg<OpsPromoRow>(await operator.post(`/api/ops/promo-codes/${code}/expire`));
    expect(ended).toMatchObject({ active: false, status: 'expired' });
    expect((await operator.post(`/api/ops/promo-codes/${code}/expire`)).status).toBe(409);
    const [row] = await auditOf(ctx, 'promo', code);
    expect(row).toMatchObject({ action: 'promo.expire' });
    expect(row!.details).toMatchObject({ before: { active: true }, after: { active: false } });
  });

  it('publishes a public coupon (the service coupon:publish uses) that accounts claim, and ends it now', async () => {
    const endAt = new Date(ctx.clock.now().getTime() + 5 * 86_400_000).toISOString();
    const title = `Winter ${randomBytes(3).toString('hex')}`;
    const campaign = okMsg<OpsCampaignRow>(
      await operator.post('/api/ops/campaigns', { json: { amount: '7.00', title, endAt } }),
    );
    expect(campaign).toMatchObject({ amount: '7.00', title, status: 'running', claims: 0 });
    const customer = await signedInClient(ctx);
    // coupon/latest hands out the sign-up gift first, then the newest running campaign.
    okMsg(await customer.client.get('/api/coupon/latest'));
    const claimed = okMsg<{ title: string } | null>(await customer.client.get('/api/coupon/latest'));
    expect(claimed?.title).toBe(title);
    const listed = okMsg<{ list: OpsCampaignRow[] }>(await operator.get('/api/ops/campaigns')).list;
    expect(listed.find((c) => c.id === campaign.id)?.claims).toBe(1);

    const ended = okMsg<OpsCampaignRow>(await operator.post(`/api/ops/campaigns/${campaign.id}/end`));
    expect(ended).toMatchObject({ status: 'ended', claims: 1 });
    expect((await operator.post(`/api/ops/campaigns/${campaign.id}/end`)).status).toBe(409);
    const [row] = await auditOf(ctx, 'campaign', String(campaign.id));
    expect(row).toMatchObject({ action: 'campaign.end' });
    expect((await auditOf(ctx, 'campaign', String(campaign.id))).map((r) => r.action)).toContain(
      'campaign.publish',
    );
    for (const json of [
      { amount: '0', endAt },
      { amount: '5', endAt: new Date(ctx.clock.now().getTime() - 1000).toISOString() },
      { amount: '5', title: 'x'.repeat(61), endAt },
    ]) {
      expect((await operator.post('/api/ops/campaigns', { json })).status, JSON.stringify(json)).toBe(400);
    }
  });

  it('customers and visitors cannot reach any of it', async () => {
    const customer = await signedInClient(ctx);
    expect((await customer.client.get('/api/ops/products')).status).toBe(403);
    expect(
      (await customer.client.put(`/api/ops/products/${shortName}`, { json: { active: false } })).status,
    ).toBe(403);
    expect((await ctx.client().get('/api/ops/coupons')).status).toBe(401);
  });
});

/** Another "process" on the same database: its own app and caches (modules/shared-state tests do the same). */
async function anotherProcess(context: TestContext) {
  const sharedCaches = createSharedCaches(context.handle.db);
  const secretKey = 'test-secret-key-that-is-long-enough-0123456789';
  const app: FastifyInstance = await buildApp({
    db: context.handle.db,
    clock: context.clock,
    mailer: { send: async () => {}, close: async () => {} },
    secretKey,
    publicUrl: 'http://portal.test',
    ca: createBuiltinCa({ dataDir: context.dataDir, secretKey, clock: context.clock }),
    dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    rateLimitStore: 'memory',
    sharedCaches,
  });
  await app.ready();
  return Object.assign(app, { portalSharedCaches: sharedCaches });
}
