// The renewal story (issue 31, spec B-74 / B-150): an issued order appears on Expiring certificates; its Renew opens
// the dialog (Years, Coupons — both required), which places the renewal order through PUT orders/renew/{id} and
// takes the customer to buy-details with the chosen coupon applied; then the same page at 390 px.
//
// A certificate issued now ends in about 200 days, and the running portal's clock cannot be moved, so the story
// hands the page a `certs/expiring` answer listing the real issued order (the list itself is covered by the
// server's tests); everything after it — the renewal, its years, the coupon check, buy-details — is the real portal.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

interface OrderInfo {
  orderDetail: { id: number; status: number; paid: boolean; validityPeriod: number; commonName: string };
}

export function renewalScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  dns: DnsServer;
}): Step[] {
  const { portal, dns } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e renewal password 1';
  const domain = `renew-${randomBytes(3).toString('hex')}.example.com`;
  let orderId = 0;
  let coupon = '';
  const page = () => context.page();
  const { byId, visible, api, signUpAndFund, issuedOrderThroughApi } = shopper(portal, page);

  const listOrder = async () => {
    await page().route(
      (url) => url.pathname === '/api/certs/expiring',
      (route) =>
        route.fulfill({
          contentType: 'application/json',
          body: JSON.stringify({
            code: 0,
            msg: {
              expiringInWeek: [],
              expiringInMonth: [
                {
                  orderID: String(orderId),
                  commonName: domain,
                  productName: 'RapidSSL Standard DV',
                  validity: 12,
                  expireTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
                },
              ],
            },
          }),
        }),
    );
  };

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '300.00'),
    },
    {
      name: 'set up through the API: a RapidDV order paid, validated by DNS and issued; the sign-up coupon',
      run: async () => {
        orderId = await issuedOrderThroughApi(domain, dns);
        coupon = (await api<{ code: string }>('coupon/latest', { csrf: true })).code;
        assert(coupon !== '', 'no sign-up coupon');
        return `order ${orderId} issued; coupon ${coupon}`;
      },
    },
    {
      name: 'Expiring certificates: Renew opens the dialog with the years from the row; a coupon choice is required',
      run: async () => {
        await listOrder();
        await page().goto(`${portal.url}/admin/order/expired-cert`);
        await visible(`renew-${orderId}`);
        await byId(`renew-${orderId}`).click();
        await visible('renew-years');
        const years = await byId('renew-years').inputValue();
        assert(years === '1', `the dialog starts at ${years} years`);
        await byId('renew-submit').click();
        await page().getByText('Please select coupons', { exact: true }).last().waitFor({ state: 'visible' });
        return 'Years 1; "Please select coupons" without a choice';
      },
    },
    {
      name: 'renew for 2 years with the coupon: the renewal order is placed and buy-details applies the coupon',
      run: async () => {
        await byId('renew-years').fill('2');
        await byId('renew-coupon').click();
        await byId(`renew-coupon-option-${coupon}`).click();
        await byId('renew-submit').click();
        await visible('buy-details-page');
        await visible('buy-discount');
        await page().waitForFunction(
          () =>
            document.querySelector('[data-testid="buy-discount"]')?.textContent?.includes('10.00') === true,
        );
        const discount = await byId('buy-discount').innerText();
        const total = await byId('buy-order-total').innerText();
        assert(total.includes('106.00'), `buy-details shows the order total ${total}`);
        const orders = await api<{ list: { id: number }[] }>('orders?page=1&pageSize=10');
        const renewal = Math.max(...orders.list.map((o) => o.id));
        assert(renewal > orderId, `no renewal order after ${orderId}`);
        const placed = await api<OrderInfo>(`order/info/${renewal}`);
        assert(
          placed.orderDetail.validityPeriod === 24 && !placed.orderDetail.paid,
          `the renewal is ${JSON.stringify(placed.orderDetail)}`,
        );
        assert(
          placed.orderDetail.commonName === domain,
          `the renewal is for ${placed.orderDetail.commonName}`,
        );
        return `renewal ${renewal}: 24 months, unpaid; total ${total}, discount ${discount}`;
      },
    },
    {
      name: 'at 390 px the Renew link and the dialog fit the window',
      run: async () => {
        await page().setViewportSize({ width: 390, height: 844 });
        await page().goto(`${portal.url}/admin/order/expired-cert`);
        await visible(`renew-${orderId}`);
        const box = await byId(`renew-${orderId}`).boundingBox();
        assert(box !== null && box.x + box.width <= 390, `the Renew link is at ${JSON.stringify(box)}`);
        await byId(`renew-${orderId}`).click();
        await visible('renew-submit');
        const submit = await byId('renew-submit').boundingBox();
        assert(
          submit !== null && submit.x + submit.width <= 390,
          `the dialog's button is at ${JSON.stringify(submit)}`,
        );
        const wide = await page().evaluate(() => document.documentElement.scrollWidth);
        assert(wide <= 390, `the page is ${wide} px wide`);
        return 'Renew link and dialog within 390 px, no sideways scrolling';
      },
    },
  ];
}
