// The served-certificate story (issue 21, B6): an issued order's detail page shows the "Served certificate" card
// with its host not checked yet; the host's settings move it to another port; "Check now" probes it — the name
// resolves to 127.0.0.1 in the suite's DNS, and the running portal (no DCV_ALLOW_PRIVATE_ADDRESSES) refuses the
// loopback address, so the result is "Unreachable" with the reason (an alert only if the job checked it too: two
// failures in a row); the history drawer lists the checks.
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
import { uniqueEmail } from './scenario.js';
import { assert, shopper } from './wizard.js';

export function servedCertificatesScenario(context: {
  portal: Portal;
  page: () => Page;
  label: string;
  dns: DnsServer;
}): Step[] {
  const { portal, dns } = context;
  const email = uniqueEmail(context.label);
  const password = 'E2e served password 1';
  const domain = `served-${randomBytes(3).toString('hex')}.example.com`;
  let orderId = 0;
  const page = () => context.page();
  const { byId, visible, api, signUpAndFund, issuedOrderThroughApi } = shopper(portal, page);
  const statusOf = async () => (await byId(`served-status-${domain}`).getAttribute('data-status')) ?? '';
  // The port change makes the host due: the job (every 10 minutes on the clock) may check it before "Check now"
  // does. The story reads how many checks there were and expects the rule for that count.
  const checksSoFar = async () =>
    (
      await api<{ total: number }>(
        `order/served_certificate_history?orderID=${orderId}&host=${encodeURIComponent(domain)}`,
      )
    ).total;
  let checks = 0;

  return [
    {
      name: 'register, log in, and get funds booked by the operator',
      run: () => signUpAndFund(email, password, '100.00'),
    },
    {
      name: 'set up through the API: a RapidDV order paid, submitted, validated by DNS and issued',
      run: async () => {
        orderId = await issuedOrderThroughApi(domain, dns);
        dns.setRecords(domain, { a: ['127.0.0.1'] });
        return `order ${orderId} for ${domain} issued; ${domain} resolves to 127.0.0.1`;
      },
    },
    {
      name: 'order detail: the Served certificate card lists the host on port 443, not checked yet',
      run: async () => {
        await page().goto(`${portal.url}/admin/order-detail/${orderId}`);
        await visible('served-card');
        await visible(`served-row-${domain}`);
        assert((await statusOf()) === 'unknown', `the host's badge is "${await statusOf()}"`);
        const row = await byId(`served-row-${domain}`).innerText();
        assert(row.includes('443'), `the row reads "${row}"`);
        const current = await byId('served-current').innerText();
        return current;
      },
    },
    {
      name: 'settings: the host moves to port 8443',
      run: async () => {
        await byId(`served-edit-${domain}`).click();
        // Typed once the dialog has finished opening (its zoom animation; fill does not wait for it), and committed
        // with Tab as a user leaves the field: once, under the full suite's load, the save did not submit.
        await page().waitForFunction(() => {
          const dialog = document.querySelector('.ant-modal');
          return dialog !== null && !/\bant-zoom-/.test(dialog.className);
        });
        await byId('served-host-port').fill('8443');
        await byId('served-host-port').press('Tab');
        await byId('served-host-save').click();
        await page().waitForFunction(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent?.includes('8443') ?? false,
          `served-row-${domain}`,
        );
        return 'port 8443 saved';
      },
    },
    {
      name: 'check now: the loopback address is refused, the host is unreachable and the page says why',
      run: async () => {
        await byId(`served-check-${domain}`).click();
        await page().waitForFunction(
          (id) =>
            document.querySelector(`[data-testid="${id}"]`)?.getAttribute('data-status') === 'unreachable',
          `served-status-${domain}`,
        );
        await byId(`served-row-${domain}`).locator('.ant-table-row-expand-icon').click();
        await visible(`served-error-${domain}`);
        const reason = await byId(`served-error-${domain}`).innerText();
        assert(reason.includes('private or reserved'), `the reason reads "${reason}"`);
        checks = await checksSoFar();
        const alert = await byId(`served-alert-${domain}`).innerText();
        // One failure is a blip; the second in a row (the job's and this one) opens the alert.
        if (checks === 1) assert(alert === 'None', `one failure opened an alert: "${alert}"`);
        else
          assert(
            alert.startsWith('Alert since'),
            `${checks} failures in a row and the alert reads "${alert}"`,
          );
        return `${reason}; ${checks} check(s), alert: ${alert}`;
      },
    },
    {
      name: 'history: the drawer lists the check',
      run: async () => {
        await byId(`served-history-${domain}`).click();
        await visible('served-history');
        const rows = byId('served-history').locator('tr[data-testid^="served-history-row-"]');
        await rows.first().waitFor({ state: 'visible' });
        const count = await rows.count();
        assert(count === checks, `the history lists ${count} checks, the API ${checks}`);
        return (await rows.first().innerText()).replace(/\s+/g, ' ');
      },
    },
  ];
}
