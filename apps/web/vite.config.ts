import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Libraries every screen needs; kept in one long-cached chunk. antd is left to automatic splitting so the
 * first (login) page only downloads the components it renders. */
const CORE_VENDOR =
  /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/]query-core|@tanstack[\\/]react-query|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]/;

/** `ANALYZE=1 npm run build -w @portal/web`: one chunk per npm package, to see what each one weighs. */
const perPackage = (id: string): string | null => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1] ? `pkg-${match[1].replace(/[\\/@]/g, '_')}` : null;
};

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      '@portal/contract': fromRoot('../../packages/contract/src/index.ts'),
      '@portal/i18n/web': fromRoot('../../packages/i18n/src/web.ts'),
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: false },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // The shared packages are plain declarations (schemas, constants, catalogs): let unused modules go, so
      // a screen that needs one constant does not carry every zod schema.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/](contract|i18n)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: process.env.ANALYZE
            ? [{ name: perPackage, priority: 10 }]
            : [{ name: 'vendor-core', test: CORE_VENDOR, priority: 10 }],
        },
      },
    },
  },
});
