// The operator console story (issue 18): an operator made with `portal user:create --operator` approves a
// customer's OV order from the review queue (/ops/orders) and the customer's order detail shows it moved on;
// the operator credits the customer (/ops/credit: the password re-confirmation dialog appears, and the credit
// goes through after it) and the customer's balance rises; in a new session the operator finds the customer
// (/ops/users), debits part of the balance behind the password dialog, disables the customer (the customer's
// open page is sent to the login page at its next call) and enables it again; the operator approves the
// customer's refund application from /ops/refunds; a customer opening /ops sees the ordinary 404 and downloads
// nothing of the console; a visitor gets the login page.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { createOperator, logInAs } from './operator-session.js';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { OPS, PATHS } from './selectors.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const OV_PRODUCT = 'SecureSiteOV';
const ORGANIZATION = {
  organizationName: 'Example Ltd',
  organizationUnit: 'IT',
  organizationPhone: '+44 20 7946 0000',
  postalCode: 'EC1A 1BB',
  streetAddress: '1 Example Street',
  country: 'GB',
  region: 'London',
  city: 'London',
};

interface OrderInfo {
  orderDetail: { id: number; status: number; paid: boolean };
}

export function opsScenario(context: {
  portal: Portal;
  dns: DnsServer;
  page: () => Page;
  label: string;
}): Step[] {
  const { portal, dns } = context;
  const operatorEmail = uniqueEmail(`${context.label}-operator`);
  const operatorPassword = 'E2e operator password 1';
  const customerEmail = uniqueEmail(`${context.label}-customer`);
  const customerPassword = 'E2e customer password 1';
  const domain = `ov-${randomBytes(4).toString('hex')}.example.com`;
  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  /** antd's search box may put the test id on the input or on its wrapper. */
  const searchBox = (id: string) =>
    page().locator(`input[data-testid="${id}"], [data-testid="${id}"] input`).first();
  /** The list call at `path` whose query holds `text` (a search), answered. */
  const listAnswered = (path: string, text: string) =>
    page().waitForResponse((response) => {
      const url = new URL(response.url());
      return url.pathname === path && url.search.includes(encodeURIComponent(text)) && response.ok();
    });
  let customerWindow: BrowserContext | undefined;
  let orderId = 0;
  let customerUid = '';
  let balanceBefore = '';

  const logIn = (email: string, password: string) => logInAs(portal, page(), email, password);

  return [
    {
      name: 'an operator made with the command line; a customer with a paid OV order waiting for review (11)',
      run: async () => {
        const made = await createOperator(portal, operatorEmail, operatorPassword);
        await signUpAndFund(customerEmail, customerPassword, '1000.00');
        await post('event/create', { form: { shortName: OV_PRODUCT, productType: 'SSL', domainType: '1' } });
        await post('event/contact_info/save', {
          json: { firstName: 'Ada', lastName: 'Lovelace', telephone: '+44 20 7946 0000' },
        });
        const csr = await post<{ download?: boolean }>('event/csr_info/save', {
          json: { csrFrom: 'online', domains: domain, keyAlgorithm: 'ECDSAP256', ...ORGANIZATION },
        });
        if (csr.download) {
          // A file download, sent with the CSRF header as the web app does.
          const csrf = (await page().context().cookies(portal.url)).find(
            (c) => c.name === 'csrf_token',
          )?.value;
          const key = await page().request.get(`${portal.url}/api/event/private_key/download`, {
            headers: { 'x-csrf-token': csrf ?? '' },
          });
          assert(key.status() === 200, `the private key download answered ${key.status()}`);
        }
        ({ id: orderId } = await post<{ id: number }>('event/order/create', {
          json: { authMethod: 'dns', validity: 12, currency: 'USD' },
        }));
        const payment = await post<string>('orders/payment/create', { json: { ordersID: [orderId] } });
        await post(`payment/submit/${payment}?channel=fund`, {});
        await api(`order/commit?id=${orderId}`, { csrf: true });
        const [item] = await api<{ authValue: string }[]>(`order/authInfo/${orderId}`, { csrf: true });
        assert(item, 'no validation value');
        dns.setRecords(`_dnsauth.${domain}`, { txt: [[item.authValue]] });
        const checked = await api<{ status: number }>(`order/authz/${orderId}`, { csrf: true });
        assert(checked.status === 11, `after validation the order is in status ${checked.status}`);
        const profile = await api<{ uid: string; funds: string }>('account/profile');
        customerUid = profile.uid;
        balanceBefore = profile.funds;
        return `${made.trim()}; order ${orderId} (${domain}) in review, customer ${customerUid} balance ${balanceBefore}`;
      },
    },
    {
      name: 'a customer opening /ops sees the ordinary 404 and downloads nothing of the console',
      run: async () => {
        const scripts: string[] = [];
        const collect = (request: { url: () => string; resourceType: () => string }) => {
          if (request.resourceType() === 'script') scripts.push(request.url());
        };
        page().on('request', collect);
        try {
          await page().goto(`${portal.url}/ops`);
          await visible(OPS.notFound);
          assert((await byId(OPS.shell).count()) === 0, 'the console is shown to a customer');
          await page().goto(`${portal.url}/ops/credit`);
          await visible(OPS.notFound);
        } finally {
          page().off('request', collect);
        }
        const console = scripts.filter((url) => /\/Ops(?!Gate)\w+[-.]/.test(url));
        assert(console.length === 0, `the customer loaded ${console.join(', ')}`);
        return `not-found at /ops and /ops/credit; ${scripts.length} scripts loaded, none of the console`;
      },
    },
    {
      name: 'the operator approves the order from the review queue',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        // /ops is the overview; the review queue is its own address.
        await page().goto(`${portal.url}/ops/orders`);
        await visible(OPS.shell);
        await visible(OPS.ordersPage);
        await byId(OPS.filterDomain).fill(domain);
        // The queue lists the order before the search too: act on the rows of the search's answer, not on the
        // rows it is about to replace (a click on a row being re-rendered can be lost).
        await Promise.all([listAnswered('/api/ops/orders', domain), byId(OPS.search).click()]);
        await visible(OPS.orderRow(orderId));
        // The operator reads the order as the customer entered it before deciding.
        await byId(OPS.orderOpen(orderId)).click();
        await visible(OPS.orderDrawer);
        const owner = await byId(OPS.orderDrawerAccount).innerText();
        assert(owner === customerEmail, `the order's detail names ${owner}, not ${customerEmail}`);
        const status = await byId(OPS.orderDrawerStatus).getAttribute('data-status');
        assert(status === '11', `the order's detail shows status ${status}, not 11 (in review)`);
        await byId(OPS.orderDrawerContact).waitFor({ state: 'visible' });
        await page().keyboard.press('Escape');
        await byId(OPS.orderDrawerAccount).waitFor({ state: 'hidden' });
        await byId(OPS.approve(orderId)).click();
        await byId(OPS.decisionText).fill('Organisation checked in the register');
        await pressDialogOk(byId(OPS.decisionOk));
        // Approved: the order leaves the queue (status 11 only).
        await byId(OPS.orderRow(orderId)).waitFor({ state: 'detached' });
        return `order ${orderId} read in its detail (owner, status 11, contact), approved and gone from the queue`;
      },
    },
    {
      name: "the customer's order detail shows the order moved on from the review",
      run: async () => {
        await logIn(customerEmail, customerPassword);
        const { orderDetail } = await api<OrderInfo>(`order/info/${orderId}`);
        assert(orderDetail.status !== 11, `order ${orderId} is still in review`);
        await page().goto(`${portal.url}/admin/order-detail/${orderId}`);
        await visible(OPS.orderDetail);
        const shown = await byId(OPS.orderStatus).getAttribute('data-status');
        assert(
          shown === String(orderDetail.status),
          `the page shows status ${shown}, the API ${orderDetail.status}`,
        );
        return `order ${orderId}: status ${shown}`;
      },
    },
    {
      name: 'the operator credits the customer: the password dialog appears, then the credit goes through',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops/credit`);
        await visible(OPS.creditPage);
        await byId(OPS.creditUid).fill(customerUid);
        await byId(OPS.creditAmount).fill('25.50');
        await byId(OPS.creditNote).fill('Goodwill credit, ticket 4711');
        await byId(OPS.creditSubmit).click();
        await pressDialogOk(byId(OPS.creditConfirmOk));
        // No confirmation in this session yet: the server answers 1029 and the dialog asks for the password.
        await visible(OPS.password);
        await byId(OPS.password).fill(operatorPassword);
        const [credit] = await Promise.all([
          page().waitForResponse(
            (r) =>
              r.url().includes(`/api/ops/users/${customerUid}/credit`) && r.request().method() === 'POST',
          ),
          pressDialogOk(byId(OPS.passwordOk)),
        ]);
        const body = (await credit.json()) as { code: number; msg: { balanceAfter: string } };
        assert(body.code === 0, `the retried credit answered ${JSON.stringify(body)}`);
        // The form empties itself after the credit.
        const deadline = Date.now() + 5_000;
        while ((await byId(OPS.creditUid).inputValue()) !== '') {
          assert(Date.now() < deadline, 'the credit form was not emptied');
          await page().waitForTimeout(100);
        }
        return `credited: balance after ${body.msg.balanceAfter}`;
      },
    },
    {
      name: "the customer's balance rose by the credit; the audit trail lists the approval and the credit",
      run: async () => {
        await page().goto(`${portal.url}/ops/audit`);
        await visible(OPS.auditPage);
        // antd's search box may put the test id on the input or on its wrapper.
        await page()
          .locator(`input[data-testid="${OPS.auditSearch}"], [data-testid="${OPS.auditSearch}"] input`)
          .first()
          .fill(operatorEmail);
        await page().keyboard.press('Enter');
        const table = byId(OPS.auditTable);
        for (const action of ['order.approve', 'password.confirm', 'user.credit']) {
          await table.getByText(action, { exact: true }).first().waitFor();
        }
        await logIn(customerEmail, customerPassword);
        const profile = await api<{ funds: string }>('account/profile');
        const expected = (Number(balanceBefore) + 25.5).toFixed(2);
        assert(profile.funds === expected, `the balance is ${profile.funds}, expected ${expected}`);
        return `balance ${balanceBefore} → ${profile.funds}`;
      },
    },
    {
      name: 'in a new session the operator finds the customer and debits part of the balance behind the password dialog',
      run: async () => {
        // A new session has no password confirmation: the debit asks for the password again.
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops`);
        await visible(OPS.shell);
        await byId(OPS.menuUsers).click();
        await visible(OPS.usersPage);
        await searchBox(OPS.usersSearch).fill(customerEmail);
        await Promise.all([listAnswered('/api/ops/users', customerEmail), page().keyboard.press('Enter')]);
        await byId(OPS.userLink(customerUid)).click();
        await visible(OPS.userPage);
        const before = (await byId(OPS.userBalance).innerText()).trim();
        await byId(OPS.userAction('debit')).click();
        await byId(OPS.userDialogField('debit', 'amount')).fill('10.00');
        await byId(OPS.userDialogField('debit', 'note')).fill('Chargeback of a card payment, case 99');
        await pressDialogOk(byId(OPS.userDialogOk('debit')));
        await visible(OPS.password);
        await byId(OPS.password).fill(operatorPassword);
        const [debit] = await Promise.all([
          page().waitForResponse(
            (r) => r.url().includes(`/api/ops/users/${customerUid}/debit`) && r.request().method() === 'POST',
          ),
          pressDialogOk(byId(OPS.passwordOk)),
        ]);
        const body = (await debit.json()) as { code: number; msg: { balanceAfter: string } };
        assert(body.code === 0, `the retried debit answered ${JSON.stringify(body)}`);
        const expected = (Number(before) - 10).toFixed(2);
        assert(
          body.msg.balanceAfter === expected,
          `balance after ${body.msg.balanceAfter}, expected ${expected}`,
        );
        await byId(OPS.userBalance).getByText(expected, { exact: true }).waitFor();
        return `debited 10.00: balance ${before} → ${expected}`;
      },
    },
    {
      name: "the operator disables the customer: the customer's open page goes to the login page at its next call; enabling restores the login",
      run: async () => {
        // The customer, signed in in a browser of its own, has a page of the portal open.
        const browser = page().context().browser();
        assert(browser, 'no browser to open the customer window in');
        customerWindow = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        const window = customerWindow;
        /** The customer's login in its own browser (with the CSRF header once it holds a session's cookie). */
        const customerLogin = async () => {
          const csrf = (await window.cookies(portal.url)).find((c) => c.name === 'csrf_token')?.value;
          const answer = await window.request.post(`${portal.url}/api/login`, {
            form: { email: customerEmail, password: customerPassword },
            headers: csrf ? { 'x-csrf-token': csrf } : {},
          });
          return ((await answer.json()) as { code: number }).code;
        };
        assert((await customerLogin()) === 0, 'the customer could not sign in');
        const customerPage = await customerWindow.newPage();
        await customerPage.goto(`${portal.url}${OPS.memberProfilePath}`);
        await customerPage.getByTestId(OPS.memberOrdersMenu).waitFor({ state: 'visible' });

        await byId(OPS.userAction('disable')).click();
        await pressDialogOk(byId(OPS.userDialogOk('disable')));
        await byId(OPS.userAction('enable')).waitFor({ state: 'visible' });
        const disabledText = await byId(OPS.userStatus).innerText();

        // The customer's next call is refused (1002): the web app sends the page to the login page. That call is
        // the click below, or one the open page makes by itself first (the shell's unread-letters poll).
        await customerPage
          .getByTestId(OPS.memberOrdersMenu)
          .click({ timeout: 5_000 })
          .catch(() => undefined);
        await customerPage.waitForURL((url) => url.pathname === PATHS.login);
        const refused = await customerLogin();
        assert(refused !== 0, 'a disabled customer could sign in');

        await byId(OPS.userAction('enable')).click();
        await pressDialogOk(byId(OPS.userDialogOk('enable')));
        await byId(OPS.userAction('disable')).waitFor({ state: 'visible' });
        const again = await customerLogin();
        assert(again === 0, `the enabled customer's login answered code ${again}`);
        await window.close();
        customerWindow = undefined;
        return `status "${disabledText}" sent the open page to the login page (login refused with ${refused}); enabled: login works`;
      },
    },
    {
      name: 'the operator approves a refund application from the refunds queue',
      run: async () => {
        // The customer pays a second order, cancels it and applies for the refund.
        await logIn(customerEmail, customerPassword);
        const [refundOrder] = await ordersThroughApi([
          `refund-${randomBytes(3).toString('hex')}.example.com`,
        ]);
        assert(refundOrder, 'no order to refund');
        const payment = await post<string>('orders/payment/create', { json: { ordersID: [refundOrder] } });
        await post(`payment/submit/${payment}?channel=fund`, {});
        await api(`order/cancel/${refundOrder}`, { csrf: true });
        await post(`payment/refund/${refundOrder}`, {
          form: { email: customerEmail, phone: '+44 20 7946 0000', desc: 'Bought the wrong product' },
        });
        const before = (await api<{ funds: string }>('account/profile')).funds;

        await logIn(operatorEmail, operatorPassword);
        const queue = await api<{ list: { id: number; orderId: number; amount: string }[] }>(
          'ops/refunds?pageSize=100',
        );
        const application = queue.list.find((row) => row.orderId === refundOrder);
        assert(application, `order ${refundOrder} is not in the refunds queue`);
        await page().goto(`${portal.url}/ops`);
        await byId(OPS.menuRefunds).click();
        await visible(OPS.refundsPage);
        await byId(OPS.refundApprove(application.id)).click();
        await pressDialogOk(byId(OPS.refundDialogOk));
        // A new session again: the password first, then the approval goes through by itself.
        await visible(OPS.password);
        await byId(OPS.password).fill(operatorPassword);
        const [approved] = await Promise.all([
          page().waitForResponse(
            (r) =>
              r.url().includes(`/api/ops/refunds/${application.id}/approve`) &&
              r.request().method() === 'POST',
          ),
          pressDialogOk(byId(OPS.passwordOk)),
        ]);
        const body = (await approved.json()) as { code: number; msg: { refunded: string } };
        assert(body.code === 0, `the approval answered ${JSON.stringify(body)}`);
        await byId(OPS.refundRow(application.id)).waitFor({ state: 'detached' });

        await logIn(customerEmail, customerPassword);
        const after = (await api<{ funds: string }>('account/profile')).funds;
        const expected = (Number(before) + Number(body.msg.refunded)).toFixed(2);
        assert(after === expected, `the balance is ${after}, expected ${expected}`);
        return `refund ${application.id} of order ${refundOrder} approved: balance ${before} → ${after}`;
      },
    },
    {
      name: 'a visitor opening /ops is sent to the login page',
      run: async () => {
        await page().context().clearCookies();
        await page().goto(`${portal.url}/ops/credit`);
        await page().waitForURL((url) => url.pathname === PATHS.login);
        const callback = new URL(page().url()).searchParams.get('callback');
        assert(callback === '/ops/credit', `the login page's callback is ${callback}`);
        assert((await byId(OPS.shell).count()) === 0, 'the console is shown to a visitor');
        return `login page, callback ${callback}`;
      },
    },
  ];
}
