import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { extractAntdStyles, stylesheetOf } from './scripts/antd-styles.mjs';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Libraries every screen needs, in one long-cached chunk. antd is left to automatic splitting: the light
 * bare screens (login…) never load it, the member shell and each page load only what they render. zod gets a
 * chunk of its own (only screens with forms load it, the auth forms on first blur or submit), and so does
 * TanStack Query (the member shell; the login page does without it). React has a chunk of its own: the
 * storefront pages' bundle (src/storefront) shares it and must not carry the router and i18next.
 */
const CORE_VENDOR =
  /node_modules[\\/](react-router|i18next|react-i18next|void-elements|html-parse-stringify)[\\/]/;
/** React itself: shared by the web app and the storefront pages' small bundle (which needs nothing else of it). */
const REACT_VENDOR = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * antd's core, which every antd component needs (the provider, theme and style utilities, cssinjs, rc-component's
 * shared utilities, the icons' base): one chunk instead of a dozen small shared ones on each antd screen's
 * critical path (issue 31). The login page loads none of it.
 */
const ANTD_CORE =
  /node_modules[\\/](antd[\\/]es[\\/](_util|config-provider|theme|style|locale)|@rc-component[\\/](util|motion|resize-observer|portal)|@ant-design[\\/](cssinjs|cssinjs-utils|fast-color|colors|icons[\\/]es[\\/](components|utils)))[\\/]/;
/** The light pieces the login page and both signed-in shells draw (logo, inline icon). */
const LIGHT_UI = /[\\/]src[\\/]components[\\/](Logo|icons[\\/]Icon)\.tsx$/;
const QUERY_VENDOR = /node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/;

/** `ANALYZE=1 npm run build -w @portal/web`: one chunk per npm package, to see what each one weighs. */
const perPackage = (id: string): string | null => {
  const match = /node_modules[\\/]((?:@[^\\/]+[\\/])?[^\\/]+)/.exec(id);
  return match?.[1] ? `pkg-${match[1].replace(/[\\/@]/g, '_')}` : null;
};

/** The id of the generated stylesheet of the antd component in `antd/es/<name>/`. */
const ANTD_STYLE_ID = /^\0antd-style:([a-z-]+)\.css$/;
const ANTD_COMPONENT = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([a-z-]+)[\\/]index\.js$/;

/**
 * The antd components of the signed-in first screens (the member shell with My Orders, the console's shell with its
 * overview, and the parts those draw): their CSS is one stylesheet that travels with antd's provider, below.
 */
const FIRST_SCREEN_COMPONENTS = [
  'alert',
  'badge',
  'button',
  'card',
  'checkbox',
  'drawer',
  'dropdown',
  'empty',
  'layout',
  'menu',
  'message',
  'modal',
  'pagination',
  'select',
  'skeleton',
  'space',
  'spin',
  'tabs',
  'tag',
  'tooltip',
];

/**
 * antd without its run-time style generation (issue 31): the app's AntdProvider sets `theme.zeroRuntime` in builds,
 * and each antd component module (`antd/es/<name>/index.js`) imports its own stylesheet, made here at build time by
 * scripts/antd-styles.mjs; Vite's CSS splitting then puts it in the chunk that holds the component, and the chunk
 * waits for it to load. The login page loads no antd, so no antd CSS either. A component the script does not know
 * fails the build (it would be drawn unstyled). The dev server keeps antd's run-time styles.
 *
 * The components of the signed-in first screens (FIRST_SCREEN_COMPONENTS) have no stylesheet of their own: the
 * provider's (`antd/es/config-provider`, which every antd screen loads first, app/antdRoute.tsx) holds all of
 * theirs, each style entry once (a component's file repeated the CSS of every part it draws: the select's in the
 * pagination's, the button's in the modal's…), so those screens ask one stylesheet instead of about twenty, and
 * the server hints it in index.html (apps/server/src/plugins/index-preloads.ts).
 */
