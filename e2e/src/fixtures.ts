// The suite's Playwright fixtures. Per database (a Playwright project, playwright.config.ts) one worker starts what
// every story uses — the DNS server, the PayPal emulator as the card wallet, the built portal — and stops it after
// its last story; each story gets its own browser context and page (Playwright's `context` and `page`).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { startPayPalEmulator } from '@portal/test-doubles/paypal-emulator';
import { startPortal, type Portal } from './portal.js';
import { resultsDir } from './runner.js';

/**
 * The wallet's browser SDK points at a port Chromium refuses (9, "unsafe"): the stories take the wallet's redirect
 * link, the path that works wherever the SDK is blocked. Its refused load is expected, not a page's problem.
 */
export const BLOCKED_WALLET_SDK_URL = 'http://127.0.0.1:9/sdk/js';

/** What a database's worker started, shared by its stories. */
export interface Suite {
  /** The project's name: `pglite` or `postgres`. */
  name: string;
  portal: Portal;
  dns: DnsServer;
  /** Set when a story failed: the portal's DATA_DIR is kept at the end with E2E_KEEP_DATA=1. */
  failed: boolean;
}

export interface SuiteOptions {
  /** The project's database: unset for the embedded PGlite, `postgres://…` for PostgreSQL. */
  databaseUrl: string | undefined;
  suite: Suite;
}

export interface StoryFixtures {
  /** Watches the story's page; on failure attaches the portal's log, the browser's errors and the page's HTML. */
  storyWatch: void;
}

/** Written when a database's portal does not start, so the next worker of that project does not wait for it again. */
const startFailedMarker = (project: string) => join(resultsDir, `.${project}-start-failed`);

export const test = base.extend<StoryFixtures, SuiteOptions>({
  databaseUrl: [undefined, { scope: 'worker', option: true }],

  suite: [
    async ({ databaseUrl }, use, workerInfo) => {
      const name = workerInfo.project.name;
      const marker = startFailedMarker(name);
      if (existsSync(marker)) {
        throw new Error(
          `${name}: the portal did not start for an earlier story of this run (see its failure)`,
        );
      }
      const started: Array<() => Promise<unknown>> = [];
      let suite: Suite;
      try {
        // Domain validation and CAA look-ups go to this suite's DNS server (unknown names: NXDOMAIN, no CAA).
        const dns = await startDnsServer();
        started.push(() => dns.close());
        // The card wallet is the PayPal emulator; its JS SDK address is unreachable, so the pages use the approval
        // link (redirect and return), the path that works wherever the SDK is blocked.
        const wallet = await startPayPalEmulator();
        started.push(() => wallet.close());
        const portal = await startPortal({
          databaseUrl,
          env: {
            TRUST_PROXY: '127.0.0.1,::1',
            DNS_SERVERS: dns.address,
            PAYPAL_API_BASE: wallet.url,
            PAYPAL_CLIENT_ID: wallet.clientId,
            PAYPAL_CLIENT_SECRET: wallet.clientSecret,
            PAYPAL_WEBHOOK_ID: wallet.webhookId,
            PAYPAL_SDK_URL: BLOCKED_WALLET_SDK_URL,
          },
        });
        suite = { name, portal, dns, failed: false };
      } catch (error) {
        mkdirSync(resultsDir, { recursive: true });
        writeFileSync(marker, String(error));
        for (const stop of started.reverse()) await stop().catch(() => undefined);
        throw error;
      }
      console.log(
        `${name}: portal ${suite.portal.url} (DATA_DIR ${suite.portal.dataDir}, DNS_SERVERS ${suite.dns.address})`,
      );
      try {
        await use(suite);
      } finally {
        await suite.portal.stop({ keepDataDir: suite.failed && process.env.E2E_KEEP_DATA === '1' });
        if (suite.failed && process.env.E2E_KEEP_DATA === '1')
          console.log(`${name}: DATA_DIR kept: ${suite.portal.dataDir}`);
        for (const stop of started.reverse()) await stop().catch(() => undefined);
      }
    },
    // The portal waits up to 90 s for its database (startPortal), then its stop up to 10 s.
    { scope: 'worker', timeout: 150_000 },
  ],

  storyWatch: [
    async ({ suite, page }, use, testInfo) => {
      const browserErrors: string[] = [];
      page.on('pageerror', (error) => browserErrors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() === 'error') browserErrors.push(`console.error: ${message.text()}`);
      });
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      suite.failed = true;
      await testInfo.attach('portal.log', { body: suite.portal.output(), contentType: 'text/plain' });
      if (browserErrors.length > 0) {
        await testInfo.attach('browser-errors.txt', {
          body: browserErrors.join('\n'),
          contentType: 'text/plain',
        });
      }
      if (page.isClosed()) return;
      // Playwright's own failure screenshot (config `screenshot`) gives up after 5 s; a busy machine needs longer.
      if (!testInfo.attachments.some((attachment) => attachment.name === 'screenshot')) {
        const shot = await page.screenshot({ fullPage: true, timeout: 15_000 }).catch(() => undefined);
        if (shot) await testInfo.attach('screenshot', { body: shot, contentType: 'image/png' });
      }
      const html = await page.content().catch(() => undefined);
      if (html) await testInfo.attach('page.html', { body: html, contentType: 'text/html' });
    },
    { auto: true },
  ],
});
