// The advertisements story (issue 15): the operator's `portal ad:set` refuses http: and javascript: links and adds
// a home-page and a dashboard advertisement; the home page pops its advertisement after the countdown, once per
// session (not again after coming back to the page or reloading it), closed by a click on the overlay; the
// dashboard's (an https image, which the pages' CSP allows) closes with its button; the popup speaks zh-CN and
// zh-TW; `portal settings:chat` makes every page load the chat script (run only because the CSP allows its origin)
// until it is cleared. The story takes its advertisements and chat script down at the end, also when a step fails,
// so the stories after it meet no popup.
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import { sleep } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

const A = {
  popup: 'ad-popup',
  image: 'ad-popup-image',
  description: 'ad-popup-description',
};

/** The https hosts of the story: never resolved, the browser's requests to them are answered by the story. */
const IMAGE_ORIGIN = 'https://ads.e2e.example';
const CHAT_ORIGIN = 'https://chat.e2e.example';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540"><rect width="960" height="540" fill="#1f4fd1"/></svg>';

const LANGUAGES = [
  { lang: 'zh-cn', label: '广告', close: '关闭广告' },
  { lang: 'zh-tw', label: '廣告', close: '關閉廣告' },
] as const;

export function advertisementsScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const { byId, visible, api, signUp } = shopper(portal, page);
  const mark = Date.now().toString(36);
  const home = { description: `Spring sale ${mark}: 20 % off DV certificates`, countdown: 2 };
  const dashboard = { description: `Renew early ${mark}`, countdown: 1 };
  const added: number[] = [];

  /** Takes the story's advertisements and chat script down (the end of the story, or a failed step). */
  const cleanUp = async () => {
    for (const id of added.splice(0))
      await portal.cli(['ad:remove', '--id', String(id)]).catch(() => undefined);
    await portal.cli(['settings:chat', '--clear']).catch(() => undefined);
  };
  const guarded = (run: () => Promise<string | void>) => async (): Promise<string | void> => {
    try {
      return await run();
    } catch (error) {
      await cleanUp();
      throw error;
    }
  };

  const refused = (args: string[]) => portal.cli(args).then((output) => `accepted: ${output}`, String);
  const addAd = async (args: string[]) => {
    // A fixed end as well: an advertisement left behind by a broken run stops on its own.
    const until = new Date(Date.now() + 15 * 60_000).toISOString();
    const output = await portal.cli(['ad:set', ...args, '--until', until]);
    const id = Number(/advertisement (\d+) added/.exec(output)?.[1]);
    assert(id > 0, `ad:set said: ${output}`);
    added.push(id);
    return id;
  };
  const cspOf = async () =>
    (await page().request.get(`${portal.url}/`)).headers()['content-security-policy'] ?? '';
  const until = async (check: () => Promise<boolean>, what: string, withinMs = 3_000) => {
    const started = Date.now();
    while (!(await check())) {
      assert(Date.now() - started < withinMs, `${what}: not within ${withinMs} ms`);
      await sleep(100);
    }
    return Date.now() - started;
  };
  /** No popup for longer than the countdown (plus a margin) on the current page. */
  const staysClosed = async (countdown: number) => {
    await sleep(countdown * 1000 + 1_500);
    assert((await byId(A.popup).count()) === 0, 'the advertisement popped up again in the same session');
  };
  /** A click on the overlay, away from the dialog. */
  const clickOverlay = (target: Page) => target.mouse.click(8, 8);

  return [
    {
      name: 'ads: portal ad:set refuses http: and javascript: links, then adds a home page and a dashboard advertisement',
      run: guarded(async () => {
        const base = ['--location', 'homePage', '--description', 'x', '--countdown', '1'];
        const http = await refused([
          'ad:set',
          ...base,
          '--image',
          '/brands/rapidssl.svg',
          '--link',
          'http://shop.example.com/',
        ]);
        assert(http.includes('must be a path of this portal') && http.includes('http:'), http);
        const script = await refused(['ad:set', ...base, '--image', 'javascript:alert(1)', '--link', '/']);
        assert(script.includes('The image address "javascript:alert(1)" must be'), script);
        const chat = await refused(['settings:chat', '--url', 'http://chat.example.com/widget.js']);
        assert(chat.includes('must be an https:// address'), chat);

        const homeId = await addAd([
          '--location',
          'homePage',
          '--image',
          '/brands/rapidssl.svg',
          '--link',
          '/admin/get-cert',
          '--description',
          home.description,
          '--countdown',
          String(home.countdown),
        ]);
        const dashboardId = await addAd([
          '--location',
          'memberHomePage',
          '--image',
          `${IMAGE_ORIGIN}/banner.svg`,
          '--link',
          'https://shop.e2e.example/renew',
          '--description',
          dashboard.description,
          '--countdown',
          String(dashboard.countdown),
        ]);
        // Visitors read them without a session; the running portal sees the command's change within a second.
        const took = await until(async () => {
          const { list } = await api<{ list: { id: number }[] }>('advertisements');
          return [homeId, dashboardId].every((id) => list.some((ad) => ad.id === id));
        }, 'GET advertisements lists both');
        return `advertisements ${homeId} and ${dashboardId}, listed after ${took} ms`;
      }),
    },
    {
      name: 'ads: the home page pops its advertisement after the countdown, in a box of fixed size; the overlay closes it',
      run: guarded(async () => {
        const started = Date.now();
        await page().goto(`${portal.url}/`);
        await visible(A.popup);
        const after = Date.now() - started;
        assert(after >= home.countdown * 1000, `the popup opened after ${after} ms, before its countdown`);
        assert((await byId(A.description).textContent()) === home.description, 'description');
        const image = byId(A.image);
        assert(
          (await image.getAttribute('width')) === '480' && (await image.getAttribute('height')) === '270',
          'size',
        );
        assert((await image.getAttribute('alt')) === home.description, 'alt text');
        // The image's box has its 16:9 size from the element itself, loaded or not (offset sizes ignore the
        // dialog's opening animation).
        const box = () =>
          image.evaluate((img: HTMLImageElement) => ({ width: img.offsetWidth, height: img.offsetHeight }));
        const before = await box();
        await image.evaluate((img: HTMLImageElement) => img.decode());
        const loaded = await box();
        assert(
          before.width > 0 && Math.abs(before.height - (before.width * 9) / 16) < 1,
          `the image box before loading: ${JSON.stringify(before)}`,
        );
        assert(
          JSON.stringify(before) === JSON.stringify(loaded),
          `moved: ${JSON.stringify([before, loaded])}`,
        );
        const dialog = page().getByRole('dialog');
        assert((await dialog.getByText('Advertisement', { exact: true }).count()) === 1, 'the dialog title');
        assert(
          (await page().getByRole('button', { name: 'Close the advertisement' }).count()) === 1,
          'close button',
        );
        await clickOverlay(page());
        await byId(A.popup).waitFor({ state: 'detached' });
        return `opened ${after} ms after the page was asked for (countdown ${home.countdown} s)`;
      }),
    },
    {
      name: 'ads: not again in the same session: back on the home page, and after a reload',
      run: guarded(async () => {
        await page().getByTestId('browse-products').click();
        await page().waitForURL((url) => url.pathname !== '/');
        await page().goBack();
        await page().waitForURL((url) => url.pathname === '/');
        await staysClosed(home.countdown);
        await page().reload();
        await visible('storefront-home');
        await staysClosed(home.countdown);
      }),
    },
    {
      name: 'ads: signed in, the dashboard pops its advertisement with an https image the CSP allows; the button closes it',
      run: guarded(async () => {
        await page().route(`${IMAGE_ORIGIN}/**`, (route) =>
          route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SVG }),
        );
        assert((await cspOf()).includes(IMAGE_ORIGIN), `img-src misses ${IMAGE_ORIGIN}: ${await cspOf()}`);
        await signUp(uniqueEmail(`${context.label}-ads`), 'E2e ads password 1');
        await page().goto(`${portal.url}/admin/dashboard`);
        await visible(A.popup);
        assert((await byId(A.description).textContent()) === dashboard.description, 'dashboard description');
        // Decoded only if the browser fetched it: a CSP without the image's origin would have blocked it.
        const width = await byId(A.image).evaluate(async (img: HTMLImageElement) => {
          await img.decode();
          return img.naturalWidth;
        });
        assert(width === 960, `the https image did not load (natural width ${width})`);
        const link = page().getByTestId('ad-popup-link');
        assert((await link.getAttribute('target')) === '_blank', 'an https link opens a new tab');
        assert((await link.getAttribute('rel')) === 'noopener noreferrer', 'rel');
        await page().getByRole('button', { name: 'Close the advertisement' }).click();
        await byId(A.popup).waitFor({ state: 'detached' });
        await page().goto(`${portal.url}/admin/profile`);
        await visible('profile-page');
        await page().goBack();
        await page().waitForURL((url) => url.pathname === '/admin/dashboard');
        await staysClosed(dashboard.countdown);
      }),
    },
    {
      name: 'ads: the popup speaks zh-CN and zh-TW (a new tab is a new session)',
      run: guarded(async () => {
        const seen: string[] = [];
        for (const { lang, label, close } of LANGUAGES) {
          const cookies = await page().context().cookies(portal.url);
          const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
          const set = await page().request.put(`${portal.url}/api/i18n/language`, {
            headers: { 'x-csrf-token': csrf },
            data: { lang },
          });
          assert(((await set.json()) as { code: number }).code === 0, `language ${lang}`);
          const tab = await page().context().newPage();
          try {
            await tab.goto(`${portal.url}/`);
            await tab.getByTestId(A.popup).waitFor({ state: 'visible' });
            const dialog = tab.getByRole('dialog');
            const title = (await dialog.getByRole('heading').textContent()) ?? '';
            const closeLabel = (await dialog.getByRole('button').getAttribute('aria-label')) ?? '';
            assert(
              title === label && closeLabel === close,
              `${lang}: title "${title}", close "${closeLabel}"`,
            );
            assert(!/storefront\.|web\.|\{\{/.test(title + closeLabel), `${lang}: a key shows`);
            await clickOverlay(tab);
            await tab.getByTestId(A.popup).waitFor({ state: 'detached' });
            seen.push(`${lang}: ${title} / ${closeLabel}`);
          } finally {
            await tab.close();
          }
        }
        return seen.join('; ');
      }),
    },
    {
      name: 'ads: portal settings:chat makes the pages load the chat script (its origin in the CSP) until cleared',
      run: guarded(async () => {
        await page().route(`${CHAT_ORIGIN}/**`, (route) =>
          route.fulfill({
            status: 200,
            contentType: 'text/javascript',
            body: 'window.__chatWidgetLoaded = (window.__chatWidgetLoaded || 0) + 1;',
          }),
        );
        const url = `${CHAT_ORIGIN}/widget.js?site=${mark}`;
        const set = await portal.cli(['settings:chat', '--url', url]);
        assert(set.includes(`chat widget script set: ${url}`), set);
        const scriptSrc = async () =>
          (await cspOf()).split('; ').find((part) => part.startsWith('script-src ')) ?? '';
        const took = await until(async () => (await scriptSrc()).includes(CHAT_ORIGIN), 'the CSP');
        await page().goto(`${portal.url}/`);
        // Runs only if the CSP let the browser load it.
        await page().waitForFunction(
          () => (window as { __chatWidgetLoaded?: number }).__chatWidgetLoaded === 1,
        );
        assert(
          (await page().locator('script[data-chat-widget]').getAttribute('src')) === url,
          'script element',
        );

        await portal.cli(['settings:chat', '--clear']);
        await until(async () => !(await cspOf()).includes(CHAT_ORIGIN), 'the CSP without the chat origin');
        await page().reload();
        await visible('storefront-home');
        await sleep(3_500);
        assert(
          (await page().locator('script[data-chat-widget]').count()) === 0,
          'the cleared script still loads',
        );
        return `the CSP allowed it ${took} ms after the command`;
      }),
    },
    {
      name: 'ads: portal ad:remove takes them down: GET advertisements no longer lists them',
      run: guarded(async () => {
        const ids = [...added];
        await cleanUp();
        await until(async () => {
          const { list } = await api<{ list: { id: number }[] }>('advertisements');
          return !list.some((ad) => ids.includes(ad.id));
        }, 'the removed advertisements leave the list');
        const again = await refused(['ad:remove', '--id', String(ids[0])]);
        assert(again.includes('was removed already'), again);
      }),
    },
  ];
}
