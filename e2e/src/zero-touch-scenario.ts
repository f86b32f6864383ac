// The zero-touch validation story (issue 34), at 1366 × 900 and at 390 × 844, on a portal of its own started with
// DCV delegation on: DCV_DELEGATION_ZONE names a zone of the story and DNS_LISTEN a free loopback port, where the
// portal's responder answers it. The suite's DNS server plays the customer's DNS host and the resolver the portal
// asks (DNS_SERVERS): it holds the customer's CNAME and forwards the delegation zone to the portal's responder.
// The customer types a domain on the Domains page, gets the one CNAME to create (shown with copy buttons), creates
// it (the story writes it into the DNS server: the only record the customer ever makes), checks it (found versus
// expected, state Active), then buys a certificate: on the laptop through the wizard, whose validation step says
// the name validates automatically through the delegation instead of asking for a TXT value; on the phone through the
// API, and the order page's validation card says the same. "Submit validation" issues it with no TXT record
// published by hand. The Domains page then shows the name delegated and its last validation. At both
// widths the page has no horizontal scroll and the CNAME's values are whole.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import { freePort, startPortal, type Portal } from './portal.js';
import { capture, type Step, stopsOnFailure } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { P } from './selectors.js';
import { assert, shopper } from './wizard.js';
import { pressDialogOk } from './dialog.js';

const N = {
  page: 'domains-page',
  delegateInput: 'domains-delegate-input',
  delegateSubmit: 'domains-delegate-submit',
  cname: 'delegation-cname',
  name: 'delegation-name',
  target: 'delegation-target',
  check: 'delegation-check',
  state: 'delegation-state',
  expected: 'delegation-expected',
  found: 'delegation-found',
  close: 'delegation-close',
  mode: (domain: string) => `domain-mode-${domain}`,
  todo: (domain: string) => `domain-todo-${domain}`,
  validated: (domain: string) => `domain-validated-${domain}`,
  connectors: 'connectors-panel',
  automatic: 'wizard-validation-automatic-auto',
  automaticName: (domain: string) => `wizard-validation-automatic-name-${domain}`,
  detailAutomatic: 'detail-validation-automatic-auto',
  detailAutomaticName: (domain: string) => `detail-validation-automatic-name-${domain}`,
};

