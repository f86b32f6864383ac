// The end-to-end suite: for each database (embedded PGlite; PostgreSQL too when TEST_DATABASE_URL is set) it
// starts the real portal, drives headless Chromium through each story, and stops the portal.
import { randomBytes } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { advertisementsScenario } from './advertisements-scenario.js';
import { affiliateScenario } from './affiliate-scenario.js';
import { apiKeysScenario } from './api-keys-scenario.js';
import { dashboardScenario } from './dashboard-scenario.js';
import { issuanceScenario } from './issuance-scenario.js';
import { noTopupScenario } from './no-topup-scenario.js';
import { layoutScenario } from './layout-scenario.js';
import { lettersScenario } from './letters-scenario.js';
import { moneyScenario } from './money-scenario.js';
import { offlineFundsScenario } from './offline-funds-scenario.js';
import { ordersScenario } from './orders-scenario.js';
import { orderActionsScenario } from './order-actions-scenario.js';
import { newCustomerScenario } from './new-customer-scenario.js';
import { startPayPalEmulator, type PayPalEmulator } from '@portal/test-doubles/paypal-emulator';
import { CHROME_FLAGS, CHROME_PATH, startPortal, type Portal } from './portal.js';
import { capture, newTally, resultsDir, runSteps, type Step, type Tally } from './runner.js';
import { pricingRequestsScenario } from './pricing-requests-scenario.js';
import { purchaseScenario } from './purchase-scenario.js';
import { renewalScenario } from './renewal-scenario.js';
import { teamScenario } from './team-scenario.js';
import { visitorPurchaseScenario } from './visitor-purchase-scenario.js';
import { opsScenario } from './ops-scenario.js';
import { opsOverviewScenario } from './ops-overview-scenario.js';
import { opsCatalogueScenario } from './ops-catalogue-scenario.js';
import { opsContentScenario } from './ops-content-scenario.js';
import { scenario } from './scenario.js';
import { servedCertificatesScenario } from './served-certificates-scenario.js';
import { whiteLabelScenario } from './white-label-scenario.js';
import { storefrontScenario } from './storefront-scenario.js';

const TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 20_000);

/** What every story gets: the suite's portal and DNS server (the portal resolves through it), its page. */
interface StoryContext {
  portal: Portal;
  dns: DnsServer;
  page: () => Page;
  label: string;
}

interface Story {
  name: string;
  steps: (context: StoryContext) => Step[];
  /** The browser window; 1280 × 800 unless a story says otherwise (phone stories use 390 × 844). */
  viewport?: { width: number; height: number };
}

