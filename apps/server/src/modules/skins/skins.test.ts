// White-label skins (issue 17): per request host a title, copyright, logos and favicon, set with `portal skin:set`,
// matched exactly after normalising, believed from X-Forwarded-Host only when a trusted proxy sends it, shared by
// every process through the database, carried by admin-setting and by the web app's index.html.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_SKIN, SESSION_COOKIE, type AdminSetting, type Profile, type Skin } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type AppDeps } from '../../app.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { systemClock } from '../../lib/clock.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { createSharedCaches, type SharedCaches } from '../shared-state/shared-caches.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';
import { createTestContext, signedInClient, UNREACHABLE_DCV, type TestContext } from '../../test/harness.js';
import { afterNextPollRound } from '../../test/poll-rounds.js';

const SECRET = 'test-secret-key-that-is-long-enough-0123456789';
const SALES = 'sales-team@portal.test';
/** Host names of this run only: the PostgreSQL test database is shared by test files and runs. */
const mark = `${process.pid}${Date.now().toString(36)}`;
const reseller = `reseller-${mark}.example`;
const other = `other-${mark}.example`;

/** The web app's index.html as Vite builds it (the parts the server replaces). */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Certificate Portal</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"><div id="boot" aria-busy="true">Certificate Portal</div></div>
  </body>