export function zeroTouchScenario(context: {
  page: () => Page;
  dns: DnsServer;
  label: string;
  viewport: { width: number; height: number };
}): Step[] {
  const page = () => context.page();
  const phone = context.viewport.width < 992;
  const email = uniqueEmail(context.label);
  const password = 'E2e zero-touch password 1';
  const tag = randomBytes(3).toString('hex');
  const zone = `dcv-${tag}.portal.e2e.test`;
  const domain = `zt-${tag}.example.com`;
  let portal: Portal | undefined;
  let orderId = 0;
  const own = () => {
    assert(portal, 'the portal of this story did not start');
    return portal;
  };
  const tools = () => shopper(own(), page);
  const byId = (id: string) => page().getByTestId(id);
  const visible = (id: string, timeout?: number) => byId(id).waitFor({ state: 'visible', timeout });
  const text = async (id: string) => ((await byId(id).textContent()) ?? '').trim();

  /** Nothing wider than the window (a phone must not scroll sideways). */
  const noSideScroll = async (what: string) => {
    const widths = await page().evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    assert(
      widths.scroll <= widths.client + 1,
      `${what}: the page is ${widths.scroll} px wide in ${widths.client}`,
    );
  };

  const stop = async () => {
    const running = portal;
    portal = undefined;
    await running?.stop();
  };
  const guarded = (step: Step): Step => stopsOnFailure(step, stop);

  const steps: Step[] = [
    {
      name: 'a portal with DCV delegation on: its responder on a free port, the zone forwarded to it',
      run: async () => {
        const port = await freePort();
        portal = await startPortal({
          env: {
            DNS_SERVERS: context.dns.address,
            DCV_DELEGATION_ZONE: zone,
            DNS_LISTEN: `127.0.0.1:${port}`,
          },
        });
        context.dns.forwardZone(zone, `127.0.0.1:${port}`);
        await tools().signUpAndFund(email, password, '200.00');
        return `${own().url}, zone ${zone} at 127.0.0.1:${port}`;
      },
    },
    {
      name: 'the Domains page gives the one CNAME to create for a domain not ordered yet',
      run: async () => {
        await page().goto(`${own().url}/admin/domains`);
        await visible(N.page);
        await visible(N.connectors);
        await byId(N.delegateInput).fill(domain);
        await byId(N.delegateSubmit).click();
        // The dialog's test id sits on antd's modal root (display: contents): its content is what shows.
        await visible(N.target);
        const name = await text(N.name);
        const target = await text(N.target);
        assert(name === `_dnsauth.${domain}`, `the CNAME's name is "${name}"`);
        assert(
          new RegExp(`^[a-z2-7]{16}\\.${zone.replace(/\./g, '\\.')}$`).test(target),
          `target "${target}"`,
        );
        assert(
          (await text(N.state)) === 'Pending',
          `the state is ${await text(N.state)} before the CNAME exists`,
        );
        // Both values have their copy buttons.
        const copies = await byId(N.cname).locator('.ant-typography-copy').count();
        assert(copies >= 2, `${copies} copy buttons in the dialog`);
        await noSideScroll('the CNAME dialog');
        await capture(page(), `${context.label}-cname`);
        return `${name} CNAME ${target}`;
      },
    },
    {
      name: 'the customer creates the CNAME at the DNS host; Check now finds it: Active, found = expected',
      run: async () => {
        const target = await text(N.target);
        context.dns.setRecords(`_dnsauth.${domain}`, { cname: target });
        await byId(N.check).click();
        await visible('delegation-result', 30_000);
        const expected = await text(N.expected);
        const found = await text(N.found);
        assert(expected === target && found === target, `expected ${expected}, found ${found}`);
        assert((await text(N.state)) === 'Active', `the state is ${await text(N.state)}`);
        await byId(N.close).click();
        await byId(N.target).waitFor({ state: 'detached' });
        await visible(N.mode(domain));
        const mode = await text(N.mode(domain));
        assert(mode === 'Delegated', `the domain's row says ${mode}`);
        const todo = await text(N.todo(domain));
        assert(todo.startsWith('Nothing'), `what to do: ${todo}`);
        await noSideScroll('the Domains page');
        return `${found}; row: ${mode}, "${todo}"`;
      },
    },
    {
      name: phone
        ? 'buy through the API; the order page says the name validates automatically, Submit validation issues it'
        : 'buy through the wizard; the validation step says the name validates automatically',
      run: async () => {
        if (phone) {
          // The phone checks the order page's validation card (the wizard is the laptop's part).
          orderId = (await tools().ordersThroughApi([domain]))[0]!;
          const payment = await tools().post<string>('orders/payment/create', {
            json: { ordersID: [orderId] },
          });
          await tools().post(`payment/submit/${payment}?channel=fund`, {});
          await tools().api(`order/commit?id=${orderId}`, { csrf: true });
          await page().goto(`${own().url}/admin/order-detail/${orderId}`);
          await visible('detail-validation');
          await visible(N.detailAutomatic, 20_000);
          const said = await text(N.detailAutomaticName(domain));
          assert(said.includes(`through the delegation of ${domain}`), `the notice says: ${said}`);
          // "What happens next" says there is nothing to publish (not "Publish the TXT records below").
          await page()
            .locator('[data-testid="order-instructions"][data-key="validate.automatic"]')
            .waitFor({ timeout: 10_000 });
          await noSideScroll('the order page');
          await capture(page(), `${context.label}-order`);
          await byId('detail-validation-submit').click();
          await page()
            .locator('[data-testid="detail-validation"]')
            .waitFor({ state: 'detached', timeout: 60_000 });
          const detail = await tools().api<{ status: number }>(`order/detail/${orderId}`);
          assert(detail.status === 3, `order ${orderId} is at status ${detail.status}`);
          return `${said}; order ${orderId} issued (status 3) with no TXT record published by hand`;
        }
        orderId = await tools().orderThroughWizard(domain);
        await byId(P.payBalance).click();
        await pressDialogOk(byId(P.payBalanceOk));
        await page().waitForURL((url) => url.pathname === '/admin/order/place', { timeout: 15_000 });
        await visible(P.validation);
        await visible(N.automatic, 20_000);
        const said = await text(N.automaticName(domain));
        assert(said.includes(`through the delegation of ${domain}`), `the notice says: ${said}`);
        // Every name is automatic: the step no longer asks to publish the values.
        const step = (await byId(P.validation).textContent()) ?? '';
        assert(
          !step.includes('Publish the values below'),
          `the step still asks to publish: ${step.slice(0, 120)}`,
        );
        await noSideScroll('the validation step');
        await capture(page(), `${context.label}-validation`);
        await byId(P.validationSubmit).click();
        await visible(P.resultSuccess, 60_000);
        const detail = await tools().api<{ status: number }>(`order/detail/${orderId}`);
        assert(detail.status === 3, `order ${orderId} is at status ${detail.status}`);
        return `${said}; order ${orderId} issued (status 3) with no TXT record published by hand`;
      },
    },
    {
      name: 'the Domains page shows the name delegated with its last validation; the portal stops',
      run: async () => {
        await page().goto(`${own().url}/admin/domains`);
        await visible(N.mode(domain));
        assert((await text(N.mode(domain))) === 'Delegated', `mode ${await text(N.mode(domain))}`);
        const last = await text(N.validated(domain));
        assert(last !== '' && last !== '--', `last validation: "${last}"`);
        await noSideScroll('the Domains page after the order');
        await capture(page(), `${context.label}-domains`);
        await stop();
        return `last validation ${last}`;
      },
    },
  ];
  return steps.map(guarded);
}
