// The affiliate story (issue 16): an affiliate reads its share link on the Linking Code tab; a visitor follows
// that link, registers through the sign-up page, buys RapidDV through the wizard and pays from the balance; the
// affiliate then sees the 10 % commission (and the sign-on bonus) awaiting clearance, the customer's address
// masked, and the Money Request tab waiting for the $50.00 minimum.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { P, PATHS, T } from './selectors.js';
import { assert, PRODUCT, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const A = {
  page: 'affiliate-page',
  tab: (key: 'link' | 'statement' | 'history' | 'request' | 'how') => `affiliate-tab-${key}`,
  shareLink: 'affiliate-share-link',
  summaryAwaiting: 'affiliate-summary-awaiting',
  notEnough: 'payout-not-enough',
  ordersPage: 'commission-orders-page',
  ordersTable: 'commission-orders-table',
};

export function affiliateScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const affiliateEmail = uniqueEmail(`${context.label}-affiliate`);
  const customerEmail = uniqueEmail(`${context.label}-referred`);
  const password = 'E2e affiliate password 1';
  const domain = `ref-${randomBytes(3).toString('hex')}.example.com`;
  const commission = (PRODUCT.oneYear * 0.1).toFixed(2);
  let link = '';

  const page = () => context.page();
  const { byId, visible, api, signUp, orderThroughWizard } = shopper(portal, page);
  const signOut = () => page().context().clearCookies();

  return [
    {
      name: 'affiliate: the Linking Code tab shows the share link {host}/?id={uid}',
      run: async () => {
        await signUp(affiliateEmail, password);
        const { uid } = await api<{ uid: string }>('account/profile');
        await page().goto(`${portal.url}/admin/affiliate`);
        await visible(A.page);
        await visible(A.shareLink);
        link = ((await byId(A.shareLink).textContent()) ?? '').trim();
        assert(link === `${portal.url}/?id=${uid}`, `the share link reads "${link}"`);
        await signOut();
        return link;
      },
    },
    {
      name: 'visitor: follows the share link (first-party cookie), registers through the sign-up page (signed in at once)',
      run: async () => {
        await page().goto(link);
        const cookie = (await page().context().cookies(portal.url)).find((c) => c.name === 'ref');
        assert(cookie?.httpOnly && cookie.sameSite === 'Lax', `referral cookie ${JSON.stringify(cookie)}`);
        const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
        assert(days > 59.9 && days <= 60, `the cookie lasts ${days.toFixed(2)} days`);
        await page().goto(`${portal.url}${PATHS.register}`);
        await visible(T.authRegister);
        await byId(T.authEmail).fill(customerEmail);
        await byId(T.authPassword).fill(password);
        await byId(T.authConfirm).fill(password);
        await byId(T.authSubmit).click();
        // The sign-up signs in at once (issue 31).
        await visible(T.memberShell);
      },
    },
    {
      name: 'visitor: buys RapidDV through the wizard and pays from the balance',
      run: async () => {
        const credited = await portal.cli([
          'funds:credit',
          '--email',
          customerEmail,
          '--amount',
          '100.00',
          '--note',
          'e2e',
        ]);
        assert(credited.includes('balance 100.00'), `funds:credit said: ${credited}`);
        const id = await orderThroughWizard(domain);
        await byId(P.payBalance).click();
        await pressDialogOk(byId(P.payBalanceOk));
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        await visible(P.validation);
        const detail = await api<{ paid: boolean }>(`order/detail/${id}`);
        assert(detail.paid, `order ${id} is not paid`);
        await signOut();
        return `order ${id}`;
      },
    },
    {
      name: 'affiliate: sees the commission and the sign-on bonus awaiting clearance, the customer masked',
      run: async () => {
        const login = await page().request.post(`${portal.url}/api/login`, {
          form: { email: affiliateEmail, password },
        });
        assert(((await login.json()) as { code: number }).code === 0, 'affiliate login failed');
        await page().goto(`${portal.url}/admin/commission/order`);
        await visible(A.ordersPage);
        const table = byId(A.ordersTable);
        const row = table.locator('tr[data-row-key]').filter({ hasText: `$${commission}` });
        await row.waitFor({ state: 'visible' });
        const text = (await row.textContent()) ?? '';
        assert(text.includes('Awaiting clearance'), `the commission row reads "${text}"`);
        assert(text.includes(`${customerEmail[0]}***@***.com`), `the customer is shown as "${text}"`);
        assert(!text.includes(customerEmail) && !text.includes(domain), `customer data shown: "${text}"`);
        const bonus = table.locator('tr[data-row-key]').filter({ hasText: '$20.00' });
        await bonus.waitFor({ state: 'visible' });

        await page().goto(`${portal.url}/admin/affiliate`);
        await byId(A.tab('statement')).click();
        await visible(A.summaryAwaiting);
        const awaiting = (await byId(A.summaryAwaiting).textContent()) ?? '';
        const expected = (Number(commission) + 20).toFixed(2);
        assert(awaiting === `$${expected}`, `awaiting clearance reads "${awaiting}", expected $${expected}`);
        await byId(A.tab('request')).click();
        await visible(A.notEnough);
        return `commission $${commission}, awaiting $${expected}`;
      },
    },
  ];
}
