// The purchase story: a DV single-domain product from the product list, the wizard with an online CSR and DNS
// validation, the private key downloaded, payment by account balance (funds booked by the operator command), the
// validation values shown; then a second order that takes the free trial.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { P } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

export function purchaseScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e purchase password 1';
  const domains = [1, 2].map((n) => `shop${n}-${randomBytes(3).toString('hex')}.example.com`);
  const orderIds: number[] = [];

  const page = () => context.page();
  const { byId, visible, api, signUpAndFund, orderThroughWizard } = shopper(portal, page);

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '500.00'),
    },
    {
      name: 'choose a DV single-domain product and go through the wizard (online CSR, key download, DNS)',
      run: async () => {
        const id = await orderThroughWizard(domains[0]!);
        orderIds.push(id);
        const detail = await api<{ status: number; paid: boolean; authMethod: string; commonName: string }>(
          `order/detail/${id}`,
        );
        assert(detail.status === 12 && !detail.paid, `new order ${id}: ${JSON.stringify(detail)}`);
        assert(
          detail.authMethod === 'dns' && detail.commonName === domains[0],
          `order ${id} has the wrong names`,
        );
        const total = (await byId(P.finalTotal).textContent()) ?? '';
        assert(total.includes(String(PRODUCT.oneYear)), `the final total reads "${total}"`);
        return `order ${id}, final total ${total.trim()}`;
      },
    },
    {
      name: 'pay by account balance and land on the validation step with the DNS values',
      run: async () => {
        // Money moves only after the confirmation, which names the amount; cancelling it charges nothing.
        await byId(P.payBalance).click();
        await visible(P.payBalanceCancel);
        const question = (await page().locator('.ant-modal-confirm-title').textContent()) ?? '';
        assert(
          question.includes(`Pay $${PRODUCT.oneYear}.00 from your account balance?`),
          `the confirmation asks "${question}"`,
        );
        await pressDialogOk(byId(P.payBalanceCancel));
        await byId(P.payBalanceCancel).waitFor({ state: 'detached' });
        const untouched = await api<{ funds: string }>('account/profile');
        assert(untouched.funds === '500.00', `cancelling the confirmation charged: ${untouched.funds}`);
        await byId(P.payBalance).click();
        await pressDialogOk(byId(P.payBalanceOk));
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        await visible(P.validation);
        await visible(P.validationRow(domains[0]!));
        const detail = await api<{ paid: boolean; status: number }>(`order/detail/${orderIds[0]}`);
        assert(detail.paid, 'the order is not paid');
        const profile = await api<{ funds: string }>('account/profile');
        assert(profile.funds === '441.00', `the balance is ${profile.funds}, expected 441.00`);
        return `status ${detail.status}, balance ${profile.funds}`;
      },
    },
    {
      name: 'a second order takes the 14-day free trial',
      run: async () => {
        const id = await orderThroughWizard(domains[1]!);
        orderIds.push(id);
        await byId(P.freeTrial).click();
        // On a loaded machine a click that lands while the dialog still zooms in can be lost (seen once in CI:
        // no request was sent); a user would press again, so does the step, once, when no request went out.
        const trialStarted = () =>
          page().waitForRequest((r) => r.url().includes('/api/order/free_trial/'), { timeout: 5_000 });
        await visible(P.freeTrialOk);
        const sent = trialStarted();
        await byId(P.freeTrialOk).click();
        if (!(await sent.then(() => true).catch(() => false))) {
          const again = trialStarted();
          await byId(P.freeTrialOk).click();
          await again;
        }
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        await visible(P.validation);
        const detail = await api<{ inFreeTrial: boolean; paid: boolean; trialEndsAt: string }>(
          `order/detail/${id}`,
        );
        assert(detail.inFreeTrial && !detail.paid, `order ${id}: ${JSON.stringify(detail)}`);
        const days = (new Date(detail.trialEndsAt).getTime() - Date.now()) / 86_400_000;
        assert(days > 13.9 && days <= 14, `the trial ends in ${days.toFixed(2)} days`);
        const profile = await api<{ funds: string }>('account/profile');
        assert(profile.funds === '441.00', 'the trial changed the balance');
        return `order ${id}, trial ends ${detail.trialEndsAt}`;
      },
    },
  ];
}
