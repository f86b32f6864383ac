// The purchase story: a DV single-domain product from the product list, the wizard with an online CSR and DNS
// validation, the private key downloaded, payment by account balance (funds booked by the operator command), the
// validation values shown; then a second order that takes the free trial.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { P } from './selectors.js';

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const PRODUCT = { tab: 'RapidSSL', shortName: 'RapidDV', oneYear: 59 };

export function purchaseScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e purchase password 1';
  const domains = [1, 2].map((n) => `shop${n}-${randomBytes(3).toString('hex')}.example.com`);
  const orderIds: number[] = [];

  const page = () => context.page();
  const byId = (id: string) => page().getByTestId(id);
  const visible = (id: string) => byId(id).waitFor({ state: 'visible' });
  const api = async <T>(path: string): Promise<T> => {
    const answer = await page().request.get(`${portal.url}/api/${path}`);
    const body = (await answer.json()) as { code: number; msg: T };
    assert(body.code === 0, `GET ${path} answered ${JSON.stringify(body)}`);
    return body.msg;
  };

  /** Product list → Buy → contact → online CSR → key download → DNS → buy-details. Returns the order id. */
  const orderThroughWizard = async (domain: string): Promise<number> => {
    await page().goto(`${portal.url}/admin/get-cert`);
    await visible(P.productList);
    await byId(P.productTab(PRODUCT.tab)).click();
    await visible(P.productRow(PRODUCT.shortName));
    await byId(P.productYear(PRODUCT.shortName)).click();
    await byId(P.productYearOption(PRODUCT.shortName, 12)).click();
    await byId(P.productBuy(PRODUCT.shortName)).click();
    await page().waitForURL((url) => url.pathname === '/admin/order/place');
    await visible(P.placeOrder);

    await byId(P.contact('firstName')).fill('Ada');
    await byId(P.contact('lastName')).fill('Lovelace');
    await byId(P.contact('telephone')).fill('+1 555 0100');
    await byId(P.contactNext).click();

    await byId(P.csrTabOnline).click();
    await byId(P.csrDomains).fill(domain);
    await byId(P.csrKeyAlgorithm('ECDSAP256')).click();
    await byId(P.csrNext).click();

    const [download] = await Promise.all([page().waitForEvent('download'), byId(P.keyDownload).click()]);
    const keyPath = await download.path();
    const key = readFileSync(keyPath, 'utf8');
    assert(key.includes('-----BEGIN PRIVATE KEY-----'), `the downloaded key file holds: ${key.slice(0, 60)}`);
    await byId(P.keySaved).click();
    await byId(P.keyNext).click();

    await byId(P.dcv('dns')).click();
    await byId(P.dcvNext).click();
    await page().waitForURL((url) => url.pathname === '/admin/order/buy-details');
    await visible(P.buyDetails);
    // The wizard keeps the new order's id locally (spec: purchase flow data kept locally).
    const id = Number(await page().evaluate(() => window.localStorage.getItem('orderID')));
    assert(id > 0, 'buy-details did not load an order');
    return id;
  };

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: async () => {
        const register = await page().request.post(`${portal.url}/api/register`, {
          form: { email, password, confirm: password, from: 'common' },
        });
        assert(((await register.json()) as { code: number }).code === 0, 'register failed');
        const login = await page().request.post(`${portal.url}/api/login`, { form: { email, password } });
        assert(((await login.json()) as { code: number }).code === 0, 'login failed');
        const output = await portal.cli([
          'funds:credit',
          '--email',
          email,
          '--amount',
          '500.00',
          '--note',
          'e2e',
        ]);
        assert(output.includes('balance 500.00'), `funds:credit said: ${output}`);
        return output;
      },
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
        await byId(P.payBalance).click();
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
