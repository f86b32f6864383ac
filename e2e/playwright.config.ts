// The end-to-end suite (e2e/README.md): one project per database, the stories of each run in order in one
// worker that starts that database's portal (src/fixtures.ts). Debian's Chromium, never a downloaded browser.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { SuiteOptions } from './src/fixtures.js';
import { CHROME_FLAGS, CHROME_PATH } from './src/portal.js';

const here = fileURLToPath(new URL('.', import.meta.url));
const htmlReport = join(here, 'playwright-report');

/** Per action (click, fill, wait); navigations at least 30 s. */
const TIMEOUT_MS = Number(process.env.E2E_TIMEOUT_MS ?? 20_000);
/** Per story: the runner had none; the longest stories took under two minutes on a busy machine (load 15). */
const STORY_TIMEOUT_MS = Number(process.env.E2E_STORY_TIMEOUT_MS ?? 10 * 60_000);

/**
 * The databases: the embedded PGlite always, PostgreSQL when TEST_DATABASE_URL is set; E2E_DATABASES=pglite (or
 * postgres) keeps only those named.
 */
function databases(): Array<{ name: string; databaseUrl: string | undefined }> {
  const all: Array<{ name: string; databaseUrl: string | undefined }> = [
    { name: 'pglite', databaseUrl: undefined },
  ];
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (databaseUrl) all.push({ name: 'postgres', databaseUrl });
  const wanted = process.env.E2E_DATABASES?.split(',').map((name) => name.trim());
  const chosen = wanted ? all.filter((database) => wanted.includes(database.name)) : all;
  const mainProcess = process.env.TEST_WORKER_INDEX === undefined;
  if (mainProcess && !chosen.some((database) => database.name === 'postgres')) {
    console.log(
      databaseUrl
        ? 'e2e: PostgreSQL run skipped (E2E_DATABASES)'
        : 'e2e: PostgreSQL run skipped (set TEST_DATABASE_URL=postgres://… to run the scenario on it too)',
    );
  }
  if (chosen.length === 0)
    throw new Error(`E2E_DATABASES=${process.env.E2E_DATABASES}: no such database to run on`);
  return chosen;
}

export default defineConfig<SuiteOptions>({
  testDir: './src',
  testMatch: /stories\.spec\.ts$/,
  outputDir: './test-results',
  // The stories of one database run in order in one worker (its portal); the databases one after another unless
  // E2E_WORKERS=2 (both portals and browsers at once: the machine has two cores).
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: STORY_TIMEOUT_MS,
  forbidOnly: !!process.env.CI,
  reporter: [
    ['list', { printSteps: true }],
    ['html', { outputFolder: htmlReport, open: 'never' }],
    ['./src/summary-reporter.ts', { htmlReport }],
  ],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: { executablePath: CHROME_PATH, args: CHROME_FLAGS },
    locale: 'en-US',
    acceptDownloads: true,
    actionTimeout: TIMEOUT_MS,
    navigationTimeout: Math.max(TIMEOUT_MS, 30_000),
    // Kept for a failed story. Light by default (actions, call logs, network, console, sources): the DOM snapshots
    // and screencast of a full trace slow every story down (measured in docs/decisions.md); E2E_TRACE=full records
    // them, E2E_TRACE=off nothing.
    trace:
      process.env.E2E_TRACE === 'off'
        ? 'off'
        : {
            mode: 'retain-on-failure',
            snapshots: process.env.E2E_TRACE === 'full',
            screenshots: process.env.E2E_TRACE === 'full',
            sources: true,
          },
    screenshot: { mode: 'only-on-failure', fullPage: true },
  },
  projects: databases().map(({ name, databaseUrl }) => ({ name, use: { databaseUrl } })),
});
