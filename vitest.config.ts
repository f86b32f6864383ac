import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Where test files live; each tier below takes the files of these folders by name. */
const testRoots = ['packages/*/src/**', 'apps/server/src/**', 'apps/web/src/**', 'bench/src/**'];
/** The tier rule: `*.unit.test.ts` needs nothing but the code under test (test-tiers.unit.test.ts checks it). */
const unitTests = testRoots.map((root) => `${root}/*.unit.test.{ts,tsx}`);
/** The unit tier's component tests (jsdom): each file renders into a document of its own. */
const componentTests = ['apps/web/src/**/*.unit.test.tsx'];

export default defineConfig({
  resolve: {
    alias: {
      '@portal/contract/route-paths': src('./packages/contract/src/route-paths.ts'),
      '@portal/contract/skin': src('./packages/contract/src/skin.ts'),
      '@portal/contract': src('./packages/contract/src/index.ts'),
      '@portal/i18n/web': src('./packages/i18n/src/web.ts'),
      '@portal/i18n': src('./packages/i18n/src/index.ts'),
      '@portal/storefront': src('./packages/storefront/src/index.ts'),
      '@portal/test-doubles/dns-server': src('./packages/test-doubles/src/dns-server.ts'),
      '@portal/test-doubles/paypal-emulator': src('./packages/test-doubles/src/paypal-emulator.ts'),
      '@portal/test-doubles/cloudflare-dns-emulator': src(
        './packages/test-doubles/src/cloudflare-dns-emulator.ts',
      ),
      '@portal/test-doubles/dnspod-emulator': src('./packages/test-doubles/src/dnspod-emulator.ts'),
      '@portal/test-doubles/certcentral-emulator': src('./packages/test-doubles/src/certcentral-emulator.ts'),
      '@portal/e2e/portal': src('./e2e/src/portal.ts'),
    },
  },
  test: {
    // Some tests run Java (keytool) and openssl several times; a loaded 2-core CI machine needs the margin.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: unitTests,
          exclude: [...configDefaults.exclude, ...componentTests],
          // Pure files share one module cache per worker: importing contract, i18n and zod again per file was 3/4 of
          // the tier's time (54 s isolated on 1 worker, 11 s shared on 2).
          isolate: false,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          // The unit tier's pages: isolated per file. Shared (isolate: false), one file's rendered page, toasts and
          // query cache stayed in the document of the next file in the worker (18 of 43 failed in one order).
          name: 'components',
          include: componentTests,
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: testRoots.map((root) => `${root}/*.test.{ts,tsx}`),
          exclude: [...configDefaults.exclude, ...unitTests],
          // Vitest's default on 2 cores is 1 worker (cores - 1). The files are CPU-bound (PGlite, argon2, openssl,
          // keytool): 2 workers gain a few per cent, 3 were no faster and one test failed (docs/decisions.md, issue 32).
          maxWorkers: 2,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
        },
      },
    ],
  },
});
