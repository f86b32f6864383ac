// The public storefront (issue 17, docs/domain/storefront.md): server-rendered pages from the live catalogue, their
// SEO tags, sitemap.xml and robots.txt, the 404 page, the language choice and GET storefront/products. Prices are
// changed in the database and announced through cache_versions like another process would, so this file has a
// database of its own. Such a change must show once one poll round of the app started after it has ended
// (test/poll-rounds.ts; a round every 500 ms, shared-caches.unit.test.ts: within a second).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REFERRAL_COOKIE, type ProductPrice, type StorefrontProductsAnswer } from '@portal/contract';
import { PROPS_ELEMENT_ID, type StorefrontScriptData } from '@portal/storefront';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { productPrices, products } from '../../db/schema/index.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { openFreshDatabase, testDatabaseKind } from '../../test/database.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { afterNextPollRound } from '../../test/poll-rounds.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { createSharedCaches, type SharedCaches } from '../shared-state/shared-caches.js';
import { STOREFRONT_ENTRY } from './storefront-assets.js';

const PUBLIC_URL = 'http://portal.test';
let fresh: DatabaseHandle;
let ctx: TestContext;
/** The app's shared caches, polled by its housekeeping every 500 ms. */
let caches: SharedCaches;
/** A change announced by another process must show once one poll round of the app started after it has ended. */
const afterRound = () => afterNextPollRound(caches);
beforeAll(async () => {
  fresh = await openFreshDatabase();
  // A fresh PostgreSQL database is migrated, not seeded (PGlite's template is both).
  await seedDatabase(fresh.db);
  caches = createSharedCaches(fresh.db);
  ctx = await createTestContext({ db: fresh.db, housekeeping: true, sharedCaches: caches });
});
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
});

interface Page {
  status: number;
  headers: Record<string, unknown>;
  html: string;
}

async function page(url: string, headers: Record<string, string> = {}, app = ctx.app): Promise<Page> {
  const response = await app.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, headers: response.headers, html: response.body };
}

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test). */
function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

