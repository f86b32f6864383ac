// The layout story, run at 1366 × 900 and at 390 × 844 (two entries of STORIES): every main page loads without a
// console error and without an API answer of 4xx/5xx, logged out and logged in, and is no wider than the window;
// on a phone the amounts and dates of activity, invoicing and statements are inside the screen, the currency and
// language switches are in the header and My Orders' search form is folded; at 1366 px the activity time is not
// cut. At both widths every date of My Orders, certificates, invoicing, activity and statements is whole, on one
// line and not covered, product names break only between words, My Orders' header buttons keep apart from each
// other and from the search form, and the order detail of a 60-character domain label, 20 names, a long e-mail
// address and a long note has nothing wider than its card.
import type { ConsoleMessage, Page, Response } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { BLOCKED_WALLET_SDK_URL } from './fixtures.js';
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

/** What a date cell shows in the browser (measured by `dateCellOf`). */
interface DateCell {
  text: string;
  /** Lines its text takes. */
  lines: number;
  /** The table cell around it (0 and 0 on a card). */
  scroll: number;
  client: number;
  left: number;
  right: number;
  /** Something else (a fixed column, the next cell) is drawn over its first or last character. */
  covered: boolean;
}

/** A long note: a pasted address without any space, then ordinary words. */
const LONG_NOTE =
  'Renew before the campaign starts, see https://intranet.example.com/projects/certificates/' +
  'renewal-checklist-for-the-marketing-landing-pages-and-the-customer-portal-2026/' +
  'step-by-step-instructions-without-any-spaces then tell the web team in the usual channel.';

