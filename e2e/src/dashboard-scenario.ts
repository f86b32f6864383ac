// The dashboard story (issue 15), run at 1366 × 900 and at 390 × 844: a customer with five orders (RapidSSL,
// Sectigo wildcard and GeoTrust; two paid, one cancelled) opens the dashboard from the side menu; the tiles show
// the counts GET dashboard and My Orders' tags answer, the three order charts are drawn on their canvas with
// every order in their total and the expiry chart shows its empty state; the paid tile opens My Orders filtered
// by paid; then the page is read in English, simplified and traditional Chinese without one untranslated key.
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { L } from './selectors.js';
import { assert, shopper } from './wizard.js';

interface Dashboard {
  ordersCount: number;
  paidOrdersCount: number;
  notPaidOrdersCount: number;
  cancelOrdersCount: number;
  couponsCount: number;
  ordersBrandData: { name: string; value: number }[];
}

const D = {
  page: 'dashboard-page',
  content: 'dashboard-content',
  tile: (key: string) => `dashboard-tile-${key}`,
  count: (key: string) => `dashboard-count-${key}`,
  recent: 'dashboard-recent',
  issuedEmpty: 'dashboard-issued-empty',
  chart: (name: string) => `dashboard-chart-${name}`,
};
const ORDER_CHARTS = ['brand', 'domain', 'audit'] as const;

/** What each language calls the page and a chart's total ("Total 5"): read off the screen. */
const LANGUAGES = [
  { lang: 'en', html: 'en-US', title: 'Dashboard', total: (n: number) => `Total ${n}` },
  { lang: 'zh-cn', html: 'zh-CN', title: '仪表盘', total: (n: number) => `共 ${n}` },
  { lang: 'zh-tw', html: 'zh-TW', title: '儀表板', total: (n: number) => `共 ${n}` },
] as const;

/** i18next shows a missing key as the key itself: a dotted lower-camel path. */
const RAW_KEY = /\b(dashboard|web|orders|shop|common)\.[a-zA-Z]+(\.[a-zA-Z0-9]+)*\b/;

