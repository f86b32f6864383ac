// The order actions story: a paid order waits at "waiting submit"; its detail page and its row menu in My Orders
// both offer Submit (before, only Bulk submit could move it on: issue 12 met it with an order validated by e-mail;
// the method does not matter), and Submit gives it its validation values (status 0).
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { O } from './selectors.js';
import { assert, shopper } from './wizard.js';

interface OrderInfo {
  orderDetail: { id: number; status: number; paid: boolean };
}

export function orderActionsScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e order actions password 1';
  const mark = randomBytes(4).toString('hex');
  let ids: number[] = [];
  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  const status = async (id: number) => (await api<OrderInfo>(`order/info/${id}`)).orderDetail.status;
  const waitForStatus = async (id: number, wanted: number) => {
    const deadline = Date.now() + 10_000;
    while ((await status(id)) !== wanted) {
      if (Date.now() > deadline) throw new Error(`order ${id} is at ${await status(id)}, expected ${wanted}`);
      await page().waitForTimeout(200);
    }
  };

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '200.00'),
    },
    {
      name: 'set up through the API: two RapidDV orders paid from the balance',
      run: async () => {
        ids = await ordersThroughApi([`act1-${mark}.example.com`, `act2-${mark}.example.com`]);
        const payment = await post<string>('orders/payment/create', { json: { ordersID: ids } });
        await post(`payment/submit/${payment}?channel=fund`, {});
        for (const id of ids) assert((await status(id)) === 12, `order ${id} is not waiting submit`);
        return `paid orders ${ids.join(', ')} wait at status 12`;
      },
    },
    {
      name: 'order detail: Submit is offered and gives the order its validation values',
      run: async () => {
        const id = ids[0]!;
        await page().goto(`${portal.url}/admin/order-detail/${id}`);
        await visible('order-submit');
        assert((await byId('order-pay').count()) === 0, 'a paid order still offers Pay');
        // What paying charged: both orders in one payment of 2 x $59.00, no discount.
        const charged = await byId('order-charged').innerText();
        assert(
          charged.includes('$118.00') && charged.includes('with 1 other order in one payment'),
          `the detail says it charged "${charged}"`,
        );
        await byId('order-submit').click();
        await waitForStatus(id, 0);
        await byId('order-submit').waitFor({ state: 'detached' });
        return `order ${id} submitted from its detail page: status 0`;
      },
    },
    {
      name: 'My Orders: Reset empties the domain box; the row menu offers Submit, then Submit validation',
      run: async () => {
        const id = ids[1]!;
        await page().goto(`${portal.url}${O.path}`);
        await visible(O.row(id));
        // Reset empties every filter, the domain just searched included (it used to stay filled).
        await byId(O.filterDomain).fill(mark);
        await byId(O.search).click();
        await visible(O.row(id));
        await byId('orders-reset').click();
        const left = await byId(O.filterDomain).inputValue();
        assert(left === '', `after Reset the domain box still holds "${left}"`);
        await byId(`order-more-${id}`).click();
        await visible(`order-submit-${id}`);
        await byId(`order-submit-${id}`).click();
        await waitForStatus(id, 0);
        await page().reload();
        await visible(O.row(id));
        await byId(`order-more-${id}`).click();
        await visible(`order-validate-${id}`);
        await byId(`order-validate-${id}`).click();
        await page().waitForURL(`**/admin/order-detail/${id}`);
        return `order ${id} submitted from its row menu; the menu then leads to its validation`;
      },
    },
  ];
}
