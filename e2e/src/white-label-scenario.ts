// The white-label story (issue 17): the e2e portal listens on 127.0.0.1, so `localhost:<port>` and
// `127.0.0.1:<port>` reach the same portal under two host names. `portal skin:set` gives `localhost` a skin (a
// refused http: logo first); the login page at localhost shows its title, login logo (an https image the CSP
// allows), favicon and copyright, the one at 127.0.0.1 the default; a level-1 account (`portal user:level`) sees
// the partner branding in the member area; /admin/manage-introduce shows the offer and the sales address; no page
// error on the way. The skin is removed at the end, also when a step fails.
import type { ConsoleMessage, Page } from 'playwright-core';
import type { Portal } from './portal.js';
import { sleep } from './portal.js';
import type { Step } from './runner.js';
import { T } from './selectors.js';
import { assert } from './wizard.js';

/** Never resolved: the browser's requests to it are answered by the story. */
const IMAGE_ORIGIN = 'https://cdn.white-label.e2e.example';
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0f766e"/></svg>';
const OFFER_ITEMS = 9;
const PASSWORD = 'white label e2e password';

export function whiteLabelScenario(context: { portal: Portal; page: () => Page }): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const byId = (id: string) => page().getByTestId(id);
  const mark = Date.now().toString(36);
  const skin = {
    title: `Localhost Certs ${mark}`,
    copyright: `© 2026 Localhost Certs ${mark}`,
    logo: '/brands/rapidssl.svg',
    loginLogo: `${IMAGE_ORIGIN}/login.svg`,
    favicon: '/brands/thawte.svg',
  };
  const port = new URL(portal.url).port;
  const skinned = `http://localhost:${port}`;
  const plain = `http://127.0.0.1:${port}`;
  const email = `partner-${mark}@example.com`;
  const problems: string[] = [];
  let watching = false;

  const cleanUp = () => portal.cli(['skin:remove', '--host', 'localhost']).catch(() => undefined);
  const guarded = (run: () => Promise<string | void>) => async (): Promise<string | void> => {
    try {
      return await run();
    } catch (error) {
      await cleanUp();
      throw error;
    }
  };
  const adminSetting = async (origin: string) => {
    const answer = await page().request.get(`${origin}/api/admin-setting`);
    return ((await answer.json()) as { msg: { skin: { host: string | null }; salesEmail: string } }).msg;
  };
  const loginPage = async (origin: string) => {
    await page().goto(`${origin}/admin/manage-login`);
    await byId(T.authLogin).waitFor({ state: 'visible' });
    return {
      title: await page().title(),
      favicon: await page().locator('link[rel="icon"]').getAttribute('href'),
      copyright: (await byId('copyright').textContent()) ?? '',
      logoName: (await byId('logo-name').textContent()) ?? '',
      images: await byId('logo-image').count(),
    };
  };

  return [
    {
      name: 'white label: portal skin:set refuses an http: logo, then gives localhost a skin the portal serves within a second',
      run: guarded(async () => {
        if (!watching) {
          watching = true;
          page().on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
          page().on('console', (message: ConsoleMessage) => {
            if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
          });
          await page().route(`${IMAGE_ORIGIN}/**`, (route) =>
            route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SVG }),
          );
        }
        const refused = await portal
          .cli(['skin:set', '--host', 'localhost', '--logo', 'http://cdn.example/logo.png'])
          .then((output) => `accepted: ${output}`, String);
        assert(refused.includes('must be a path of this portal'), refused);
        const output = await portal.cli([
          'skin:set',
          '--host',
          'localhost',
          '--title',
          skin.title,
          '--copyright',
          skin.copyright,
          '--logo',
          skin.logo,
          '--login-logo',
          skin.loginLogo,
          '--favicon',
          skin.favicon,
        ]);
        assert(output.includes('skin of localhost saved'), output);
        const started = Date.now();
        while ((await adminSetting(skinned)).skin.host !== 'localhost') {
          assert(Date.now() - started < 3_000, 'admin-setting at localhost did not answer the skin');
          await sleep(100);
        }
        assert((await adminSetting(plain)).skin.host === null, '127.0.0.1 answered a skin of its own');
        return `the portal answered the skin after ${Date.now() - started} ms`;
      }),
    },
    {
      name: "white label: the login page at localhost shows the skin's title, login logo, favicon and copyright",
      run: guarded(async () => {
        const seen = await loginPage(skinned);
        assert(seen.title.endsWith(` · ${skin.title}`), `title: ${seen.title}`);
        assert(seen.favicon === skin.favicon, `favicon: ${seen.favicon}`);
        assert(seen.copyright === skin.copyright, `copyright: ${seen.copyright}`);
        assert(seen.logoName === skin.title, `logo name: ${seen.logoName}`);
        const logo = byId('logo-image');
        assert((await logo.getAttribute('src')) === skin.loginLogo, 'the login logo is not the skin’s');
        // Loaded: the pages' CSP allows the skin's image origin.
        const loaded = await logo.evaluate(
          (image: HTMLImageElement) => image.complete && image.naturalWidth > 0,
        );
        assert(loaded, 'the login logo did not load (CSP img-src?)');
      }),
    },
    {
      name: 'white label: the login page at 127.0.0.1 shows the default brand',
      run: guarded(async () => {
        const seen = await loginPage(plain);
        assert(!seen.title.includes(skin.title), `title: ${seen.title}`);
        assert(seen.favicon === '/favicon.svg', `favicon: ${seen.favicon}`);
        assert(!seen.copyright.includes(skin.title), `copyright: ${seen.copyright}`);
        assert(seen.images === 0, 'the default login page shows a logo image instead of the built-in mark');
      }),
    },
    {
      name: 'white label: a level-1 account (portal user:level) sees the partner branding and the skin in the member area',
      run: guarded(async () => {
        const register = await page().request.post(`${skinned}/api/register`, {
          form: { email, password: PASSWORD, confirm: PASSWORD, from: 'common' },
        });
        assert(((await register.json()) as { code: number }).code === 0, 'register failed');
        const level = await portal.cli(['user:level', '--email', email, '--level', '1']);
        assert(level.includes('is level 1'), level);
        await page().goto(`${skinned}/admin/manage-login`);
        await byId(T.authLogin).waitFor({ state: 'visible' });
        await byId(T.authEmail).fill(email);
        await byId(T.authPassword).fill(PASSWORD);
        await byId(T.authSubmit).click();
        await byId(T.memberShell).waitFor({ state: 'visible' });
        const badge = byId('partner-badge');
        await badge.waitFor({ state: 'visible' });
        const badgeText = (await badge.textContent()) ?? '';
        assert(badgeText.includes(skin.title), `partner badge: ${badgeText}`);
        const menuLogo = byId('shell-sider').getByTestId('logo-image');
        assert((await menuLogo.getAttribute('src')) === skin.logo, 'the menu logo is not the skin’s');
        assert((await byId('shell-copyright').textContent()) === skin.copyright, 'member-area copyright');
        assert((await page().title()).endsWith(skin.title), `title: ${await page().title()}`);
        await byId(T.userMenu).click();
        await byId('partner-tag').waitFor({ state: 'visible' });
        await page().keyboard.press('Escape');
      }),
    },
    {
      name: 'white label: /admin/manage-introduce (from the menu) shows the title, the offer and the sales address',
      run: guarded(async () => {
        await byId('menu-storefrontOffer').click();
        await page().waitForURL((url) => url.pathname === '/admin/manage-introduce');
        const title = (await byId('storefront-offer-title').textContent()) ?? '';
        assert(title === 'Your White Branded Storefront Solution', `title: ${title}`);
        const items = await page().locator('[data-testid^="offer-item-"]').count();
        assert(items === OFFER_ITEMS, `${items} offer items`);
        const { salesEmail } = await adminSetting(skinned);
        await page().getByText(salesEmail, { exact: false }).first().waitFor({ state: 'visible' });
        const text = (await byId('offer-sales-text').textContent()) ?? '';
        assert(text.includes(salesEmail), `sales text: ${text}`);
        const mailto = (await byId('offer-mailto').getAttribute('href')) ?? '';
        assert(mailto.startsWith(`mailto:${salesEmail}?`), `mail link: ${mailto}`);
        assert((await page().title()).startsWith('Your White Branded Storefront Solution'), 'page title');
        return `sales address ${salesEmail}`;
      }),
    },
    {
      name: 'white label: no page error on the way; portal skin:remove gives localhost the default again',
      run: async () => {
        const output = await portal.cli(['skin:remove', '--host', 'localhost']);
        assert(output.includes('removed'), output);
        assert(problems.length === 0, problems.join('\n'));
      },
    },
  ];
}
