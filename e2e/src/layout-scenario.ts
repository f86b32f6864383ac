// The layout story, run at 1366 × 900 and at 390 × 844 (two entries of STORIES): every main page loads without a
// console error and without an API answer of 4xx/5xx, logged out and logged in; on a phone the amounts and dates
// of activity, invoicing and statements are inside the screen and the currency and language switches are in the
// header; at 1366 px the activity time is not cut.
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { L } from './selectors.js';
import { assert, shopper } from './wizard.js';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function layoutScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  viewport: { width: number; height: number };
}): Step[] {
  const { portal, viewport } = context;
  const phone = viewport.width < 992;
  const email = uniqueEmail(context.label);
  const password = 'E2e layout password 1';
  const page = () => context.page();
  const { byId, visible, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  let purchaseId = '';
  let topupId = '';
  let statementId = 0;
  let enterpriseId = 0;

  // Everything that went wrong while a page loaded: console errors (Chromium logs every 4xx/5xx answer as one)
  // and answers of the portal with a status of 400 or more.
  const problems: string[] = [];
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    page().on('console', (message: ConsoleMessage) => {
      if (message.type() === 'error') problems.push(`console.error: ${message.text()}`);
    });
    page().on('response', (response: Response) => {
      if (response.status() >= 400 && response.url().startsWith(portal.url))
        problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
  };

  /** Loads `path`, waits for `ready` and for the network to settle; fails on any problem seen meanwhile. */
  const load = async (path: string, ready: string) => {
    problems.length = 0;
    await page().goto(`${portal.url}${path}`);
    await visible(ready);
    await page().waitForLoadState('networkidle');
    // Queries started by the first render settle within this margin.
    await page().waitForTimeout(300);
    assert(problems.length === 0, `${path}: ${problems.join('; ')}`);
  };

  const boxOf = async (id: string): Promise<Box> => {
    const box = await byId(id).boundingBox();
    assert(box, `${id} has no box (not shown)`);
    return box;
  };
  const inScreen = async (id: string) => {
    const box = await boxOf(id);
    assert(
      box.x >= 0 && box.x + box.width <= viewport.width && box.width > 0,
      `${id} is outside the ${viewport.width} px screen: x ${box.x.toFixed(0)}, width ${box.width.toFixed(0)}`,
    );
    return box;
  };
  const overlap = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

  return [
    {
      name: `logged out at ${viewport.width} px: the login page and every member page load without an error or a 4xx`,
      run: async () => {
        listen();
        await load(L.login, L.authLogin);
        for (const { path } of L.memberPages) {
          // A member page sends a logged-out visitor to the login page.
          await load(path, L.authLogin);
          assert(new URL(page().url()).pathname === L.login, `${path} ended on ${page().url()}`);
        }
        return `${L.memberPages.length + 1} pages`;
      },
    },
    {
      name: 'set-up through the API: an account with a top-up, a paid order, a statement and a business',
      run: async () => {
        await signUpAndFund(email, password, '200.00');
        const orderIds = await ordersThroughApi([`layout-${Date.now().toString(36)}.example.com`]);
        purchaseId = String(
          await post<string | number>('orders/payment/create', { json: { ordersID: orderIds } }),
        );
        await post(`payment/submit/${purchaseId}?channel=fund`, {});
        const now = new Date();
        const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
          .toISOString()
          .slice(0, 7);
        const statement = await post<{ id: number }>('account_statement/generate', {
          json: { time: lastMonth },
        });
        statementId = statement.id;
        const business = await post<{ id: number }>('enterprise', {
          json: {
            organizationName: 'Internationalisation Unlimited Incorporated',
            organizationUnit: 'Engineering',
            organizationPhone: '+1 555 0101',
            country: 'US',
            city: 'San Francisco',
            zip: '94107',
            address: '1 Market Street',
          },
        });
        enterpriseId = business.id;
        const payments = await page().request.get(`${portal.url}/api/payments?page=1&pageSize=10`);
        const list = ((await payments.json()) as { msg: { list: { id: number; type: string }[] } }).msg.list;
        const topup = list.find((row) => row.type === 'addFunds');
        assert(topup, `no top-up in ${JSON.stringify(list)}`);
        topupId = String(topup.id);
        return `purchase ${purchaseId}, top-up ${topupId}, statement ${statementId} (${lastMonth})`;
      },
    },
    {
      name: `logged in at ${viewport.width} px: every member page and the login page load without an error or a 4xx`,
      run: async () => {
        for (const { path, ready } of L.memberPages) await load(path, ready);
        // Logged in, the login page leads into the portal.
        await load(L.login, L.memberShell);
        return `${L.memberPages.length + 1} pages`;
      },
    },
    ...(phone
      ? [
          {
            name: 'at 390 px the currency and language switches are in the header, side by side with the rest',
            run: async () => {
              await load(L.activityPath, L.activityAmount(purchaseId));
              const boxes = await Promise.all(
                [L.menuToggle, L.balance, L.currencySelect, L.languageSelect, L.userMenu].map(
                  async (id) => [id, await inScreen(id)] as const,
                ),
              );
              for (const [id, box] of boxes) assert(box.y + box.height <= 56, `${id} is below the header`);
              for (const [i, [a, boxA]] of boxes.entries())
                for (const [b, boxB] of boxes.slice(i + 1))
                  assert(!overlap(boxA, boxB), `${a} overlaps ${b}`);
            },
          },
          {
            name: 'at 390 px amounts and dates of activity, invoicing and statements are inside the screen',
            run: async () => {
              await load(L.activityPath, L.activityAmount(purchaseId));
              for (const id of [purchaseId, topupId]) {
                await inScreen(L.activityAmount(id));
                await inScreen(L.activityTime(id));
              }
              await load(L.billingPath, L.invoiceAmount(purchaseId));
              await inScreen(L.invoiceAmount(purchaseId));
              await inScreen(L.invoiceDate(purchaseId));
              await load(L.statementPath, L.statementTotal(statementId));
              await inScreen(L.statementTotal(statementId));
              await inScreen(L.statementTime(statementId));
              await load(L.profilePath, L.enterpriseRow(enterpriseId));
              await inScreen(L.enterpriseRow(enterpriseId));
              // No page scrolls sideways.
              const wide = await page().evaluate(() => document.documentElement.scrollWidth);
              assert(wide <= viewport.width, `the page is ${wide} px wide`);
            },
          },
        ]
      : [
          {
            name: 'at 1366 px the activity time and amount are shown whole, without scrolling the table',
            run: async () => {
              await load(L.activityPath, L.activityTime(purchaseId));
              for (const id of [L.activityTime(purchaseId), L.activityAmount(purchaseId)]) {
                const cell = await byId(id).evaluate((span) => {
                  const td = span.closest('td')!;
                  return { scroll: td.scrollWidth, client: td.clientWidth, text: span.textContent ?? '' };
                });
                assert(
                  cell.scroll <= cell.client,
                  `${id} "${cell.text}" is cut: ${cell.scroll} px in a ${cell.client} px cell`,
                );
                await inScreen(id);
              }
              await load(L.billingPath, L.invoiceDate(purchaseId));
              await inScreen(L.invoiceDate(purchaseId));
              await inScreen(L.invoiceAmount(purchaseId));
            },
          },
        ]),
  ];
}
