// What the purchase and issuance stories share: API calls through the page's cookies, sign-up with funds booked
// by the operator command, and one order through the product list and the wizard.
import { readFileSync } from 'node:fs';
import type { Locator, Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import type { Portal } from './portal.js';
import { P } from './selectors.js';

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** The product both stories buy: RapidSSL tab, DV single domain, 1 year. */
export const PRODUCT = { tab: 'RapidSSL', shortName: 'RapidDV', oneYear: 59 };

export interface Shopper {
  byId(id: string): Locator;
  visible(id: string): Promise<void>;
  /**
   * GET /api/<path> with the page's cookies; resolves `msg` of a code-0 answer. `csrf` sends the x-csrf-token
   * header (the csrf_token cookie), as the web app does for calls that can return a private key.
   */
  api<T>(path: string, options?: { csrf?: boolean }): Promise<T>;
  /** Registers and logs in through the API; resolves the email. */
  signUp(email: string, password: string): Promise<string>;
  /** Registers and logs in through the API, then books `amount` with `portal funds:credit`; resolves its output. */
  signUpAndFund(email: string, password: string, amount: string): Promise<string>;
  /**
   * Product list → Buy (1 year) → contact → online CSR (ECDSA P-256) for `domain` → key download (checked) →
   * DNS → buy-details. Resolves the new order's id.
   */
  orderThroughWizard(domain: string): Promise<number>;
  /** POST /api/<path> with the page's cookies and the x-csrf-token header; resolves `msg` of a code-0 answer. */
  post<T>(path: string, data: { json?: unknown; form?: Record<string, string> }): Promise<T>;
  /**
   * Set-up through the API: a contact and one unpaid order (1 year, DNS) per entry of `domains` in one
   * `orders/create`, of RapidDV unless `product` names another (an entry of a multi-domain product lists its
   * names with commas); resolves the new orders' ids in the order of `domains`.
   */
  ordersThroughApi(domains: readonly string[], product?: string): Promise<number[]>;
  /**
   * Set-up through the API: one RapidDV order for `domain` (ordersThroughApi), paid from the balance, submitted,
   * its TXT values published in the suite's DNS server and checked: issued on the built-in CA. Resolves its id.
   */
  issuedOrderThroughApi(domain: string, dns: DnsServer): Promise<number>;
}

export function shopper(portal: Portal, page: () => Page): Shopper {
  const byId = (id: string) => page().getByTestId(id);
  const visible = (id: string) => byId(id).waitFor({ state: 'visible' });

  const api = async <T>(path: string, options: { csrf?: boolean } = {}): Promise<T> => {
    const headers: Record<string, string> = {};
    if (options.csrf) {
      const cookies = await page().context().cookies(portal.url);
      const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
      assert(csrf, 'no csrf_token cookie');
      headers['x-csrf-token'] = csrf;
    }
    const answer = await page().request.get(`${portal.url}/api/${path}`, { headers });
    const body = (await answer.json()) as { code: number; msg: T };
    assert(body.code === 0, `GET ${path} answered ${JSON.stringify(body)}`);
    return body.msg;
  };

  const post = async <T>(path: string, data: { json?: unknown; form?: Record<string, string> }) => {
    const cookies = await page().context().cookies(portal.url);
    const csrf = cookies.find((cookie) => cookie.name === 'csrf_token')?.value;
    assert(csrf, 'no csrf_token cookie');
    const answer = await page().request.post(`${portal.url}/api/${path}`, {
      headers: { 'x-csrf-token': csrf },
      ...(data.json === undefined ? {} : { data: data.json }),
      ...(data.form === undefined ? {} : { form: data.form }),
    });
    const body = (await answer.json()) as { code: number; msg: T };
    assert(body.code === 0, `POST ${path} answered ${JSON.stringify(body)}`);
    return body.msg;
  };

  const signUp = async (email: string, password: string) => {
    const register = await page().request.post(`${portal.url}/api/register`, {
      form: { email, password, confirm: password, from: 'common' },
    });
    assert(((await register.json()) as { code: number }).code === 0, 'register failed');
    const login = await page().request.post(`${portal.url}/api/login`, { form: { email, password } });
    assert(((await login.json()) as { code: number }).code === 0, 'login failed');
    return email;
  };

  const signUpAndFund = async (email: string, password: string, amount: string) => {
    await signUp(email, password);
    const output = await portal.cli(['funds:credit', '--email', email, '--amount', amount, '--note', 'e2e']);
    assert(output.includes(`balance ${amount}`), `funds:credit said: ${output}`);
    return output;
  };

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
    const key = readFileSync(await download.path(), 'utf8');
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

  const ordersThroughApi = async (
    domains: readonly string[],
    product: string = PRODUCT.shortName,
  ): Promise<number[]> => {
    const contact = await post<{ id: number }>('contact', {
      json: { firstName: 'Grace', lastName: 'Hopper', telephone: '+1 555 0101' },
    });
    const made = await post<{ ids: number[] }>('orders/create', {
      form: {
        name: product,
        validity: '12',
        authMethod: 'dns',
        domains: domains.join('\n'),
        contactID: String(contact.id),
      },
    });
    assert(made.ids.length === domains.length, `orders/create made ${JSON.stringify(made.ids)}`);
    return made.ids;
  };

  const issuedOrderThroughApi = async (domain: string, dns: DnsServer): Promise<number> => {
    const orderId = (await ordersThroughApi([domain]))[0]!;
    const payment = await post<string>('orders/payment/create', { json: { ordersID: [orderId] } });
    await post(`payment/submit/${payment}?channel=fund`, {});
    await api(`order/commit?id=${orderId}`, { csrf: true });
    const info = await api<{ authPath: string; authValue: string }[]>(`order/authInfo/${orderId}`);
    for (const item of info) dns.setRecords(item.authPath, { txt: [[item.authValue]] });
    const done = await api<{ status: number }>(`order/authz/${orderId}`, { csrf: true });
    assert(done.status === 3, `order ${orderId} is at status ${done.status}`);
    return orderId;
  };

  return {
    byId,
    visible,
    api,
    post,
    signUp,
    signUpAndFund,
    orderThroughWizard,
    ordersThroughApi,
    issuedOrderThroughApi,
  };
}