const STORIES: Story[] = [
  { name: 'account', steps: scenario },
  { name: 'purchase', steps: purchaseScenario },
  { name: 'issuance', steps: issuanceScenario },
  { name: 'orders', steps: ordersScenario },
  { name: 'order-actions', steps: orderActionsScenario, viewport: { width: 1366, height: 900 } },
  { name: 'money', steps: moneyScenario },
  { name: 'offline-funds', steps: offlineFundsScenario },
  // Sub-users: a finance user pays from the main account's balance, a sale user sees no money (issue 14).
  { name: 'team', steps: teamScenario },
  // The operator console: review queue approval, a credit behind the password dialog, /ops for a customer (issue 18).
  { name: 'ops', steps: opsScenario },
  // The console's overview (queue tiles, charts) and TOTP: enrolment, a credit behind password + code (issue 18).
  { name: 'ops-overview', steps: opsOverviewScenario },
  // The console's catalogue: a price change and a withdrawal seen in the customer's list, a coupon (issue 18).
  { name: 'ops-catalogue', steps: opsCatalogueScenario },
  // The console's content: a previewed private letter, a host skin on the login page, a pricing-request reply.
  { name: 'ops-content', steps: opsContentScenario },
  { name: 'api-keys', steps: apiKeysScenario },
  // Served-certificate checks: the order page's card, a port, "check now" refused at loopback, history (issue 21).
  { name: 'served-certificates', steps: servedCertificatesScenario, viewport: { width: 1366, height: 900 } },
  // Expiring certificates' renewal dialog: years and a coupon, the renewal placed and paid in buy-details (issue 31).
  { name: 'renewal', steps: renewalScenario, viewport: { width: 1366, height: 900 } },
  // Notification letters: operator letters, bell, NEW banner, notification page (issue 15).
  { name: 'letters', steps: lettersScenario },
  // Pricing requests: a price match form in three languages and a guarantee with a PNG receipt (issue 15).
  { name: 'pricing-requests', steps: pricingRequestsScenario },
  // The dashboard's tiles, tables and charts in three languages, on a laptop and on a phone (issue 15).
  ...[
    { name: 'dashboard', viewport: { width: 1366, height: 900 } },
    { name: 'dashboard-phone', viewport: { width: 390, height: 844 } },
  ].map(({ name, viewport }) => ({
    name,
    viewport,
    steps: (context: StoryContext) => dashboardScenario({ ...context, viewport }),
  })),
  // The server-rendered public pages: render, hydrate, product detail, Buy link, 404 Back Home, 390 px (issue 17).
  { name: 'storefront', steps: storefrontScenario },
  // Advertisement popups and the chat widget: ad:set, once per session, three languages, CSP (issue 15).
  { name: 'advertisements', steps: advertisementsScenario },
  // Affiliate programme: a visitor follows a share link, registers and buys; the affiliate sees the commission.
  { name: 'affiliate', steps: affiliateScenario },
  // White label: a skin for localhost (not for 127.0.0.1), level-1 partner branding, the storefront offer (issue 17).
  { name: 'white-label', steps: whiteLabelScenario, viewport: { width: 1366, height: 900 } },
  // A new customer's first order, on a laptop and on a phone (issue 12's order-flow findings).
  { name: 'new-customer', steps: newCustomerScenario, viewport: { width: 1366, height: 900 } },
  { name: 'new-customer-phone', steps: newCustomerScenario, viewport: { width: 390, height: 844 } },
  // The storefront purchase of a visitor: Buy and Free trial without an account, on a laptop and on a phone (issue 17).
  ...[
    { name: 'visitor-purchase', viewport: { width: 1280, height: 800 } },
    { name: 'visitor-purchase-phone', viewport: { width: 390, height: 844 } },
  ].map(({ name, viewport }) => ({
    name,
    viewport,
    steps: (context: StoryContext) => visitorPurchaseScenario({ ...context, viewport }),
  })),
  // A default install with no way to pay online (issue 31): its own portal, on a laptop and on a phone.
  ...[
    { name: 'no-topup', viewport: { width: 1366, height: 900 } },
    { name: 'no-topup-phone', viewport: { width: 390, height: 844 } },
  ].map(({ name, viewport }) => ({
    name,
    viewport,
    steps: (context: StoryContext) => noTopupScenario({ ...context, viewport }),
  })),
  // The same layout checks on a laptop and on a phone (docs: e2e/README.md).
  ...[
    { name: 'layout', viewport: { width: 1366, height: 900 } },
    { name: 'layout-phone', viewport: { width: 390, height: 844 } },
  ].map(({ name, viewport }) => ({
    name,
    viewport,
    steps: (context: StoryContext) => layoutScenario({ ...context, viewport }),
  })),
];

/** A documentation address of its own (RFC 3849) for each story's browser. */
function visitorAddress(): string {
  return `2001:db8::${randomBytes(6).toString('hex').match(/.{4}/g)!.join(':')}`;
}

/** E2E_STORIES=orders,money runs only those stories (while working on one); unset: every story. */
function selectedStories(): Story[] {
  const wanted = process.env.E2E_STORIES?.split(',').map((name) => name.trim());
  if (!wanted) return STORIES;
  const unknown = wanted.filter((name) => !STORIES.some((story) => story.name === name));
  if (unknown.length > 0) throw new Error(`E2E_STORIES: no story named ${unknown.join(', ')}`);
  return STORIES.filter((story) => wanted.includes(story.name));
}

interface Suite {
  name: string;
  databaseUrl?: string;
}