function antdStaticStyles(): Plugin {
  let styles: ReturnType<typeof extractAntdStyles> | undefined;
  return {
    name: 'portal:antd-static-styles',
    apply: 'build',
    buildStart() {
      styles ??= extractAntdStyles();
    },
    resolveId(source) {
      return source.startsWith('\0antd-style:') ? source : null;
    },
    load(id) {
      const name = ANTD_STYLE_ID.exec(id)?.[1];
      if (name === undefined || !styles) return null;
      return stylesheetOf(styles, name === 'config-provider' ? [name, ...FIRST_SCREEN_COMPONENTS] : [name]);
    },
    transform(code, id) {
      const name = ANTD_COMPONENT.exec(id)?.[1];
      if (name === undefined || name === 'style' || name === 'theme' || name === 'version') return null;
      if (!styles?.has(name)) {
        this.error(`antd/es/${name} has no build-time styles: add it to apps/web/scripts/antd-styles.mjs`);
      }
      if (FIRST_SCREEN_COMPONENTS.includes(name)) return null;
      return stylesheetOf(styles, [name])
        ? { code: `import '\0antd-style:${name}.css';\n${code}`, map: null }
        : null;
    },
  };
}

/**
 * Inlines the app's own stylesheet (global.css, a few KB; antd's comes with the chunks, above) into index.html,
 * so the first paint waits for no other request.
 */
function inlineEntryCss(): Plugin {
  return {
    name: 'portal:inline-entry-css',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const bundle = context.bundle;
        if (!bundle) return html;
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
          (tag, fileName: string) => {
            const asset = bundle[fileName];
            if (!asset || asset.type !== 'asset') return tag;
            // The file stays in the build: a lazy chunk that shares modules with the entry (the member area's
            // routes) lists the entry's stylesheet among its preloads, and a missing file fails that import.
            return `<style>${String(asset.source)}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Writes `.gz` and `.br` beside every text asset of the build, so a static server can send them as they are
 * (e.g. @fastify/static `preCompressed: true`): the JS budget of the first page is counted compressed.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|svg)$/.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), antdStaticStyles(), inlineEntryCss(), precompress()],
  resolve: {
    alias: {
      '@portal/contract/route-paths': fromRoot('../../packages/contract/src/route-paths.ts'),
      '@portal/contract/skin': fromRoot('../../packages/contract/src/skin.ts'),
      '@portal/contract': fromRoot('../../packages/contract/src/index.ts'),
      '@portal/i18n/web': fromRoot('../../packages/i18n/src/web.ts'),
      '@portal/storefront': fromRoot('../../packages/storefront/src/index.ts'),
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
    // dist/.vite/manifest.json: read by scripts/login-weight.mjs to add up what the login page loads.
    manifest: true,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      // Two entries: the web app (index.html) and the storefront pages' hydration (the server renders those pages
      // and finds this entry's files in the manifest; apps/server/src/modules/storefront/storefront-assets.ts).
      input: {
        app: fromRoot('./index.html'),
        storefront: fromRoot('./src/storefront/main.tsx'),
      },
      // The shared packages are plain declarations (schemas, constants, catalogs): let unused modules go, so
      // a screen that needs one constant does not carry every zod schema.
      treeshake: {
        moduleSideEffects: (id: string) =>
          /[\\/]packages[\\/](contract|i18n|storefront)[\\/]src[\\/]/.test(id) ? false : undefined,
      },
      output: {
        codeSplitting: {
          groups: process.env.ANALYZE
            ? [{ name: perPackage, priority: 10 }]
            : [
                { name: 'vendor-react', test: REACT_VENDOR, priority: 11 },
                { name: 'vendor-core', test: CORE_VENDOR, priority: 10 },
                { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 9 },
                { name: 'vendor-query', test: QUERY_VENDOR, priority: 9 },
                // The login page's and both shells' light pieces (the logo, the inline icon): one small chunk, not
                // two (a chunk's own imports and name cost the login page's tight JS budget).
                { name: 'light-ui', test: LIGHT_UI, priority: 8 },
                {
                  name: 'antd-core',
                  test: ANTD_CORE,
                  priority: 8,
                },
              ],
        },
      },
    },
  },
});
