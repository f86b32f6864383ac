// The storefront story (issue 17): the server-rendered public pages `/` and `/ssl-product` show their content and
// hydrate without a page error or console error; a product link opens its detail page, whose Buy link starts the
// visitor purchase flow (/contact-details?product=…); an unknown path answers the 404 page (status 404) whose
// "Back Home" returns to `/`; at 390 px wide no page scrolls sideways (the product table becomes cards).
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { assert, shopper } from './wizard.js';

const S = {
  home: 'storefront-home',
  products: 'storefront-products',
  product: 'storefront-product',
  row: 'product-row',
  productLink: 'product-link',
  buy: 'buy',
  notFound: 'not-found',
  backHome: 'back-home',
};

export function storefrontScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const page = () => context.page();
  const { byId, visible } = shopper(portal, page);
  const errors: string[] = [];
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    page().on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page().on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
  };
  /**
   * Opens `path`, waits for the hydrated page; no page error or console error on the way (but Chromium's own line
   * about the document's status when the page is the 404 page).
   */
  const open = async (path: string, testId: string, { notFound = false } = {}) => {
    listen();
    const before = errors.length;
    const response = await page().goto(`${portal.url}${path}`);
    await visible(testId);
    await page().waitForSelector('body[data-hydrated]', { state: 'attached' });
    const fresh = errors
      .slice(before)
      .filter((error) => !(notFound && error.includes('the server responded with a status of 404')));
    assert(fresh.length === 0, `${path}: ${fresh.join(' | ')}`);
    return response;
  };
  const sideways = () =>
    page().evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

  return [
    {
      name: 'storefront: / is rendered by the server and hydrates without an error',
      run: async () => {
        const response = await open('/', S.home);
        assert(response?.status() === 200, `status ${response?.status()}`);
        const html = (await response?.text()) ?? '';
        // The server's HTML already holds the content (no JavaScript needed to read it).
        assert(html.includes('data-testid="storefront-home"'), 'the home page is not in the HTML');
        assert((await page().title()).length > 0, 'no title');
      },
    },
    {
      name: 'storefront: /ssl-product lists the products with prices and hydrates without an error',
      run: async () => {
        const response = await open('/ssl-product', S.products);
        const rows = await byId(S.row).count();
        assert(rows > 10, `only ${rows} product rows`);
        const html = (await response?.text()) ?? '';
        assert(/\$\d[\d,]*\.\d\d/.test(html), 'no price in the HTML');
        return `${rows} products`;
      },
    },
    {
      name: "storefront: a product link opens its detail page; each offer's Buy points at /contact-details?product=…&validity=…",
      run: async () => {
        const link = byId(S.productLink).first();
        const name = (await link.textContent()) ?? '';
        const shortName = await byId(S.row).first().getAttribute('data-short-name');
        await link.click();
        await page().waitForURL((url) => url.pathname === `/ssl-product/${shortName}`);
        await visible(S.product);
        await page().waitForSelector('body[data-hydrated]', { state: 'attached' });
        assert((await page().locator('h1').textContent()) === name, `heading is not ${name}`);
        // One Buy per offer, each selling its own term (issue 31).
        const buys = byId(S.buy);
        const terms = await buys.evaluateAll((links) => links.map((a) => a.getAttribute('data-validity')));
        const hrefs = await buys.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
        assert(terms.length > 0, 'no Buy on the product page');
        hrefs.forEach((href, i) =>
          assert(
            href === `/contact-details?product=${shortName}&validity=${terms[i]}`,
            `Buy of the ${terms[i]}-month offer goes to ${href}`,
          ),
        );
        const buy = hrefs.join(', ');
        assert(errors.length === 0, errors.join(' | '));
        return `${shortName}: ${buy}`;
      },
    },
    {
      name: 'storefront: an unknown path shows the 404 page; Back Home returns to /',
      run: async () => {
        const response = await open('/no-such-page-here', S.notFound, { notFound: true });
        assert(response?.status() === 404, `status ${response?.status()}`);
        await byId(S.backHome).click();
        await page().waitForURL((url) => url.pathname === '/');
        await visible(S.home);
      },
    },
    {
      name: 'storefront: at 390 px no page scrolls sideways (the product table becomes cards)',
      run: async () => {
        await page().setViewportSize({ width: 390, height: 844 });
        const widths: string[] = [];
        for (const [path, testId] of [
          ['/', S.home],
          ['/ssl-product', S.products],
          ['/ssl-product/SecureSiteOV', S.product],
          ['/ssl-download', 'ssl-download-page'],
        ] as const) {
          await open(path, testId);
          const extra = await sideways();
          assert(extra <= 0, `${path} is ${extra} px wider than the window`);
          widths.push(path);
        }
        return `no sideways scroll on ${widths.join(', ')}`;
      },
    },
  ];
}
