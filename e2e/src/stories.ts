// The stories of the end-to-end suite, in the order they run on each database (e2e/README.md). Each is a list of
// numbered steps (src/runner.ts); stories.spec.ts turns each story into a Playwright test and each step into a
// test.step.
import type { Page } from 'playwright-core';
import type { DnsServer } from '@portal/test-doubles/dns-server';
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
import type { Portal } from './portal.js';
import type { Step } from './runner.js';
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
import { zeroTouchScenario } from './zero-touch-scenario.js';
import { storefrontScenario } from './storefront-scenario.js';

/** What every story gets: the suite's portal and DNS server (the portal resolves through it), its page. */
export interface StoryContext {
  portal: Portal;
  dns: DnsServer;
  page: () => Page;
  label: string;
}

export interface Story {
  name: string;
  steps: (context: StoryContext) => Step[];
  /** The browser window; 1280 × 800 unless a story says otherwise (phone stories use 390 × 844). */
  viewport?: { width: number; height: number };
}

export const STORIES: Story[] = [
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
  // Zero-touch validation (issue 34): DCV delegation set up on the Domains page, then an order that validates by
  // itself; its own portal with DCV_DELEGATION_ZONE and DNS_LISTEN, on a laptop and on a phone.
  ...[
    { name: 'zero-touch', viewport: { width: 1366, height: 900 } },
    { name: 'zero-touch-phone', viewport: { width: 390, height: 844 } },
  ].map(({ name, viewport }) => ({
    name,
    viewport,
    steps: (context: StoryContext) => zeroTouchScenario({ ...context, viewport }),
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

/** E2E_STORIES=orders,money runs only those stories (while working on one); unset: every story. */
export function selectedStories(wanted = process.env.E2E_STORIES): Story[] {
  if (!wanted) return STORIES;
  const names = wanted.split(',').map((name) => name.trim());
  const unknown = names.filter((name) => !STORIES.some((story) => story.name === name));
  if (unknown.length > 0) throw new Error(`E2E_STORIES: no story named ${unknown.join(', ')}`);
  return STORIES.filter((story) => names.includes(story.name));
}
