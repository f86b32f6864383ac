// npm run test:e2e entry: compiles the suite (tsc -b e2e, incremental: the type check, and bench's build of
// src/portal.ts), then runs it with Playwright Test (e2e/playwright.config.ts); arguments are passed on
// (e.g. `node e2e/run.mjs --project pglite -g orders`). Prints `e2e: N passed, M failed` last and exits non-zero
// on any failure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const tsc = require.resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-b', here], { stdio: 'inherit' });
if (built.status !== 0) {
  console.log('e2e: 0 passed, 1 failed (the suite does not compile: tsc -b e2e)');
  process.exit(1);
}
const playwright = require.resolve('@playwright/test/cli');
const run = spawnSync(
  process.execPath,
  [playwright, 'test', '--config', join(here, 'playwright.config.ts'), ...process.argv.slice(2)],
  { stdio: 'inherit' },
);
if (run.status === null) console.log(`e2e: 0 passed, 1 failed (Playwright ended by ${run.signal})`);
process.exit(run.status ?? 1);