export function layoutScenario(context: {
  portal: Portal;
  dns: DnsServer;
  page: () => Page;
  label: string;
  viewport: { width: number; height: number };
}): Step[] {
  const { portal, viewport, dns } = context;
  const phone = viewport.width < 992;
  // A long address (it shows in the order's contact details): the checks want long values.
  const email = uniqueEmail(context.label).replace(
    '@example.com',
    '-with-a-long-mailbox@accounts-payable.a-rather-long-company-name.example.com',
  );
  const password = 'E2e layout password 1';
  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  let purchaseId = '';
  let topupId = '';
  let statementId = 0;
  let enterpriseId = 0;
  /** The paid RapidDV order (issued in the set-up), the one with a 60-character label, the one with 20 names. */
  let orderId = 0;
  let longId = 0;
  let sansId = 0;
  let sha1 = '';

  // Everything that went wrong while a page loaded: console errors (Chromium logs every 4xx/5xx answer as one)
  // and answers of the portal with a status of 400 or more.
  const problems: string[] = [];
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    page().on('console', (message: ConsoleMessage) => {
      // The add-funds page's wallet SDK, blocked on purpose, may report its refusal as the next page loads.
      if (message.location().url.startsWith(BLOCKED_WALLET_SDK_URL)) return;
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
  /** Each box inside the screen and none over another. */
  const apart = async (ids: readonly string[]) => {
    const boxes = await Promise.all(ids.map(async (id) => [id, await inScreen(id)] as const));
    for (const [i, [a, boxA]] of boxes.entries())
      for (const [b, boxB] of boxes.slice(i + 1)) assert(!overlap(boxA, boxB), `${a} overlaps ${b}`);
    return boxes;
  };
  const noWiderThanWindow = async (where: string) => {
    const wide = await page().evaluate(() => document.documentElement.scrollWidth);
    assert(wide <= viewport.width, `${where}: the page is ${wide} px wide in a ${viewport.width} px window`);
  };

  /**
   * A date ('YYYY-MM-DD HH:mm:ss') is whole: on one line, not cut by its table cell, inside the window and
   * not covered (what is drawn at its first and last character is the date itself). The window scrolls
   * up or down to it first, never sideways.
   */
  const dateCellOf = (id: string): Promise<DateCell> =>
    byId(id).evaluate((el) => {
      const before = el.getBoundingClientRect();
      window.scrollBy(0, before.top - window.innerHeight / 2);
      const rect = el.getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = Array.from(range.getClientRects())
        .filter((r) => r.width > 0)
        .map((r) => Math.round(r.top));
      const td = el.closest('td');
      const y = rect.top + rect.height / 2;
      const covered = [rect.left + 1, rect.right - 1].some((x) => {
        const hit = document.elementFromPoint(x, y);
        return hit === null || !(hit === el || el.contains(hit));
      });
      return {
        text: el.textContent ?? '',
        lines: new Set(tops).size,
        scroll: td?.scrollWidth ?? 0,
        client: td?.clientWidth ?? 0,
        left: rect.left,
        right: rect.right,
        covered,
      };
    });
  const dateWhole = async (id: string) => {
    await visible(id);
    const cell = await dateCellOf(id);
    assert(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(cell.text), `${id} shows "${cell.text}"`);
    assert(cell.lines === 1, `${id} "${cell.text}" takes ${cell.lines} lines`);
    assert(
      cell.scroll <= cell.client,
      `${id} "${cell.text}" is cut: ${cell.scroll} px in a ${cell.client} px cell`,
    );
    assert(
      cell.left >= 0 && cell.right <= viewport.width,
      `${id} "${cell.text}" is outside the window: ${cell.left.toFixed(0)}–${cell.right.toFixed(0)} px`,
    );
    assert(!cell.covered, `${id} "${cell.text}" is covered by another element (a fixed column?)`);
  };

  /** Where a name breaks inside a word ("Multi-Dom|ain"): '' when it breaks only between words (or after a hyphen). */
  const brokenWordIn = (id: string) =>
    byId(id).evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      // The top of the last character drawn, and the character just before this one (a space at the end of a
      // line is not drawn, but the line broke after it).
      let top: number | undefined;
      let before = ' ';
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i += 1) {
          const char = text[i]!;
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const rect = range.getBoundingClientRect();
          if (rect.width > 0) {
            if (top !== undefined && rect.top > top + 2 && /\S/.test(char) && /[^\s-]/.test(before))
              return `${text.slice(Math.max(0, i - 12), i)}|${text.slice(i, i + 12)}`;
            top = rect.top;
          }
          before = char;
        }
      }
      return '';
    });

  /**
   * What sticks out of a card sideways: every element (not inside a box of the card that scrolls or clips on
   * its own, such as a table scrolling sideways) must lie within the card, and no block may hold content wider
   * than itself.
   */
  const outOfCard = (id: string) =>
    byId(id).evaluate((card) => {
      const box = card.getBoundingClientRect();
      const found: string[] = [];
      const name = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}` +
        ` "${(el.textContent ?? '').trim().slice(0, 40)}"`;
      for (const el of Array.from(card.querySelectorAll('*'))) {
        let clipped = false;
        for (let up = el.parentElement; up && up !== card; up = up.parentElement)
          if (getComputedStyle(up).overflowX !== 'visible') clipped = true;
        if (clipped) continue;
        const rect = el.getBoundingClientRect();
        if (rect.width === 0 || rect.height === 0) continue;
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          found.push(`${name(el)} at ${rect.left.toFixed(0)}–${rect.right.toFixed(0)} px`);
        const style = getComputedStyle(el);
        if (
          style.display !== 'inline' &&
          style.overflowX === 'visible' &&
          el.scrollWidth > el.clientWidth + 1
        )
          found.push(`${name(el)} holds ${el.scrollWidth} px in ${el.clientWidth} px`);
      }
      return { found: found.slice(0, 5), left: box.left, right: box.right };
    });

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
      name:
        'set-up through the API: an account with a top-up, a paid and issued order, a statement, a business, ' +
        'and an order of a 60-character label and one of 20 names, both paid and submitted, with a long note',
      run: async () => {
        await signUpAndFund(email, password, '1000.00');
        const stamp = Date.now().toString(36);
        const domain = `layout-${stamp}.example.com`;
        const orderIds = await ordersThroughApi([domain]);
        orderId = orderIds[0]!;
        purchaseId = String(
          await post<string | number>('orders/payment/create', { json: { ordersID: orderIds } }),
        );
        await post(`payment/submit/${purchaseId}?channel=fund`, {});
        // Issued by the built-in CA (the TXT record in the suite's DNS server), so the certificate list has a row.
        await api(`order/commit?id=${orderId}`, { csrf: true });
        const auth = await api<{ domain: string; authPath: string; authValue: string }[]>(
          `order/authInfo/${orderId}`,
        );
        for (const item of auth) dns.setRecords(item.authPath, { txt: [[item.authValue]] });
        await api(`order/authz/${orderId}`, { csrf: true });
        sha1 = (await api<{ sha1: string }>(`order/cert/${orderId}`, { csrf: true })).sha1;
        // Long values: a label of 60 characters, 20 names of 80 characters or so, a note with a long address.
        const label = `long-label-${stamp}-`.padEnd(60, 'abcdefghij');
        const names = Array.from({ length: 20 }, (_, i) => `name${i + 1}.${label}.example.com`);
        longId = (await ordersThroughApi([`${label}.example.com`]))[0]!;
        sansId = (await ordersThroughApi([names.join(',')], 'RapidDVSANs'))[0]!;
        const longPayment = await post<string | number>('orders/payment/create', {
          json: { ordersID: [longId, sansId] },
        });
        await post(`payment/submit/${longPayment}?channel=fund`, {});
        for (const id of [longId, sansId]) {
          await api(`order/commit?id=${id}`, { csrf: true });
          await post('order/note', { form: { orderID: String(id), note: LONG_NOTE } });
        }
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
        return (
          `purchase ${purchaseId}, top-up ${topupId}, statement ${statementId} (${lastMonth}), ` +
          `certificate ${sha1.slice(0, 10)}, long orders ${longId} and ${sansId}`
        );
      },
    },
    {
      name: `logged in at ${viewport.width} px: every member page and the login page load without an error or a 4xx`,
      run: async () => {
        for (const { path, ready } of L.memberPages) {
          await load(path, ready);
          await noWiderThanWindow(path);
        }
        // Logged in, the login page leads into the portal.
        await load(L.login, L.memberShell);
        return `${L.memberPages.length + 1} pages`;
      },
    },
    {
      name: `My Orders at ${viewport.width} px: ${
        phone ? 'the search form is folded, the first order in the first screen; ' : ''
      }header buttons apart from each other and the form, dates whole, names unbroken`,
      run: async () => {
        await load(L.ordersPath, L.orderRow(sansId));
        await noWiderThanWindow(L.ordersPath);
        const panel = byId(L.ordersFilterPanel);
        if (phone) {
          assert((await panel.getAttribute('data-collapsed')) === 'true', 'the search form is not folded');
          assert(!(await byId(L.ordersFilters).isVisible()), 'the search form is shown on the first screen');
          const active = await byId(L.ordersFilterToggle).getAttribute('data-active');
          assert(active === '0', `the Filters toggle counts ${active} filters in use`);
          // The newest order comes first; all of it is on the first screen.
          const first = await page().locator('[data-testid^="order-row-"]').first().boundingBox();
          assert(first, 'no order row');
          assert(
            first.y >= 0 && first.y + first.height <= viewport.height,
            `the first order is at ${first.y.toFixed(0)}–${(first.y + first.height).toFixed(0)} px, ` +
              `not inside the ${viewport.height} px screen`,
          );
          await apart([...L.ordersButtons, L.ordersFilterToggle]);
          await byId(L.ordersFilterToggle).click();
          await visible(L.ordersFilters);
        } else {
          assert((await panel.getAttribute('data-collapsed')) === 'false', 'the search form is folded');
        }
        // With the form shown, no header button lies over it.
        const form = await boxOf(L.ordersFilters);
        for (const [id, box] of await apart(L.ordersButtons))
          assert(!overlap(box, form), `${id} overlaps the search form`);
        if (phone) await byId(L.ordersFilterToggle).click();
        for (const id of [orderId, longId, sansId]) {
          await dateWhole(L.orderCreated(id));
          const broken = await brokenWordIn(L.orderProduct(id));
          assert(broken === '', `the product name of order ${id} breaks inside a word: "${broken}"`);
        }
        return phone ? 'folded, then opened' : 'form shown';
      },
    },
    {
      name: `at ${viewport.width} px the dates of certificates, invoicing, activity and statements are whole`,
      run: async () => {
        await load(L.certsPath, L.certBegin(sha1));
        await dateWhole(L.certBegin(sha1));
        await dateWhole(L.certEnd(sha1));
        await noWiderThanWindow(L.certsPath);
        await load(L.billingPath, L.invoiceDate(purchaseId));
        await dateWhole(L.invoiceDate(purchaseId));
        await load(L.activityPath, L.activityTime(purchaseId));
        for (const id of [purchaseId, topupId]) await dateWhole(L.activityTime(id));
        await load(L.statementPath, L.statementTotal(statementId));
        // On a phone's card the statement's dates are labelled lines; in the table, two columns.
        await dateWhole(L.statementCreated(statementId));
        await dateWhole(L.statementUpdated(statementId));
      },
    },
    {
      name: `at ${viewport.width} px the order detail of a 60-character label, 20 names, a long e-mail address and a long note has nothing wider than its card`,
      run: async () => {
        const notes: string[] = [];
        for (const id of [longId, sansId]) {
          await load(L.detailPath(id), L.detailPage);
          await visible(L.detailCards[2]);
          await page().waitForLoadState('networkidle');
          for (const value of L.detailValues) await visible(value);
          for (const card of L.detailCards) {
            const { found } = await outOfCard(card);
            assert(found.length === 0, `order ${id}, ${card}: ${found.join('; ')}`);
          }
          await noWiderThanWindow(L.detailPath(id));
          notes.push(`order ${id}: ${L.detailCards.length} cards`);
        }
        return notes.join(', ');
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
