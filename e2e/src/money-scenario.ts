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
  ];
}
