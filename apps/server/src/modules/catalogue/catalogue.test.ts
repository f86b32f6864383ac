import {
  ErrorCode,
  type AdminSetting,
  type I18nCurrent,
  type ListAnswer,
  type Product,
  type ProductPrice,
} from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOperatorCommands } from '../operator/commands.js';
import { createTestContext, signedInClient, UNREACHABLE_DCV, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { loadCatalogueData } from '../../db/seed/seed-files.js';
import { buildApp } from '../../app.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('catalogue', () => {
  it('seeds every brand tab and every product named in the badge lists', async () => {
    const setting = okMsg<AdminSetting>(await ctx.client().get('/api/admin-setting'));
    expect(setting.productCategory.map((c) => c.key)).toEqual([
      'DigiCert',
      'DigiCertBasic',
      'Sectigo',
      'Positive',
      'GeoTrust',
      'RapidSSL',
      'Thawte',
      'GlobalSign',
      'Entrust',
      'SSL_IP',
      'CodeSign',
    ]);
    expect(setting.productCategory.find((c) => c.key === 'DigiCertBasic')?.hot).toBe(true);
    expect(setting.website).not.toBe('');
    const badged = loadCatalogueData()
      .products.filter((p) => p.badges.length > 0)
      .map((p) => p.shortName);
    for (const name of [
      'SecureSiteOV',
      'SecureSiteOVPro',
      'RapidDV',
      'EntrustEVSANs',
      'GlobalSignAlphaDVWildcard',
    ])
      expect(badged).toContain(name);
  });

  it('lists products of a brand page by page, and of a tag', async () => {
    const client = ctx.client();
    const first = okMsg<ListAnswer<Product>>(
      await client.get('/api/products?brand=DigiCert&page=1&pageSize=3'),
    );
    expect(first.list).toHaveLength(3);
    expect(first.total).toBeGreaterThan(3);
    expect(first.list.every((p) => p.brand === 'DigiCert' && p.productTag === null)).toBe(true);
    const second = okMsg<ListAnswer<Product>>(
      await client.get('/api/products?brand=DigiCert&page=2&pageSize=3'),
    );
    expect(second.list[0]?.id).not.toBe(first.list[0]?.id);
    const codeSign = okMsg<ListAnswer<Product>>(
      await client.get('/api/products?productTag=CodeSign&pageSize=50'),
    );
    expect(codeSign.list.length).toBeGreaterThan(0);
    for (const product of codeSign.list) {
      expect(product.productType).toBe('CodeSign');
      expect(Object.keys(product.priceInfo).map(Number)).toEqual([12, 24, 36]);
    }
    const all = okMsg<ListAnswer<Product>>(await client.get('/api/products?pageSize=500'));
    const oneYear = all.list.map((p) => p.priceInfo['12']!.price);
    expect(Math.min(...oneYear)).toBe(59);
    expect(Math.max(...oneYear)).toBe(3959);
  });

  it('quotes a price with the multi-year saving, in the requested display currency', async () => {
    const client = ctx.client();
    const usd = okMsg<ProductPrice>(
      await client.get('/api/product/price?currency=USD&validity=24&shortName=RapidDV'),
    );
    expect(usd).toMatchObject({ price: 106, originalPrice: 118, savePrice: 12, currency: 'USD', uint: '$' });
    expect(usd.discount).toBeCloseTo(0.1017, 3);
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    expect(await commands['rates:set']!.run(['--currency', 'EUR', '--rate', '0.9'])).toContain('EUR = 0.9');
    // The service caches rates for a minute; a second app on the same database reads the new one at once.
    const second = await buildApp({
      db: ctx.handle.db,
      clock: ctx.clock,
      mailer: { send: async () => {}, close: async () => {} },
      secretKey: 'another-test-secret-key-0123456789abcdef',
      publicUrl: 'http://portal.test',
      ca: createBuiltinCa({
        dataDir: ctx.dataDir,
        secretKey: 'another-test-secret-key-0123456789abcdef',
        clock: ctx.clock,
      }),
      dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    });
    try {
      const eur = await second.inject('/api/product/price?currency=EUR&validity=12&shortName=RapidDV');
      expect(eur.json()).toMatchObject({ code: 0, msg: { price: 53.1, currency: 'EUR', uint: '€' } });
    } finally {
      await second.close();
    }
  });

  it('shows the session currency and its dated rate in i18n/current and product prices', async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/currency', { json: { currency: 'JPY' } }));
    const current = okMsg<I18nCurrent>(await client.get('/api/i18n/current'));
    expect(current.currency.code).toBe('JPY');
    expect(current.currency.rate).toBeGreaterThan(100);
    expect(current.currency.rateDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const page = okMsg<ListAnswer<Product>>(await client.get('/api/products?brand=RapidSSL'));
    const rapid = page.list.find((p) => p.shortName === 'RapidDV')!;
    expect(rapid.currency).toBe('JPY');
    expect(rapid.priceInfo['12']!.uint).toBe('JP¥');
    expect(rapid.priceInfo['12']!.price).toBe(Math.round(59 * current.currency.rate));
  });

  it('refuses an unsold validity and an unknown product with clear messages', async () => {
    const client = ctx.client();
    const validity = await client.get('/api/product/price?validity=48&shortName=SectigoCodeSign');
    expect(validity.status).toBe(400);
    expect(validity.body.msg).toBe(
      'This product is not sold for 48 months; choose one of: 12, 24, 36 months',
    );
    const unknown = await client.get('/api/product/price?validity=12&shortName=NoSuchThing');
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe(ErrorCode.notFound);
    const none = await client.get('/api/product/price?validity=12');
    expect(none.status).toBe(400);
    expect(none.body.msg).toBe('Please select a product');
  });

  it('rejects a bad rate on the command line', async () => {
    const commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
    await expect(commands['rates:set']!.run(['--currency', 'XXX', '--rate', '1'])).rejects.toThrow(
      /--currency/,
    );
    await expect(commands['rates:set']!.run(['--currency', 'EUR', '--rate', '-1'])).rejects.toThrow(
      /positive/,
    );
  });
});
