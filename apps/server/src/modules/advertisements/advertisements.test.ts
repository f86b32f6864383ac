// Advertisements and the chat widget setting (issue 15, docs/domain/advertisements.md): `portal ad:set` /
// `ad:remove` / `settings:chat` from the command line, GET advertisements and GET admin-setting as a visitor,
// and the pages' Content-Security-Policy. Both live once per database, so this file has a database of its own. The
// commands announce their changes through cache_versions like a second process; the app polls it as the running
// portal does (housekeeping), and every check of a change looks once one poll round started after the command has
// ended (test/poll-rounds.ts): with a round every 500 ms (shared-caches.unit.test.ts), within a second.
import { ErrorCode, type AdminSetting, type Advertisement } from '@portal/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { advertisements, settings } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { DAY, HOUR } from '../../lib/clock.js';
import { openFreshDatabase } from '../../test/database.js';
import { createTestContext, signedInClient, type TestContext } from '../../test/harness.js';
import { okMsg } from '../../test/purchase.js';
import { afterNextPollRound } from '../../test/poll-rounds.js';
import { createOperatorCommands, runOperatorCommand } from '../operator/commands.js';
import { createSharedCaches, type SharedCaches } from '../shared-state/shared-caches.js';
import { createAdvertisementsService } from './advertisements.service.js';

let fresh: DatabaseHandle;
let ctx: TestContext;
/** The app's shared caches, polled by its housekeeping every 500 ms. */
let caches: SharedCaches;
beforeAll(async () => {
  fresh = await openFreshDatabase();
  caches = createSharedCaches(fresh.db);
  ctx = await createTestContext({ db: fresh.db, housekeeping: true, sharedCaches: caches });
});
afterAll(async () => {
  await ctx?.close();
  await fresh?.close();
});

const operator = (name: string, args: string[]) =>
  runOperatorCommand(
    createOperatorCommands({ db: fresh.db, clock: ctx.clock, migrate: async () => {} }),
    name,
    args,
  );

/** `portal ad:set` with a valid advertisement, `changes` replacing or adding flags. */
async function adSet(changes: Record<string, string> = {}) {
  const flags: Record<string, string> = {
    location: 'homePage',
    image: '/ads/spring.png',
    link: '/ssl-product',
    description: 'Spring sale: 20 % off DV certificates',
    countdown: '3',
    ...changes,
  };
  return operator(
    'ad:set',
    Object.entries(flags).flatMap(([name, value]) => [`--${name}`, value]),
  );
}

async function addAd(changes: Record<string, string> = {}): Promise<number> {
  const answer = await adSet(changes);
  expect(answer, answer.output).toMatchObject({ ok: true });
  return Number(/advertisement (\d+) added/.exec(answer.output)![1]);
}

const listed = async () =>
  okMsg<{ list: Advertisement[] }>(await ctx.client().get('/api/advertisements')).list;
const listedIds = async () => (await listed()).map((ad) => ad.id);
const rowCount = async () => (await fresh.db.select({ n: count() }).from(advertisements))[0]!.n;
/** A command's change must show once one poll round of the app started after it has ended. */
const afterRound = () => afterNextPollRound(caches);
const cspOf = async (url = '/') => String((await ctx.client().get(url)).headers['content-security-policy']);
const directive = (csp: string, name: string) =>
  csp
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1) ?? [];