export function dashboardScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  viewport: { width: number; height: number };
}): Step[] {
  const { portal, viewport } = context;
  const phone = viewport.width < 992;
  const email = uniqueEmail(`${context.label}-dashboard`);
  const mark = Date.now().toString(36);
  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  let expected: Dashboard | undefined;
  let paidIds: number[] = [];

  const countOf = async (key: string) => Number((await byId(D.count(key)).textContent())?.replace(/\D/g, ''));
  const ordersTotal = async (tag: string) =>
    (await api<{ total: number }>(`orders?page=1&pageSize=10${tag ? `&tag=${tag}` : ''}`)).total;

  /** The canvas holds drawn pixels (ECharts painted the slices). */
  const painted = (testId: string) =>
    page().evaluate((id) => {
      const canvas = document.querySelector(`[data-testid="${id}"] canvas`);
      if (!(canvas instanceof HTMLCanvasElement) || canvas.width === 0) return false;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data;
      return Boolean(pixels?.some((value, index) => index % 4 === 3 && value > 0));
    }, testId);

  return [
    {
      name: 'dashboard: set-up through the API (five orders of three brands, two paid, one cancelled)',
      run: async () => {
        await signUpAndFund(email, 'E2e dashboard password 1', '300.00');
        const rapid = await ordersThroughApi([0, 1, 2].map((n) => `dash${n}-${mark}.example.com`));
        const [wildcard] = await ordersThroughApi([`*.dashw-${mark}.example.com`], 'SectigoDVWildcard');
        const [geotrust] = await ordersThroughApi([`dashg-${mark}.example.com`], 'GeoTrustDV');
        assert(wildcard && geotrust, 'orders/create made no order');
        paidIds = rapid.slice(0, 2);
        const payment = await post<string | number>('orders/payment/create', { json: { ordersID: paidIds } });
        await post(`payment/submit/${payment}?channel=fund`, {});
        await api(`order/cancel/${geotrust}`, { csrf: true });
        expected = await api<Dashboard>('dashboard');
        assert(expected.ordersCount === 5, `GET dashboard counts ${expected.ordersCount} orders`);
        return `paid ${paidIds.join(', ')}, cancelled ${geotrust}`;
      },
    },
    {
      name: 'dashboard: the side menu opens it; the tiles show what My Orders lists under each tag',
      run: async () => {
        await page().goto(`${portal.url}/admin/profile`);
        if (phone) await byId(L.menuToggle).click();
        await byId('menu-dashboard').click();
        await page().waitForURL((url) => url.pathname === '/admin/dashboard');
        await visible(D.content);
        const shown = {
          orders: await countOf('orders'),
          paid: await countOf('paid'),
          unpaid: await countOf('unpaid'),
          cancel: await countOf('cancel'),
          coupons: await countOf('coupons'),
        };
        const listed = {
          orders: await ordersTotal(''),
          paid: await ordersTotal('paid'),
          unpaid: await ordersTotal('unpaid'),
          cancel: await ordersTotal('cancel'),
          coupons: expected!.couponsCount,
        };
        assert(
          JSON.stringify(shown) === JSON.stringify(listed),
          `tiles ${JSON.stringify(shown)}, My Orders ${JSON.stringify(listed)}`,
        );
        assert(shown.orders === 5 && shown.paid === 2 && shown.unpaid === 2 && shown.cancel === 1, 'counts');
        // The five newest orders are in the recent table; nothing is issued yet.
        assert(
          (await byId(D.recent).locator('tr[data-testid^="dashboard-recent-row-"]').count()) === 5,
          'recent',
        );
        await visible(D.issuedEmpty);
        return JSON.stringify(shown);
      },
    },
    {
      name: 'dashboard: the order charts are drawn with every order in their total; the expiry chart is empty',
      run: async () => {
        for (const chart of ORDER_CHARTS) {
          const total = byId(`${D.chart(chart)}-total`);
          assert(
            (await total.getAttribute('data-total')) === '5',
            `${chart}: total ${await total.textContent()}`,
          );
          const canvas = byId(`${D.chart(chart)}-canvas`);
          await canvas.locator('canvas').waitFor({ state: 'visible' });
          await page().waitForFunction(
            (id) => {
              const c = document.querySelector(`[data-testid="${id}"] canvas`);
              return c instanceof HTMLCanvasElement && c.width > 0;
            },
            `${D.chart(chart)}-canvas`,
          );
          assert(await painted(`${D.chart(chart)}-canvas`), `${chart}: the canvas is blank`);
        }
        const brands = (await byId(`${D.chart('brand')}-canvas`).getAttribute('aria-label')) ?? '';
        for (const slice of ['RapidSSL: 3', 'GeoTrust: 1', 'Sectigo: 1', 'Thawte: 0', 'DigiCert: 0'])
          assert(brands.includes(slice), `brand chart: ${brands}`);
        const domains = (await byId(`${D.chart('domain')}-canvas`).getAttribute('aria-label')) ?? '';
        assert(
          domains.includes('Wildcard: 1') && domains.includes('Single Domain: 4'),
          `domains: ${domains}`,
        );
        await visible(`${D.chart('expiry')}-empty`);
        const wide = await page().evaluate(() => document.documentElement.scrollWidth);
        assert(wide <= viewport.width, `the page is ${wide} px wide in a ${viewport.width} px window`);
        if (phone) {
          // Two tiles a row below 992 px (the all-orders tile across both columns).
          const paid = await byId(D.tile('paid')).boundingBox();
          const unpaid = await byId(D.tile('unpaid')).boundingBox();
          assert(paid && unpaid && Math.abs(paid.y - unpaid.y) < 2, 'paid and unpaid tiles side by side');
        }
      },
    },
    {
      name: 'dashboard: the paid tile opens My Orders filtered by paid',
      run: async () => {
        const [listed] = await Promise.all([
          page().waitForResponse((r) => r.url().includes('/api/orders?') && r.url().includes('tag=paid')),
          byId(D.tile('paid')).click(),
        ]);
        await page().waitForURL((url) => url.pathname === '/admin/order/list' && url.search === '?tag=paid');
        const body = (await listed.json()) as { msg: { total: number; list: { id: number }[] } };
        const ids = body.msg.list.map((o) => o.id).sort();
        assert(
          body.msg.total === 2 && JSON.stringify(ids) === JSON.stringify([...paidIds].sort()),
          `My Orders (paid) lists ${JSON.stringify(ids)}`,
        );
      },
    },
    {
      name: 'dashboard: English, simplified and traditional Chinese, with no key left untranslated',
      run: async () => {
        const seen: string[] = [];
        for (const language of LANGUAGES) {
          const cookies = await page().context().cookies(portal.url);
          const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value ?? '';
          const answer = await page().request.put(`${portal.url}/api/i18n/language`, {
            form: { lang: language.lang },
            headers: { 'x-csrf-token': csrf },
          });
          assert(answer.ok(), `PUT i18n/language ${language.lang}: ${answer.status()}`);
          await page().goto(`${portal.url}/admin/dashboard`);
          await page().waitForFunction((lang) => document.documentElement.lang === lang, language.html);
          await visible(D.content);
          await byId(`${D.chart('brand')}-canvas`).waitFor({ state: 'visible' });
          const title = (await byId(D.page).locator('h1').textContent()) ?? '';
          assert(title === language.title, `${language.lang}: title "${title}"`);
          const total = (await byId(`${D.chart('brand')}-total`).textContent()) ?? '';
          assert(total === language.total(5), `${language.lang}: brand total "${total}"`);
          // Visible text and the charts' legends (on the canvas, named in its label).
          const text = await byId(D.page).innerText();
          const labels = await byId(D.page)
            .locator('[role="img"]')
            .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''));
          const raw = RAW_KEY.exec([text, ...labels].join('\n'));
          assert(!raw, `${language.lang}: untranslated key "${raw?.[0]}"`);
          const domains = (await byId(`${D.chart('domain')}-canvas`).getAttribute('aria-label')) ?? '';
          assert(
            (language.lang === 'en') === domains.includes('Single Domain'),
            `${language.lang}: domain legends "${domains}"`,
          );
          seen.push(`${language.lang}: ${title}, ${total}`);
        }
        return seen.join('; ');
      },
    },
  ];
}