async function runSuite(suite: Suite, tally: Tally): Promise<void> {
  console.log(`\n${suite.name}:`);
  let dns: DnsServer | undefined;
  let wallet: PayPalEmulator | undefined;
  let portal: Portal | undefined;
  let browser: Browser | undefined;
  let page: Page | undefined;
  const browserErrors: string[] = [];
  let failed = false;
  try {
    try {
      // Domain validation and CAA look-ups go to this suite's DNS server (unknown names: NXDOMAIN, no CAA).
      dns = await startDnsServer();
      // The card wallet is the PayPal emulator; its JS SDK address is unreachable, so the pages use the approval
      // link (redirect and return), the path that works wherever the SDK is blocked.
      wallet = await startPayPalEmulator();
      portal = await startPortal({
        databaseUrl: suite.databaseUrl,
        env: {
          TRUST_PROXY: '127.0.0.1,::1',
          DNS_SERVERS: dns.address,
          PAYPAL_API_BASE: wallet.url,
          PAYPAL_CLIENT_ID: wallet.clientId,
          PAYPAL_CLIENT_SECRET: wallet.clientSecret,
          PAYPAL_WEBHOOK_ID: wallet.webhookId,
          PAYPAL_SDK_URL: 'http://127.0.0.1:9/sdk/js',
        },
      });
      browser = await chromium.launch({ executablePath: CHROME_PATH, args: CHROME_FLAGS });
    } catch (error) {
      tally.failed += 1;
      tally.failures.push(`${suite.name} › start the portal and Chromium`);
      failed = true;
      console.log(`  ✖ ${suite.name} › start the portal and Chromium`);
      console.log(
        String(error instanceof Error ? (error.stack ?? error.message) : error).replace(/^/gm, '      '),
      );
      return;
    }
    console.log(
      `  portal ${portal.url} (DATA_DIR ${portal.dataDir}, DNS_SERVERS ${dns.address}), Chromium ${browser.version()}`,
    );
    const current = portal;
    const currentDns = dns;
    // Each story gets its own browser context (its own cookies and storage); a failure skips only its rest.
    for (const story of selectedStories()) {
      const context = await browser.newContext({
        viewport: story.viewport ?? { width: 1280, height: 800 },
        // Each story is its own visitor behind the proxy the portal trusts (TRUST_PROXY): rate limits count per
        // visitor, as they would for separate people, not for the whole suite on 127.0.0.1.
        extraHTTPHeaders: { 'x-forwarded-for': visitorAddress() },
        locale: 'en-US',
        acceptDownloads: true,
      });
      const created = await context.newPage();
      page = created;
      created.setDefaultTimeout(TIMEOUT_MS);
      created.setDefaultNavigationTimeout(Math.max(TIMEOUT_MS, 30_000));
      created.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
      created.on('console', (message) => {
        if (message.type() === 'error') browserErrors.push(`console.error: ${message.text()}`);
      });
      const steps = story.steps({
        portal: current,
        dns: currentDns,
        page: () => created,
        label: `${suite.name}-${story.name}`,
      });
      await runSteps(`${suite.name} › ${story.name}`, steps, tally, {
        page: () => page,
        onFailure: () => {
          failed = true;
          mkdirSync(resultsDir, { recursive: true });
          const logFile = join(resultsDir, `${suite.name}-portal.log`);
          writeFileSync(logFile, current.output());
          console.log(`    portal log: ${logFile}`);
          if (browserErrors.length > 0) {
            console.log('    browser errors so far:');
            for (const line of browserErrors.slice(-10)) console.log(`      ${line}`);
          }
        },
      });
      await context.close();
    }
  } catch (error) {
    // Something outside a step (browser context, page) broke.
    tally.failed += 1;
    tally.failures.push(`${suite.name} › harness`);
    failed = true;
    console.log(`  ✖ ${suite.name} › harness`);
    console.log(
      String(error instanceof Error ? (error.stack ?? error.message) : error).replace(/^/gm, '      '),
    );
    await capture(page, `${suite.name}-harness`);
  } finally {
    await browser?.close().catch(() => undefined);
    await portal?.stop({ keepDataDir: failed && process.env.E2E_KEEP_DATA === '1' });
    await dns?.close().catch(() => undefined);
    await wallet?.close().catch(() => undefined);
  }
}

async function main(): Promise<void> {
  rmSync(resultsDir, { recursive: true, force: true });
  const suites: Suite[] = [{ name: 'pglite' }];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl && process.env.E2E_DATABASES !== 'pglite') suites.push({ name: 'postgres', databaseUrl });
  else
    console.log(
      'e2e: PostgreSQL run skipped (set TEST_DATABASE_URL=postgres://… to run the scenario on it too)',
    );

  const tally = newTally();
  const started = Date.now();
  for (const suite of suites) await runSuite(suite, tally);

  console.log('');
  for (const failure of tally.failures) console.log(`failed: ${failure}`);
  if (tally.failed > 0) console.log(`screenshots and logs: ${resultsDir}`);
  const skipped = tally.skipped > 0 ? ` (${tally.skipped} skipped after a failure)` : '';
  console.log(
    `e2e: ${tally.passed} passed, ${tally.failed} failed${skipped} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exitCode = tally.failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  console.log('e2e: 0 passed, 1 failed');
  process.exitCode = 1;
});