describe('GET advertisements', () => {
  it('lists what portal ad:set added to a visitor without a session, newest first', async () => {
    const first = await addAd({ description: 'First' });
    ctx.clock.advance(1000);
    const second = await addAd({
      location: 'memberHomePage',
      image: 'https://cdn.example.com/ads/dashboard.png?v=2',
      link: 'https://shop.example.com/offer',
      description: 'Second',
      countdown: '0',
    });
    await afterRound();
    const visitor = ctx.client();
    const answer = await visitor.get('/api/advertisements');
    expect(answer.status).toBe(200);
    expect(answer.body.code).toBe(ErrorCode.ok);
    const list = (answer.body.msg as { list: Advertisement[] }).list;
    expect(list.map((ad) => ad.id)).toEqual([second, first]);
    expect(list[0]).toEqual({
      id: second,
      location: 'memberHomePage',
      imageLink: 'https://cdn.example.com/ads/dashboard.png?v=2',
      contentLink: 'https://shop.example.com/offer',
      description: 'Second',
      popCountdown: 0,
    });
    expect(list[1]).toMatchObject({ location: 'homePage', imageLink: '/ads/spring.png', popCountdown: 3 });
    // A signed-in customer reads the same list.
    const { client } = await signedInClient(ctx);
    expect(okMsg<{ list: Advertisement[] }>(await client.get('/api/advertisements')).list).toEqual(list);
  });

  it('leaves out advertisements not started yet, ended, or taken down with portal ad:remove', async () => {
    const now = ctx.clock.now().getTime();
    const scheduled = await addAd({ from: new Date(now + DAY).toISOString(), description: 'Later' });
    const ending = await addAd({ until: new Date(now + HOUR).toISOString(), description: 'Ends soon' });
    const removed = await addAd({ description: 'Taken down' });
    await afterRound();
    expect(await listedIds()).toEqual(expect.arrayContaining([ending, removed]));
    expect(await listedIds()).not.toContain(scheduled);

    const answer = await operator('ad:remove', ['--id', String(removed)]);
    expect(answer).toEqual({
      ok: true,
      output: `advertisement ${removed} removed: no page shows it any more`,
    });
    await afterRound();
    expect(await listedIds()).not.toContain(removed);

    ctx.clock.advance(HOUR);
    expect(await listedIds()).not.toContain(ending);
    ctx.clock.advance(DAY);
    expect(await listedIds()).toContain(scheduled);

    const list = (await operator('ad:list', [])).output;
    expect(list).toMatch(new RegExp(`#${removed} {2}homePage {2}removed`));
    expect(list).toMatch(new RegExp(`#${ending} {2}homePage {2}ended`));
    expect(list).toMatch(new RegExp(`#${scheduled} {2}homePage {2}running`));
    // The row stays (what ran when is kept); removing again or an unknown id says so.
    expect(await operator('ad:remove', ['--id', String(removed)])).toMatchObject({
      ok: false,
      output: expect.stringContaining(`Advertisement ${removed} was removed already`),
    });
    expect((await operator('ad:remove', ['--id', '99999999'])).output).toContain(
      'Advertisement 99999999 does not exist',
    );
    for (const bad of [[], ['--id', 'abc'], ['--id', '0'], ['--id', '-3'], ['--id', '1.5']])
      expect((await operator('ad:remove', bad)).ok).toBe(false);
  });

  it('never shows a stored row whose link breaks the rules (a row written some other way)', async () => {
    const [row] = await fresh.db
      .insert(advertisements)
      .values({
        location: 'homePage',
        imageLink: 'javascript:alert(1)',
        contentLink: '/',
        description: 'Written around the service',
        popCountdown: 0,
        startsAt: ctx.clock.now(),
      })
      .returning();
    // Announced like a real change, so the app rereads the table.
    await createSharedCaches(fresh.db).changed('advertisements');
    const marker = await addAd({ description: 'Marker' });
    await afterRound();
    expect(await listedIds()).toContain(marker);
    expect(await listedIds()).not.toContain(row!.id);
  });
});

describe('portal ad:set refuses bad input and stores nothing', () => {
  const refusals: [string, Record<string, string>, string][] = [
    [
      'an http: image',
      { image: 'http://cdn.example.com/a.png' },
      'The image address "http://cdn.example.com/a.png" must be a path of this portal (starting with /) or an https:// address; http:, javascript: and other schemes are refused',
    ],
    [
      'a javascript: link',
      { link: 'javascript:alert(document.cookie)' },
      'The link "javascript:alert(document.cookie)" must be a path of this portal (starting with /) or an https:// address; http:, javascript: and other schemes are refused',
    ],
    ['an http: link', { link: 'http://shop.example.com' }, 'The link "http://shop.example.com" must be'],
    [
      'a data: image',
      { image: 'data:image/png;base64,AAAA' },
      'The image address "data:image/png;base64,AAAA" must be',
    ],
    ['a protocol-relative image', { image: '//evil.example.com/a.png' }, 'is not a valid portal path'],
    [
      'a backslash path (another host to a browser)',
      { link: '/\\evil.example.com' },
      'is not a valid portal path',
    ],
    [
      'a user name in the address',
      { link: 'https://user:pw@shop.example.com/' },
      'is not a valid portal path',
    ],
    ['a relative path without /', { link: 'ssl-product' }, 'must be a path of this portal'],
    ['a space in the link', { link: '/ssl product' }, 'is not a valid portal path'],
    ['a link too long', { link: `/${'a'.repeat(2000)}` }, 'The link is longer than 2000 characters'],
    [
      'an unknown location',
      { location: 'sidebar' },
      'The location "sidebar" is not one of homePage, productPage, memberHomePage',
    ],
    [
      'a negative countdown',
      { countdown: '-1' },
      'The countdown must be a whole number of seconds from 0 to 3600',
    ],
    ['a countdown over an hour', { countdown: '3601' }, 'from 0 to 3600'],
    ['a countdown with a unit', { countdown: '3s' }, 'from 0 to 3600'],
    ['a blank description', { description: '   ' }, '--description is required'],
    [
      'a description too long',
      { description: 'x'.repeat(501) },
      'The description is longer than 500 characters',
    ],
    [
      'an end before the start',
      { from: '2030-01-02', until: '2030-01-01' },
      'The end must be later than the start',
    ],
    ['an end already past', { until: '2001-01-01' }, 'The end is already past'],
    ['a date that is not one', { from: 'tomorrow' }, '--from: an ISO 8601 date or time is required'],
  ];

  it.each(refusals)('%s', async (_name, changes, message) => {
    const before = await rowCount();
    const answer = await adSet(changes);
    expect(answer.ok).toBe(false);
    expect(answer.output).toContain(message);
    expect(answer.output).toContain('Usage: portal ad:set --location homePage|productPage|memberHomePage');
    expect(await rowCount()).toBe(before);
  });

  it('says which flag is missing', async () => {
    for (const flag of ['location', 'image', 'link', 'description', 'countdown']) {
      const args = [
        '--location',
        'homePage',
        '--image',
        '/a.png',
        '--link',
        '/',
        '--description',
        'x',
        '--countdown',
        '1',
      ];
      const at = args.indexOf(`--${flag}`);
      args.splice(at, 2);
      expect((await operator('ad:set', args)).output).toContain(`--${flag} is required`);
    }
  });

  it('is refused by the service itself, with the message key the command translates', async () => {
    const service = createAdvertisementsService(
      { db: fresh.db, clock: ctx.clock },
      createSharedCaches(fresh.db),
    );
    const before = await rowCount();
    const input = {
      location: 'productPage',
      imageLink: '/a.png',
      contentLink: 'javascript:void(0)',
      description: 'x',
      popCountdown: 1,
    };
    await expect(service.add(input)).rejects.toMatchObject({
      code: 'invalidParams',
      messageKey: 'advertisements.errors.link.scheme',
    });
    await expect(service.add({ ...input, contentLink: '/', popCountdown: 1.5 })).rejects.toBeInstanceOf(
      AppError,
    );
    expect(await rowCount()).toBe(before);
  });
});