function propsOf(html: string): StorefrontScriptData {
  const match = new RegExp(
    `<script type="application/json" id="${PROPS_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  expect(match, 'the page carries its props').not.toBeNull();
  return JSON.parse(match![1]!) as StorefrontScriptData;
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The catalogue's own answer (GET product/price in USD): what the pages must show. */
async function cataloguePrice(shortName: string, validity: number): Promise<ProductPrice> {
  return okMsg<ProductPrice>(
    await ctx.client().get(`/api/product/price?shortName=${shortName}&validity=${validity}&currency=USD`),
  );
}

async function activeProducts() {
  return fresh.db
    .select({
      shortName: products.shortName,
      name: products.name,
      supportFreeTrial: products.supportFreeTrial,
    })
    .from(products)
    .where(eq(products.active, true));
}

/** Changes a price the way the catalogue's writer would: in the database, announced through the shared caches. */
async function setPrice(shortName: string, validity: number, cents: number) {
  const [product] = await fresh.db.select().from(products).where(eq(products.shortName, shortName));
  await fresh.db
    .update(productPrices)
    .set({ priceCents: cents })
    .where(and(eq(productPrices.productId, product!.id), eq(productPrices.validity, validity)));
  await createSharedCaches(fresh.db).changed('catalogue');
}

describe(`storefront pages (${testDatabaseKind})`, () => {
  it('renders / without JavaScript: title, description, canonical, hreflang, Open Graph and JSON-LD', async () => {
    const home = await page('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.html).toContain('<html lang="en-US">');
    expect(home.html).toMatch(/<title>SSL\/TLS and code-signing certificates \| Certificate Portal<\/title>/);
    expect(attribute(home.html, /<meta name="description" content="([^"]+)">/)).toMatch(/SSL\/TLS/);
    expect(attribute(home.html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${PUBLIC_URL}/`);
    expect(attribute(home.html, /<meta property="og:url" content="([^"]+)">/)).toBe(`${PUBLIC_URL}/`);
    expect(attribute(home.html, /<meta property="og:site_name" content="([^"]+)">/)).toBe(
      'Certificate Portal',
    );
    const hreflang = [...home.html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(
      (m) => [m[1], m[2]],
    );
    expect(hreflang).toEqual([
      ['en-US', `${PUBLIC_URL}/?lang=en-US`],
      ['zh-CN', `${PUBLIC_URL}/?lang=zh-CN`],
      ['zh-TW', `${PUBLIC_URL}/?lang=zh-TW`],
      ['x-default', `${PUBLIC_URL}/`],
    ]);
    const [website, popular] = jsonLd(home.html);
    expect(website).toMatchObject({ '@type': 'WebSite', name: 'Certificate Portal', url: `${PUBLIC_URL}/` });
    const items = (popular as { itemListElement: { item: { name: string; offers: { price: string }[] } }[] })
      .itemListElement;
    expect(items.length).toBeGreaterThan(0);
    for (const { item } of items) expect(home.html).toContain(`>${item.name}</a>`);
    // No inline executable script (CSP script-src 'self'): only data blocks, and no bundle without a web build.
    expect(home.html).not.toMatch(/<script(?![^>]*type="application\/(ld\+)?json")/);
  });

  it('lists every product on /ssl-product with the catalogue prices, in the HTML and in valid JSON-LD', async () => {
    const list = await page('/ssl-product');
    expect(list.status).toBe(200);
    const active = await activeProducts();
    const [itemList] = jsonLd(list.html);
    const items = (
      itemList as {
        itemListElement: {
          item: { sku: string; offers: { price: string; priceCurrency: string; availability: string }[] };
        }[];
      }
    ).itemListElement;
    expect(items.map(({ item }) => item.sku).sort()).toEqual(active.map((p) => p.shortName).sort());
    for (const product of active) expect(list.html).toContain(`data-short-name="${product.shortName}"`);
    for (const shortName of ['RapidDV', 'SecureSiteOV']) {
      const price = await cataloguePrice(shortName, 12);
      const item = items.find((i) => i.item.sku === shortName)!.item;
      expect(Number(item.offers[0]!.price)).toBe(price.price);
      expect(item.offers[0]).toMatchObject({
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      });
      expect(list.html).toContain(`$${price.price.toFixed(2)}`);
    }
    // /ssl-product/ is the same page, canonical without the slash.
    const slash = await page('/ssl-product/');
    expect(slash.status).toBe(200);
    expect(attribute(slash.html, /<link rel="canonical" href="([^"]+)">/)).toBe(`${PUBLIC_URL}/ssl-product`);
  });

  it('renders a product page: price, original price, savings, % off, seal, Buy and Free trial links, Product JSON-LD', async () => {
    const detail = await page('/ssl-product/SecureSiteOV');
    expect(detail.status).toBe(200);
    const [one, two] = [await cataloguePrice('SecureSiteOV', 12), await cataloguePrice('SecureSiteOV', 24)];
    const [product] = jsonLd(detail.html) as [
      { '@type': string; sku: string; brand: { name: string }; image: string; offers: { price: string }[] },
    ];
    expect(product).toMatchObject({ '@type': 'Product', sku: 'SecureSiteOV', brand: { name: 'DigiCert' } });
    expect(product.image).toBe(`${PUBLIC_URL}/brands/digicert.svg`);
    expect(product.offers.map((offer) => Number(offer.price))).toEqual([one.price, two.price]);
    expect(detail.html).toContain(`$${two.price.toFixed(2)}`);
    expect(detail.html).toContain(`$${two.originalPrice.toFixed(2)}`);
    expect(detail.html).toContain(`$${two.savePrice.toFixed(2)}`);
    expect(detail.html).toContain(`${Math.round(two.discount * 100)}% off`);
    expect(detail.html).toMatch(/<img[^>]*src="\/brands\/digicert.svg"[^>]*alt="DigiCert seal"/);
    // Buy sells the term of its offer (issue 31): one Buy under the 1-year and one under the 2-year price.
    expect(detail.html).toContain('href="/contact-details?product=SecureSiteOV&amp;validity=12"');
    expect(detail.html).toContain('href="/contact-details?product=SecureSiteOV&amp;validity=24"');
    expect(detail.html).not.toContain('href="/contact-details?product=SecureSiteOV"');
    const offers = [
      ...detail.html.matchAll(/<section class="sf-offer"[^>]*data-validity="(\d+)"[\s\S]*?<\/section>/g),
    ];
    expect(offers.map((offer) => [offer[1], /href="[^"]*validity=(\d+)"/.exec(offer[0])?.[1]])).toEqual([
      ['12', '12'],
      ['24', '24'],
    ]);
    expect(detail.html).toContain('href="/contact-details?product=SecureSiteOV&amp;trial=1"');
    expect(attribute(detail.html, /<meta property="og:type" content="([^"]+)">/)).toBe('product');
    expect(attribute(detail.html, /<link rel="canonical" href="([^"]+)">/)).toBe(
      `${PUBLIC_URL}/ssl-product/SecureSiteOV`,
    );
    // Free trial only where the product offers one.
    const noTrial = (await activeProducts()).find((p) => !p.supportFreeTrial)!;
    const plain = await page(`/ssl-product/${noTrial.shortName}`);
    expect(plain.html).toContain(`href="/contact-details?product=${noTrial.shortName}&amp;validity=12"`);
    expect(plain.html).not.toContain('trial=1');
  });

  it('shows a price change on the next request once another process announced it', async () => {
    const before = await cataloguePrice('RapidDV', 12);
    const newCents = Math.round(before.price * 100) + 1234;
    await setPrice('RapidDV', 12, newCents);
    const shown = `$${(newCents / 100).toFixed(2)}`;
    await afterRound();
    expect((await page('/ssl-product/RapidDV')).html).toContain(shown);
    const [product] = jsonLd((await page('/ssl-product/RapidDV')).html) as [{ offers: { price: string }[] }];
    expect(product.offers[0]!.price).toBe((newCents / 100).toFixed(2));
    expect((await page('/ssl-product')).html).toContain(shown);
    expect((await cataloguePrice('RapidDV', 12)).price).toBe(newCents / 100);
  });

  it('embeds JSON with < escaped, whatever a product name holds; the script data only (no hydration)', async () => {
    const hostile = 'Evil </script><script>alert(1)</script> SSL';
    await fresh.db.update(products).set({ name: hostile }).where(eq(products.shortName, 'PositiveDV'));
    await createSharedCaches(fresh.db).changed('catalogue');
    await afterRound();
    const html = (await page('/ssl-product/PositiveDV')).html;
    expect(html).toContain('Evil &lt;/script&gt;');
    expect(html).not.toContain('<script>alert(1)');
    // The page is not hydrated: its script data holds the extras and the popup's texts, not the page's view.
    const data = propsOf(html);
    expect(Object.keys(data).sort()).toEqual(['extras', 'texts']);
    expect(Object.keys(data.texts)).toEqual(['ad']);
    expect(jsonLd(html)[0]).toMatchObject({ name: hostile });
  });

  it('chooses the language from ?lang=, else from the visitor (cookie, Accept-Language)', async () => {
    const chinese = await page('/ssl-product?lang=zh-CN');
    expect(chinese.html).toContain('<html lang="zh-CN">');
    expect(chinese.html).toContain('<h1>SSL 证书</h1>');
    expect(attribute(chinese.html, /<link rel="canonical" href="([^"]+)">/)).toBe(
      `${PUBLIC_URL}/ssl-product?lang=zh-CN`,
    );
    expect(attribute(chinese.html, /<meta property="og:locale" content="([^"]+)">/)).toBe('zh_CN');
    expect((await page('/', { 'accept-language': 'zh-TW,zh;q=0.9' })).html).toContain('<html lang="zh-TW">');
    expect((await page('/', { cookie: 'lang=zh-cn' })).html).toContain('<html lang="zh-CN">');
    expect((await page('/?lang=fr', { 'accept-language': 'en' })).html).toContain('<html lang="en-US">');
    expect((await page('/not-here?lang=zh-TW')).html).toContain('返回首頁');
  });

  it("speaks a signed-in visitor's language, as the API does (the account's choice, without the cookie)", async () => {
    const { client } = await signedInClient(ctx);
    okMsg(await client.put('/api/i18n/language', { json: { lang: 'zh-tw' } }));
    client.jar.delete('lang');
    const home = await client.get('/', { headers: { 'accept-language': 'en-US' } });
    expect(home.text).toContain('<html lang="zh-TW">');
  });

  it('names the site in the page language while the operator has set no name; an operator-set name as set (issue 31)', async () => {
    const brandName = (html: string) => attribute(html, /<span class="sf-brand__name">([^<]*)<\/span>/);
    const expected = { 'en-US': 'Certificate Portal', 'zh-CN': '证书门户', 'zh-TW': '憑證入口網站' };
    for (const [lang, name] of Object.entries(expected)) {
      const home = await page(`/ssl-product?lang=${lang}`);
      expect(brandName(home.html), lang).toBe(name);
      expect(home.html, lang).toContain(`| ${name}</title>`);
      expect(home.html, lang).toContain(`<meta property="og:site_name" content="${name}">`);
      expect(home.html, lang).toContain(`© ${name}`);
    }
    const commands = createOperatorCommands({ db: fresh.db, clock: ctx.clock, migrate: async () => {} });
    try {
      expect(
        await runOperatorCommand(commands, 'settings:website', ['--title', 'Acme Certificates']),
      ).toMatchObject({ ok: true });
      await afterRound();
      expect(brandName((await page('/ssl-product?lang=zh-CN')).html)).toBe('Acme Certificates');
      const chinese = await page('/ssl-product?lang=zh-TW');
      expect(brandName(chinese.html)).toBe('Acme Certificates');
      expect(chinese.html).toContain('| Acme Certificates</title>');
    } finally {
      await runOperatorCommand(commands, 'settings:website', ['--title', '']);
    }
  });

  it('answers unknown public paths with the 404 page and Back Home, the API with its envelope', async () => {
    for (const url of ['/no-such-page', '/ssl-product/NoSuchProduct', '/brands/none.svg']) {
      const missing = await page(url);
      expect(missing.status, url).toBe(404);
      expect(missing.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(missing.html).toMatch(/<a class="[^"]*" href="\/" data-testid="back-home">Back Home<\/a>/);
      expect(missing.html).toContain('<meta name="robots" content="noindex">');
    }
    const api = await ctx.app.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: expect.any(Number) });
  });

  it('sitemap.xml lists the public pages and every product on sale, with hreflang alternates', async () => {
    await fresh.db.update(products).set({ active: false }).where(eq(products.shortName, 'ThawteDV'));
    await createSharedCaches(fresh.db).changed('catalogue');
    await afterRound();
    const sitemap = await page('/sitemap.xml');
    const xml = sitemap.html;
    expect(xml).not.toContain('/ssl-product/ThawteDV<');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const active = await activeProducts();
    expect(locs.sort()).toEqual(
      [
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/ssl-product`,
        `${PUBLIC_URL}/ssl-download`,
        ...active.map((p) => `${PUBLIC_URL}/ssl-product/${p.shortName}`),
      ].sort(),
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="zh-TW" href="${PUBLIC_URL}/ssl-product?lang=zh-TW"/>`,
    );
    expect(xml).toContain(
      `<xhtml:link rel="alternate" hreflang="x-default" href="${PUBLIC_URL}/ssl-download"/>`,
    );
  });

  it('robots.txt allows the public pages, keeps crawlers out of the private areas and names the sitemap', async () => {
    const robots = await page('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = robots.html.split('\n');
    for (const line of [
      'User-agent: *',
      'Allow: /',
      'Disallow: /admin/',
      'Disallow: /ops',
      'Disallow: /api/',
      'Disallow: /contact-details',
      'Disallow: /csr-generation',
      'Disallow: /private-key-download',
      `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
    ])
      expect(lines).toContain(line);
  });

  it('answers GET storefront/products with the same entries, built by the same rule', async () => {
    const answer = okMsg<StorefrontProductsAnswer>(await ctx.client().get('/api/storefront/products'));
    const active = await activeProducts();
    expect(answer.list.map((e) => e.shortName).sort()).toEqual(active.map((p) => p.shortName).sort());
    const entry = answer.list.find((e) => e.shortName === 'SecureSiteOV')!;
    const two = await cataloguePrice('SecureSiteOV', 24);
    expect(entry).toMatchObject({
      brandName: 'DigiCert',
      queryType: 'DigiCert',
      url: '/ssl-product/SecureSiteOV',
      type: 'OV',
      twoYear: {
        lowestPrice: two.price,
        originalPrice: two.originalPrice,
        save: two.savePrice,
        validity: 24,
      },
    });
    expect(entry.twoYear!.discount).toBe(two.discount);
    expect(entry.twoYear!.averagePrice).toBe(Math.round((two.price / 2) * 100) / 100);
    const zh = okMsg<StorefrontProductsAnswer>(
      await ctx.client().get('/api/storefront/products', { headers: { 'accept-language': 'zh-CN' } }),
    );
    expect(zh.list.find((e) => e.shortName === 'SecureSiteOV')!.introduction).toMatch(/证书/);
  });

  it('sets the referral cookie when a public page is opened with ?id=', async () => {
    for (const url of [
      '/?id=12345678',
      '/ssl-product/SecureSiteOV?id=12345678',
      '/ssl-download?id=12345678',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(
        response.cookies.map((c) => c.name),
        url,
      ).toContain(REFERRAL_COOKIE);
    }
  });
});

describe(`storefront with a web build and a host skin (${testDatabaseKind})`, () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  let skinned: TestContext;
  beforeAll(async () => {
    mkdirSync(join(webRoot, '.vite'), { recursive: true });
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><div id="root">spa</div>');
    writeFileSync(join(webRoot, 'assets', 'storefront-abc.js'), 'export {};');
    writeFileSync(
      join(webRoot, '.vite', 'manifest.json'),
      JSON.stringify({
        [STOREFRONT_ENTRY]: { file: 'assets/storefront-abc.js', isEntry: true, imports: ['_react.js'] },
        '_react.js': { file: 'assets/react-def.js' },
        'src/app/main.tsx': { file: 'assets/main-xyz.js', isEntry: true },
      }),
    );
    // The real skin store, as an operator sets it (`portal skin:set`), before the app reads it.
    const commands = createOperatorCommands({ db: fresh.db, clock: ctx.clock, migrate: async () => {} });
    const set = await runOperatorCommand(commands, 'skin:set', [
      '--host',
      'shop.example',
      '--title',
      'Example Shop',
      '--copyright',
      '© Example Shop Ltd',
      '--logo',
      '/skins/example.svg',
      '--favicon',
      '/skins/example.ico',
    ]);
    expect(set).toMatchObject({ ok: true });
    skinned = await createTestContext({ db: fresh.db, webRoot });
  });
  afterAll(async () => {
    await skinned?.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('loads the storefront bundle named by the manifest, and no other entry', async () => {
    const home = await page('/', {}, skinned.app);
    expect(home.html).toContain('<script type="module" src="/assets/storefront-abc.js"></script>');
    expect(home.html).toContain('<link rel="modulepreload" href="/assets/react-def.js">');
    expect(home.html).not.toContain('main-xyz');
  });

  it("shows the host's skin: title suffix, og:site_name, header, footer copyright and favicon", async () => {
    const list = await page('/ssl-product', { host: 'shop.example' }, skinned.app);
    expect(list.html).toMatch(/<title>SSL certificate prices \| Example Shop<\/title>/);
    expect(list.html).toContain('<meta property="og:site_name" content="Example Shop">');
    expect(list.html).toContain('<link rel="icon" href="/skins/example.ico">');
    expect(list.html).toContain('src="/skins/example.svg"');
    expect(list.html).toContain('© Example Shop Ltd');
    expect(list.headers.vary).toContain('Host');
    // Another host (a sub-domain too) gets the default skin: host names match exactly.
    for (const host of ['localhost', 'www.shop.example', 'shop.example.evil']) {
      const other = await page('/ssl-product', { host }, skinned.app);
      expect(other.html, host).not.toContain('Example Shop');
    }
  });

  it("keeps the web app's own paths on index.html, every other unknown path gets the 404 page", async () => {
    for (const url of [
      '/admin/dashboard',
      '/admin',
      '/ops/orders',
      '/login',
      '/contact-details?product=RapidDV',
      '/csr-generation?code=abc',
      '/private-key-download',
      '/validation-method?code=abc',
    ]) {
      const spa = await page(url, {}, skinned.app);
      expect(spa.status, url).toBe(200);
      expect(spa.html, url).toContain('<div id="root">spa</div>');
    }
    const missing = await page('/administrator', {}, skinned.app);
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('data-testid="back-home"');
    expect((await page('/assets/missing.js', {}, skinned.app)).status).toBe(404);
  });
});