</html>
`;

/** The parts of Vite's build manifest the index page's hints read (apps/web/dist/.vite/manifest.json). */
const MANIFEST = {
  'index.html': {
    file: 'assets/index-abc.js',
    isEntry: true,
    imports: ['_vendor.js'],
    css: ['assets/index-abc.css'],
  },
  '_vendor.js': { file: 'assets/vendor-1.js' },
  '_antd-core.js': { file: 'assets/antd-core-11.js', css: ['assets/antd-core-11.css'] },
  'src/features/auth/pages/AuthPage.tsx': {
    file: 'assets/AuthPage-2.js',
    imports: ['_vendor.js', '_Logo.js'],
    css: ['assets/index-abc.css'],
  },
  '_Logo.js': { file: 'assets/Logo-3.js' },
  '../../packages/i18n/src/locales/en-US/start.ts': { file: 'assets/start-en.js' },
  '../../packages/i18n/src/locales/zh-CN/start.ts': { file: 'assets/start-cn.js' },
  '../../packages/i18n/src/locales/zh-TW/start.ts': { file: 'assets/start-tw.js' },
  '../../packages/i18n/src/locales/zh-CN/member.ts': { file: 'assets/member-cn.js' },
  'src/app/AntdProvider.tsx': {
    file: 'assets/AntdProvider-4.js',
    imports: ['_vendor.js', '_antd-core.js'],
    css: ['assets/index-abc.css'],
  },
  'src/lib/queryClient.tsx': { file: 'assets/queryClient-5.js' },
  'src/app/layouts/member/MemberRoutes.tsx': { file: 'assets/MemberRoutes-6.js', imports: ['_Logo.js'] },
  'src/features/orders/pages/OrdersPage.tsx': { file: 'assets/OrdersPage-7.js' },
  'src/app/layouts/ops/OpsGate.tsx': { file: 'assets/OpsGate-8.js' },
  'src/app/layouts/ops/OpsRoutes.tsx': { file: 'assets/OpsRoutes-9.js', imports: ['_Logo.js'] },
  'src/features/ops/pages/OpsOverviewPage.tsx': { file: 'assets/OpsOverviewPage-10.js' },
};

let ctx: TestContext;
/** The portal with the web app (its index.html) and the SALES_EMAIL setting. */
let web: FastifyInstance;
/** The same portal behind a reverse proxy at 192.0.2.10 (TRUST_PROXY). */
let proxied: FastifyInstance;
let webRoot: string;
let commands: ReturnType<typeof createOperatorCommands>;
/** The shared-cache pollers of `web` and `proxied`: the test reads them at once instead of every 500 ms. */
const pollers: SharedCaches[] = [];

/** Another portal process on the test database. */
async function portalApp(overrides: Partial<AppDeps>): Promise<FastifyInstance> {
  const sharedCaches = createSharedCaches(ctx.handle.db);
  const app = await buildApp({
    db: ctx.handle.db,
    clock: ctx.clock,
    mailer: { send: async () => {}, close: async () => {} },
    secretKey: SECRET,
    publicUrl: 'http://portal.test',
    ca: createBuiltinCa({ dataDir: ctx.dataDir, secretKey: SECRET, clock: ctx.clock }),
    dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    rateLimitStore: 'memory',
    sharedCaches,
    ...overrides,
  });
  await app.ready();
  await sharedCaches.poll();
  pollers.push(sharedCaches);
  return app;
}

/** Runs an operator command as `portal …` does, then lets the apps see its change (as their pollers would). */
const portal = async (...args: string[]) => {
  const [name, ...rest] = args;
  const answer = await runOperatorCommand(commands, name, rest);
  for (const poller of pollers) await poller.poll();
  return answer;
};

async function skinAt(
  app: FastifyInstance,
  host: string,
  extra: Record<string, string> = {},
  remote = '127.0.0.1',
) {
  const answer = await app.inject({
    url: '/api/admin-setting',
    headers: { host, ...extra },
    remoteAddress: remote,
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<{ msg: AdminSetting }>().msg.skin;
}

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'portal-web-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), INDEX_HTML);
  writeFileSync(join(webRoot, 'assets', 'index-abc.js'), 'console.log(1)');
  mkdirSync(join(webRoot, '.vite'));
  writeFileSync(join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ctx = await createTestContext();
  web = await portalApp({ webRoot, salesEmail: SALES });
  proxied = await portalApp({ trustProxy: ['192.0.2.10'] });
  commands = createOperatorCommands({ db: ctx.handle.db, clock: ctx.clock, migrate: async () => {} });
  const set = await portal(
    'skin:set',
    '--host',
    reseller.toUpperCase(),
    '--title',
    'Reseller SSL',
    '--copyright',
    '© 2026 Reseller Ltd',
    '--logo',
    '/brands/reseller.svg',
    '--login-logo',
    'https://cdn.reseller.example/login.png',
    '--favicon',
    '/brands/reseller.ico',
  );
  expect(set).toMatchObject({ ok: true });
});

afterAll(async () => {
  for (const host of [reseller, other]) await portal('skin:remove', '--host', host);
  await proxied?.close();
  await web?.close();
  await ctx?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const resellerSkin: Skin = {
  host: reseller,
  title: 'Reseller SSL',
  copyright: '© 2026 Reseller Ltd',
  logo: '/brands/reseller.svg',
  loginLogo: 'https://cdn.reseller.example/login.png',
  favicon: '/brands/reseller.ico',
};

describe('skins by host', () => {
  it('answers the skin of the request host in admin-setting, with Vary: Host and the sales address', async () => {
    const answer = await web.inject({ url: '/api/admin-setting', headers: { host: reseller } });
    expect(answer.headers.vary).toContain('Host');
    const setting = answer.json<{ msg: AdminSetting }>().msg;
    expect(setting.skin).toEqual(resellerSkin);
    expect(setting.salesEmail).toBe(SALES);
  });

  it('gives an unknown host the default skin', async () => {
    const skin = await skinAt(web, `unknown-${mark}.example`);
    expect(skin.host).toBeNull();
    expect(skin.logo).toBeNull();
    expect(skin.favicon).toBeNull();
  });

  it('matches the host exactly: case, port and a trailing dot do not matter; a sub-domain or suffix is another host', async () => {
    expect(await skinAt(web, `${reseller.toUpperCase()}:8443`)).toEqual(resellerSkin);
    expect(await skinAt(web, `${reseller}.`)).toEqual(resellerSkin);
    for (const host of [
      `evil${reseller}`,
      `shop.${reseller}`,
      `${reseller}.evil.example`,
      `${reseller}x`,
      `${reseller}@evil.example`,
      `${reseller} `.repeat(2),
    ])
      expect((await skinAt(web, host)).host, host).toBeNull();
  });

  it('ignores X-Forwarded-Host from a client that is not a trusted proxy', async () => {
    const forwarded = { 'x-forwarded-host': reseller };
    expect((await skinAt(web, `unknown-${mark}.example`, forwarded)).host).toBeNull();
    // The proxied portal trusts only 192.0.2.10.
    expect((await skinAt(proxied, `unknown-${mark}.example`, forwarded, '198.51.100.7')).host).toBeNull();
  });

  it('believes X-Forwarded-Host from the trusted proxy (its last entry)', async () => {
    expect(await skinAt(proxied, 'internal:8080', { 'x-forwarded-host': reseller }, '192.0.2.10')).toEqual(
      resellerSkin,
    );
    const chained = { 'x-forwarded-host': `${reseller}, evil${reseller}` };
    expect((await skinAt(proxied, 'internal:8080', chained, '192.0.2.10')).host).toBeNull();
  });

  it('titles the default skin with the website setting while one is set', async () => {
    const before = (await portal('settings:website')).output;
    const previous = /^site name: (.*)$/.exec(before)?.[1] ?? '';
    try {
      const name = `Portal ${mark}`;
      expect(await portal('settings:website', '--title', name)).toMatchObject({ ok: true });
      const skin = await skinAt(web, `unknown-${mark}.example`);
      expect(skin).toEqual({ ...DEFAULT_SKIN, title: name, copyright: `© ${name}` });
      // A host skin without a title of its own takes it too.
      await portal('skin:set', '--host', other, '--logo', '/brands/other.svg');
      expect((await skinAt(web, other)).title).toBe(name);
      expect(await portal('settings:website', '--title', '<b>x</b>')).toMatchObject({ ok: false });
    } finally {
      await portal('settings:website', '--title', previous);
    }
    expect((await skinAt(web, `unknown-${mark}.example`)).title).toBe(previous || DEFAULT_SKIN.title);
  });
});

describe('portal skin:set / skin:list / skin:remove', () => {
  it('keeps an omitted option, clears an empty one and lists the skins', async () => {
    await portal('skin:set', '--host', other, '--title', 'Other Certs', '--logo', '/brands/other.svg');
    const cleared = await portal('skin:set', '--host', other, '--logo', '');
    expect(cleared.ok).toBe(true);
    expect(await skinAt(web, other)).toMatchObject({ title: 'Other Certs', logo: null, host: other });
    const list = await portal('skin:list');
    expect(list.output).toContain(`${reseller}  title "Reseller SSL"`);
    expect(list.output).toContain(`${other}  title "Other Certs"`);
    expect(list.output).toContain('(default)');
  });

  it.each([
    [['--host', 'http://x.example/'], 'is not a host name'],
    [['--host', 'bad_host.example'], 'is not a host name'],
    [['--host', `${'a'.repeat(60)}.`.repeat(5)], 'is not a host name'],
    [['--host', reseller, '--title', 'x'.repeat(101)], 'longer than 100'],
    [['--host', reseller, '--title', '<script>alert(1)</script>'], 'plain text'],
    [['--host', reseller, '--copyright', 'x'.repeat(201)], 'longer than 200'],
    [['--host', reseller, '--logo', 'http://cdn.example/logo.png'], 'https://'],
    [['--host', reseller, '--login-logo', 'javascript:alert(1)'], 'https://'],
    [['--host', reseller, '--favicon', '//evil.example/f.ico'], 'not a valid portal path'],
    [['--host', reseller, '--colour', 'red'], 'unknown option --colour'],
  ])('refuses %j and stores nothing', async (args, message) => {
    // A valid change beside the bad one: nothing of either is stored.
    const answer = await portal('skin:set', '--title', 'Changed', ...args);
    expect(answer.ok).toBe(false);
    expect(answer.output).toContain(message);
    expect(await skinAt(web, reseller)).toEqual(resellerSkin);
    expect((await portal('skin:list')).output).not.toContain('Changed');
  });

  it('removes a skin: the host gets the default again; an unknown host is an error', async () => {
    const host = `gone-${mark}.example`;
    await portal('skin:set', '--host', host, '--title', 'Gone');
    expect((await skinAt(web, host)).title).toBe('Gone');
    expect(await portal('skin:remove', '--host', host)).toMatchObject({ ok: true });
    expect((await skinAt(web, host)).host).toBeNull();
    const again = await portal('skin:remove', '--host', host);
    expect(again).toMatchObject({ ok: false });
    expect(again.output).toContain('has no skin of its own');
  });

  it('lets the pages load a skin image from another https origin (CSP img-src)', async () => {
    const answer = await web.inject({ url: '/' });
    expect(String(answer.headers['content-security-policy'])).toMatch(
      /img-src [^;]*https:\/\/cdn\.reseller\.example/,
    );
  });
});

describe('skins shared by every process', () => {
  it('shows a change made through one app on a second app within a second', async () => {
    // The second process polls as the running portal does (housekeeping); the change must show there once one of
    // its poll rounds started after the change has ended (a round every 500 ms: within a second, test/poll-rounds.ts).
    const secondCaches = createSharedCaches(ctx.handle.db);
    const second = await buildApp({
      db: ctx.handle.db,
      clock: systemClock,
      mailer: { send: async () => {}, close: async () => {} },
      secretKey: SECRET,
      publicUrl: 'http://portal.test',
      ca: createBuiltinCa({ dataDir: ctx.dataDir, secretKey: SECRET, clock: systemClock }),
      dcvChecker: createDcvChecker(UNREACHABLE_DCV),
      rateLimitStore: 'memory',
      housekeeping: true,
      sharedCaches: secondCaches,
    });
    await second.ready();
    try {
      const host = `shared-${mark}.example`;
      // The second process has the default for the host in its cache.
      expect((await skinAt(second, host)).host).toBeNull();
      await portal('skin:set', '--host', host, '--title', 'Shared');
      await afterNextPollRound(secondCaches);
      expect((await skinAt(second, host)).title).toBe('Shared');
      await portal('skin:remove', '--host', host);
      await afterNextPollRound(secondCaches);
      expect((await skinAt(second, host)).host).toBeNull();
    } finally {
      await second.close();
    }
  });
});

describe('the web app per host', () => {
  const page = (host: string, url = '/admin/manage-login') =>
    web.inject({ url, headers: { host, 'accept-encoding': 'identity' } });

  it("sends index.html with the host's title, favicon and skin", async () => {
    for (const url of ['/admin/dashboard', '/admin/manage-login', '/index.html']) {
      const answer = await page(reseller, url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers.vary).toContain('Host');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.body).toContain('<title>Reseller SSL</title>');
      expect(answer.body).toContain('<div id="boot" aria-busy="true">Reseller SSL</div>');
      expect(answer.body).toContain('<link rel="icon" href="/brands/reseller.ico" />');
      const data = /<script type="application\/json" id="portal-skin">(.*?)<\/script>/.exec(answer.body);
      expect(JSON.parse(data![1]!)).toEqual(resellerSkin);
    }
  });

  it("asks for the reader's catalog and the first screen's code at once (modulepreload hints)", async () => {
    const hints = (body: string) =>
      [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    const login = await web.inject({
      url: '/admin/manage-login?callback=%2Fadmin%2Forder%2Flist',
      headers: { host: reseller, 'accept-language': 'zh-TW,zh;q=0.9' },
    });
    // The screen's code and what it imports beyond the entry's own files (the vendor chunk comes with the entry).
    expect(hints(login.body)).toEqual(['/assets/start-tw.js', '/assets/AuthPage-2.js', '/assets/Logo-3.js']);
    expect(login.headers.vary).toContain('Accept-Language');
    const member = await web.inject({
      url: '/admin/order/list',
      headers: { host: reseller, cookie: 'lang=zh-cn', 'accept-language': 'en' },
    });
    // The member area (issue 31): its shell, the query client, the member texts and, for a page opened by a full
    // load (My Orders), the page's chunk. My Orders draws its first screen without antd: antd's provider is not
    // hinted there, but for the other member pages. The console gets only what every signed-in screen shares:
    // index.html is the same for a customer or a visitor, who must download nothing of the console.
    expect(hints(member.body)).toEqual([
      '/assets/start-cn.js',
      '/assets/queryClient-5.js',
      '/assets/member-cn.js',
      '/assets/MemberRoutes-6.js',
      '/assets/Logo-3.js',
      '/assets/OrdersPage-7.js',
    ]);
    const dashboard = await web.inject({
      url: '/admin/dashboard',
      headers: { host: reseller, cookie: 'lang=zh-cn' },
    });
    expect(hints(dashboard.body)).toEqual([
      '/assets/start-cn.js',
      '/assets/queryClient-5.js',
      '/assets/member-cn.js',
      '/assets/AntdProvider-4.js',
      '/assets/antd-core-11.js',
      '/assets/MemberRoutes-6.js',
      '/assets/Logo-3.js',
    ]);
    // The stylesheets those chunks wait for (the entry's, which Vite's loader asks again for the lazy chunks that
    // list it, and antd's sheet where antd's provider is hinted), fetched at once and applied by the chunk that
    // needs them.
    const styleHints = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="style" crossorigin href="([^"]+)"/g)].map((m) => m[1]);
    expect(styleHints(member.body)).toEqual([]);
    expect(styleHints(dashboard.body)).toEqual(['/assets/index-abc.css', '/assets/antd-core-11.css']);
    for (const url of ['/ops', '/ops/', '/ops/overview']) {
      const ops = await web.inject({ url, headers: { host: reseller, cookie: 'lang=zh-cn' } });
      expect(hints(ops.body), url).toEqual([
        '/assets/start-cn.js',
        '/assets/queryClient-5.js',
        '/assets/member-cn.js',
      ]);
      expect(styleHints(ops.body), url).toEqual([]);
    }
    // The sign-in screen's import does not ask for the entry's stylesheet again: nothing to hint there.
    expect(styleHints(login.body)).toEqual([]);
    expect(hints((await page(reseller, '/login')).body)).toEqual([
      '/assets/start-en.js',
      '/assets/AuthPage-2.js',
      '/assets/Logo-3.js',
    ]);
  });

  it("asks a signed-in page's first calls at once and draws its frame, only for a browser that holds a session", async () => {
    const dataHints = (body: string) =>
      [...body.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)"/g)].map(
        // The attribute as the browser reads it (`&` is written `&amp;` in HTML).
        (m) => m[1]!.replace(/&amp;/g, '&'),
      );
    const signedIn = (url: string) =>
      web.inject({ url, headers: { host: reseller }, cookies: { [SESSION_COOKIE]: 'any-session' } });
    expect(dataHints((await signedIn('/admin/order/list')).body)).toEqual([
      '/api/account/profile',
      '/api/orders?timeType=created&page=1&pageSize=10',
    ]);
    // A query string changes the rows the page asks: only the profile is hinted then.
    expect(dataHints((await signedIn('/admin/order/list?tag=needPay')).body)).toEqual([
      '/api/account/profile',
    ]);
    expect(dataHints((await signedIn('/admin/dashboard')).body)).toEqual(['/api/account/profile']);
    expect(dataHints((await signedIn('/ops')).body)).toEqual(['/api/account/profile']);
    // A signed-in page opens on the member area's frame (no text: the first content is the app's own); the title
    // is told to assistive technology only. A visitor and the sign-in screens keep the boot title.
    const frame = (await signedIn('/admin/order/list')).body;
    expect(frame).toContain(
      '<div id="boot" class="shell-skeleton" role="status" aria-busy="true" aria-label="Reseller SSL">',
    );
    expect(frame).not.toContain('>Reseller SSL</div>');
    expect((await signedIn('/ops')).body).toContain('class="shell-skeleton"');
    expect((await signedIn('/admin/manage-login')).body).toContain(
      '<div id="boot" aria-busy="true">Reseller SSL</div>',
    );
    expect((await page(reseller, '/admin/order/list')).body).toContain(
      '<div id="boot" aria-busy="true">Reseller SSL</div>',
    );
    // Nothing for the sign-in screens, the storefront purchase pages, or a browser without a session.
    expect(dataHints((await signedIn('/admin/manage-login')).body)).toEqual([]);
    expect(dataHints((await signedIn('/contact-details')).body)).toEqual([]);
    expect(dataHints((await page(reseller, '/admin/order/list')).body)).toEqual([]);
  });

  it('sends the default page to another host, and escapes what a skin holds', async () => {
    const answer = await page(`unknown-${mark}.example`);
    expect(answer.body).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
    expect(answer.body).not.toContain('Reseller SSL');
    await portal('skin:set', '--host', other, '--title', 'A & B "Certs"', '--copyright', '© A & B\u2028co');
    const escaped = await page(other);
    expect(escaped.body).toContain('<title>A &amp; B &quot;Certs&quot;</title>');
    const data = /<script type="application\/json" id="portal-skin">(.*?)<\/script>/.exec(escaped.body);
    expect(data![1]).not.toMatch(/[&\u2028]/);
    expect(JSON.parse(data![1]!)).toMatchObject({ title: 'A & B "Certs"', copyright: '© A & B\u2028co' });
  });
});

describe('level 1 and the storefront offer', () => {
  it('marks a main account level 1 with portal user:level; its menu offers the storefront', async () => {
    const { client, email } = await signedInClient(ctx);
    const profile = async () => (await client.get<Profile>('/api/account/profile')).body.msg;
    expect((await profile()).level).toBe(0);
    expect(await portal('user:level', '--email', email, '--level', '1')).toMatchObject({ ok: true });
    const after = await profile();
    expect(after.level).toBe(1);
    expect(after.menu).toContainEqual({ key: 'storefrontOffer', path: '/admin/manage-introduce' });
    expect(await portal('user:level', '--email', email, '--level', '7')).toMatchObject({ ok: false });
    expect((await profile()).level).toBe(1);
  });
});