describe('the chat widget (GET admin-setting chatJS) and the pages’ Content-Security-Policy', () => {
  const chatJS = async () => okMsg<AdminSetting>(await ctx.client().get('/api/admin-setting')).chatJS;
  const stored = async () =>
    (await fresh.db.select().from(settings).where(eq(settings.key, 'chatJS')))[0]?.value;

  it('starts without a widget and with the strict policy', async () => {
    expect(await chatJS()).toBe('');
    const csp = await cspOf();
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(csp).not.toContain('frame-src');
    // The API's JSON answers are no pages: they get the short policy, which no page source widens.
    expect(await cspOf('/api/islogin')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await operator('settings:chat', [])).output).toBe('no chat widget script is set');
  });

  it('refuses an address that is not https, and keeps the setting', async () => {
    const before = await stored();
    for (const [url, message] of [
      [
        'http://chat.example.com/widget.js',
        'The chat script "http://chat.example.com/widget.js" must be an https:// address',
      ],
      ['javascript:alert(1)', 'The chat script "javascript:alert(1)" must be an https:// address'],
      ['/widget.js', 'must be an https:// address'],
      ['https://', 'is not a valid https:// address'],
    ] as const) {
      const answer = await operator('settings:chat', ['--url', url]);
      expect(answer.ok, url).toBe(false);
      expect(answer.output).toContain(message);
    }
    expect((await operator('settings:chat', ['--url'])).output).toContain(
      '--url: the address of the chat script is required',
    );
    expect((await operator('settings:chat', ['--url', 'https://a.example', '--clear'])).ok).toBe(false);
    expect(await stored()).toEqual(before);
  });

  it('answers the widget set by settings:chat and allows its origin (and https ad images) only while set', async () => {
    const url = 'https://chat.example.net/widget/loader.js?id=42';
    const set = await operator('settings:chat', ['--url', url]);
    expect(set).toEqual({
      ok: true,
      output: `chat widget script set: ${url}\nthe pages load it and their Content-Security-Policy allows https://chat.example.net and wss://chat.example.net`,
    });
    expect(await stored()).toBe(url);
    await afterRound();
    expect(await chatJS()).toBe(url);
    for (const page of ['/', '/admin/dashboard', '/no-such-page']) {
      const csp = await cspOf(page);
      expect(directive(csp, 'script-src'), page).toEqual(["'self'", 'https://chat.example.net']);
      expect(directive(csp, 'connect-src')).toEqual([
        "'self'",
        'https://chat.example.net',
        'wss://chat.example.net',
      ]);
      expect(directive(csp, 'frame-src')).toEqual(["'self'", 'https://chat.example.net']);
      expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'", 'https://chat.example.net']);
      // The https advertisement image of the first test is allowed too; nothing else from outside.
      expect(directive(csp, 'img-src')).toEqual([
        "'self'",
        'data:',
        'https://chat.example.net',
        'https://cdn.example.com',
      ]);
      expect(csp).not.toContain("'unsafe-eval'");
    }
    expect(await cspOf('/api/islogin')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect((await operator('settings:chat', [])).output).toBe(`chat widget script: ${url}`);

    expect((await operator('settings:chat', ['--clear'])).output).toContain('removed the chat widget');
    expect(await stored()).toBe('');
    await afterRound();
    expect(await chatJS()).toBe('');
    expect(await cspOf()).not.toContain('chat.example.net');
    expect(directive(await cspOf(), 'script-src')).toEqual(["'self'"]);
  });
});
