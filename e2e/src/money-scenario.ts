// The money story: add funds through the card wallet's approval page (the PayPal emulator: the SDK cannot load,
// so the page offers "Continue to the wallet", the buyer approves there and comes back), see the top-up in the
// account activity, then pay an order from that balance and open its invoice as a PDF from Invoicing.
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { M } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';

interface ActivityRow {
  id: number;
  type: string;
  channel: string | null;
  totalAmount: number;
  ordersID: number[];
}

export function moneyScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e money password 1';
  const page = () => context.page();
  const { byId, visible, api, post, ordersThroughApi, signUp } = shopper(portal, page);
  let topupId = '';
  let purchaseId = '';

  const activity = () =>
    api<{ list: ActivityRow[]; total: number; funds: string }>('payments?page=1&pageSize=10');

  return [
    {
      name: 'register and log in',
      run: () => signUp(email, password),
    },
    {
      name: 'add $75.00 through the wallet’s approval page; back on the portal the top-up is credited',
      run: async () => {
        await page().goto(`${portal.url}${M.addFundsPath}`);
        await visible(M.addFunds);
        await byId(M.amount).fill('75.00');
        // The SDK address is unreachable here: after the 1 s delay the page falls back to the approval link.
        await page().waitForSelector(`[data-testid="${M.wallet}"][data-phase="continue"]`);
        await byId(M.walletContinue).click();
        await page().waitForURL((url) => url.pathname === M.activityPath, { timeout: 30_000 });
        await visible(M.activity);
        const { list, funds } = await activity();
        const topup = list.find((row) => row.type === 'addFunds');
        assert(
          topup && topup.channel === 'paypal' && topup.totalAmount === 75,
          `activity: ${JSON.stringify(list)}`,
        );
        assert(funds === '$75.00', `the balance is ${funds}`);
        topupId = String(topup.id);
        await visible(M.activityRow(topupId));
        const shown = (await byId(M.activityBalance).textContent()) ?? '';
        assert(shown.includes('75.00'), `the page shows the balance "${shown}"`);
        return `payment ${topupId}: +$75.00 by card wallet, balance ${funds}`;
      },
    },
    {
      name: 'pay an order from that balance; Invoicing lists it and its invoice opens as a PDF',
      run: async () => {
        const orderIds = await ordersThroughApi([`money-${topupId}.example.com`]);
        purchaseId = await post<string>('orders/payment/create', { json: { ordersID: orderIds } });
        await post(`payment/submit/${purchaseId}?channel=fund`, {});
        await page().goto(`${portal.url}${M.billingPath}`);
        await visible(M.billing);
        await visible(M.invoiceRow(purchaseId));
        const href = await byId(M.invoiceOpen(purchaseId)).getAttribute('href');
        assert(href, 'the Invoice action has no link');
        const pdf = await page().request.get(new URL(href, portal.url).toString());
        const body = await pdf.body();
        assert(pdf.status() === 200, `the invoice answered ${pdf.status()}`);
        assert(
          pdf.headers()['content-type']?.includes('application/pdf'),
          `content-type ${pdf.headers()['content-type']}`,
        );
        assert(body.subarray(0, 5).toString() === '%PDF-', 'the invoice is not a PDF');
        const { funds } = await activity();
        assert(funds === `$${(75 - PRODUCT.oneYear).toFixed(2)}`, `after paying the balance is ${funds}`);
        return `payment ${purchaseId}: invoice PDF ${body.length} bytes; balance ${funds}`;
      },
    },
    {
      name: 'Invoicing by a full page load: skeleton rows while the invoice call is held, then the rows (issue 31)',
      run: async () => {
        const p = page();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        let asked = false;
        const invoices = /\/api\/order\/invoices\?/;
        await p.route(invoices, async (route) => {
          asked = true;
          await Promise.race([held, new Promise((resolve) => setTimeout(resolve, 60_000))]);
          await route.continue();
        });
        try {
          await p.goto(`${portal.url}${M.billingPath}`);
          // The page's frame (its code may take a loaded host seconds) with skeleton rows, no invoice yet.
          await byId(M.billing).waitFor({ state: 'visible', timeout: 90_000 });
          await byId(M.billing).getByTestId('table-skeleton').waitFor({ state: 'visible' });
          assert(asked, 'the skeleton showed before the invoice call was made');
          const rowsMeanwhile = await byId(M.invoiceRow(purchaseId)).count();
          assert(rowsMeanwhile === 0, 'an invoice row showed before the call answered');
          release();
          await visible(M.invoiceRow(purchaseId));
          const skeletons = await byId('table-skeleton').count();
          assert(skeletons === 0, 'the skeleton rows stayed after the rows came');
        } finally {
          release();
          await p.unroute(invoices);
        }
        return `skeleton, then invoice ${purchaseId}`;
      },
    },
  ];
}
