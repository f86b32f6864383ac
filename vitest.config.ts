import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@portal/contract/route-paths': src('./packages/contract/src/route-paths.ts'),
      '@portal/contract/ops-content-paths': src('./packages/contract/src/ops-content-paths.ts'),
      '@portal/contract/skin': src('./packages/contract/src/skin.ts'),
      '@portal/contract': src('./packages/contract/src/index.ts'),
      '@portal/i18n/web': src('./packages/i18n/src/web.ts'),
      '@portal/i18n': src('./packages/i18n/src/index.ts'),
      '@portal/test-doubles/dns-server': src('./packages/test-doubles/src/dns-server.ts'),
      '@portal/test-doubles/paypal-emulator': src('./packages/test-doubles/src/paypal-emulator.ts'),
    },
  },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'apps/server/src/**/*.test.ts',
      'apps/web/src/**/*.test.{ts,tsx}',
      'bench/src/**/*.test.ts',
    ],
    // Some tests run Java (keytool) and openssl several times; a loaded 2-core CI machine needs the margin.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    pool: 'forks',
    globalSetup: ['apps/server/src/test/global-setup.ts'],
  },
});
