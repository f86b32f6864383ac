// The console's overview and TOTP story (issue 18): an operator lands on /ops, which is the overview: the queue
// tiles show the counts the API answers (a customer's bank-transfer payment waits in the offline-payments queue),
// the sales and status charts are drawn; the review-queue tile opens the review queue. The operator enrols an
// authenticator on the Security page (the codes are computed here with the same library, otpauth, from the
// secret the page shows), and then credits a customer: the password dialog now asks for the password and a code.
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { createOperator, logInAs } from './operator-session.js';
import type { Portal } from './portal.js';
import { capture, type Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { OPS, OPS_OVERVIEW } from './selectors.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

interface Overview {
  queues: { review: number; refunds: number; payouts: number; offlinePayments: number; requests: number };
  sales: { day: string; amount: string }[];
}

export function opsOverviewScenario(context: { portal: Portal; page: () => Page; label: string }): Step[] {
  const { portal } = context;
  const operatorEmail = uniqueEmail(`${context.label}-operator`);
  const operatorPassword = 'E2e operator password 2';
  const customerEmail = uniqueEmail(`${context.label}-customer`);
  const customerPassword = 'E2e customer password 2';
  const page = () => context.page();
  const { byId, visible, api, post, signUpAndFund, ordersThroughApi } = shopper(portal, page);
  let customerUid = '';
  let secret = '';

  let lastStep = 0;
  /**
   * A code the portal has not seen: the portal takes a code once and none older, from one step either side of
   * now. The next step after the last one used (waiting for the clock when that is two steps ahead).
   */
  const freshCode = async () => {
    const stepNow = () => Math.floor(Date.now() / 30_000);
    while (stepNow() < lastStep) await page().waitForTimeout(500);
    lastStep = Math.max(lastStep + 1, stepNow());
    return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate(
      {
        timestamp: lastStep * 30_000 + 1,
      },
    );
  };

  const logIn = (email: string, password: string) => logInAs(portal, page(), email, password);

  return [
    {
      name: 'an operator made with the command line; a customer whose payment waits for a bank transfer',
      run: async () => {
        await createOperator(portal, operatorEmail, operatorPassword);
        await signUpAndFund(customerEmail, customerPassword, '10.00');
        const [orderId] = await ordersThroughApi([`overview-${Date.now().toString(36)}.example.com`]);
        assert(orderId, 'the customer has no order');
        const payment = await post<string>('orders/payment/create', { json: { ordersID: [orderId] } });
        await post(`payment/submit/${payment}?channel=offline`, {});
        customerUid = (await api<{ uid: string }>('account/profile')).uid;
        return `customer ${customerUid}: payment ${payment} waits for a transfer`;
      },
    },
    {
      name:
        "a full page load of /ops: the console's frame and skeleton rows while the overview's call is held, " +
        'then the tiles (issue 31)',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        const p = page();
        let release = () => {};
        const held = new Promise<void>((resolve) => (release = resolve));
        const call = /\/api\/ops\/overview\?/;
        await p.route(call, async (route) => {
          await held;
          await route.continue();
        });
        try {
          await p.goto(`${portal.url}/ops`, { waitUntil: 'commit' });
          // The console's code may take a loaded host many seconds to load and run.
          await byId(OPS_OVERVIEW.page).waitFor({ state: 'visible', timeout: 90_000 });
          await byId(OPS_OVERVIEW.page).getByTestId('table-skeleton').waitFor({ state: 'visible' });
          const tiles = await byId('ops-overview-tiles').count();
          assert(tiles === 0, 'the tiles showed before the overview answered');
          release();
          await byId('ops-overview-tiles').waitFor({ state: 'visible' });
          const left = await byId(OPS_OVERVIEW.page).getByTestId('table-skeleton').count();
          assert(left === 0, 'the skeleton rows stayed after the tiles came');
        } finally {
          release();
          await p.unroute(call);
        }
        return 'skeleton rows while the call was held, then the tiles';
      },
    },
    {
      name: 'the operator lands on the overview: queue tiles with the counts the API answers, two charts',
      run: async () => {
        await logIn(operatorEmail, operatorPassword);
        await page().goto(`${portal.url}/ops`);
        await visible(OPS_OVERVIEW.page);
        assert(page().url().endsWith('/ops/overview'), `/ops opened ${page().url()}`);
        const overview = await api<Overview>('ops/overview?days=30');
        const shown: string[] = [];
        for (const key of ['review', 'refunds', 'payouts', 'offlinePayments', 'requests'] as const) {
          const count = await byId(OPS_OVERVIEW.tileCount(key)).innerText();
          assert(
            count.replace(/\D/g, '') === String(overview.queues[key]),
            `tile ${key} shows ${count}, the API ${overview.queues[key]}`,
          );
          shown.push(`${key} ${count}`);
        }
        assert(overview.queues.offlinePayments >= 1, 'the waiting payment is not counted');
        await visible(OPS_OVERVIEW.salesCanvas);
        await visible(OPS_OVERVIEW.statusesCanvas);
        const statuses = (await byId(OPS_OVERVIEW.statusesCanvas).getAttribute('aria-label')) ?? '';
        assert(statuses.split(', ').length === 14, `the status chart names ${statuses}`);
        await capture(page(), 'ops-overview');
        return shown.join(', ');
      },
    },
    {
      name: 'the review-queue tile opens the review queue',
      run: async () => {
        await byId(OPS_OVERVIEW.tile('review')).click();
        await visible(OPS.ordersPage);
        assert(page().url().includes('/ops/orders?status=11'), `the tile opened ${page().url()}`);
        return page().url().replace(portal.url, '');
      },
    },
    {
      name: 'the operator enrols an authenticator on the Security page with a computed code',
      run: async () => {
        await byId(OPS_OVERVIEW.menuSecurity).click();
        await visible(OPS_OVERVIEW.securityPage);
        await byId(OPS_OVERVIEW.enrol).click();
        await visible(OPS_OVERVIEW.secret);
        secret = (await byId(OPS_OVERVIEW.secret).innerText()).trim();
        const uri = (await byId(OPS_OVERVIEW.uri).getAttribute('href')) ?? '';
        assert(uri.startsWith('otpauth://totp/') && uri.includes(`secret=${secret}`), `the link is ${uri}`);
        await byId(OPS_OVERVIEW.activateCode).fill(await freshCode());
        await byId(OPS_OVERVIEW.activate).click();
        await page().locator(`[data-testid="${OPS_OVERVIEW.status}"][data-enabled="true"]`).waitFor();
        const state = await api<{ enabled: boolean }>('ops/totp');
        assert(state.enabled, 'the API does not report the authenticator');
        return `enrolled (secret of ${secret.length} characters)`;
      },
    },
    {
      name: 'a credit now asks the password and a code, and goes through',
      run: async () => {
        await page().goto(`${portal.url}/ops/credit`);
        await visible(OPS.creditPage);
        await byId(OPS.creditUid).fill(customerUid);
        await byId(OPS.creditAmount).fill('12.00');
        await byId(OPS.creditNote).fill('Goodwill credit behind TOTP');
        await byId(OPS.creditSubmit).click();
        await pressDialogOk(byId(OPS.creditConfirmOk));
        await visible(OPS.password);
        await visible(OPS_OVERVIEW.passwordCode);
        await byId(OPS.password).fill(operatorPassword);
        // The activation used this step's code: the next step's is within the accepted drift.
        await byId(OPS_OVERVIEW.passwordCode).fill(await freshCode());
        const [credit] = await Promise.all([
          page().waitForResponse(
            (r) =>
              r.url().includes(`/api/ops/users/${customerUid}/credit`) && r.request().method() === 'POST',
          ),
          pressDialogOk(byId(OPS.passwordOk)),
        ]);
        const body = (await credit.json()) as { code: number; msg: { balanceAfter: string } };
        assert(body.code === 0, `the retried credit answered ${JSON.stringify(body)}`);
        return `credited behind password + code: balance after ${body.msg.balanceAfter}`;
      },
    },
    {
      name: 'compulsory TOTP: a new session sees the lock screen until it confirms password + code',
      run: async () => {
        const on = await portal.cli(['settings:ops-totp', '--required', 'on']);
        try {
          await logIn(operatorEmail, operatorPassword);
          await page().goto(`${portal.url}/ops/orders`);
          await visible(OPS_OVERVIEW.requiredScreen);
          assert((await byId(OPS.ordersPage).count()) === 0, 'the queue is shown before the code');
          await byId(OPS_OVERVIEW.unlockPassword).fill(operatorPassword);
          await byId(OPS_OVERVIEW.unlockCode).fill(await freshCode());
          await byId(OPS_OVERVIEW.unlock).click();
          await visible(OPS.ordersPage);
          await capture(page(), 'ops-totp-unlocked');
        } finally {
          await portal.cli(['settings:ops-totp', '--required', 'off']);
        }
        return `${on.trim()}; unlocked with password + code`;
      },
    },
  ];
}
