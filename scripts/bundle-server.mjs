// Part of `npm run build:ts`, after tsc: the compiled server (apps/server/dist/server.js and what it imports, the
// workspace packages and the dependencies) as one ES module, apps/server/dist/bundle/server.js, with what is
// imported dynamically (PDF invoices, mail, ACME, the storefront's renderer...) split into chunks loaded on first
// use. dist/main.js runs it (see apps/server/src/main.ts). The operator command line (dist/cli.js) and the tests
// run the modules themselves.
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { root } from './build-if-needed.mjs';

const dist = join(root, 'apps/server/dist');
const outdir = join(dist, 'bundle');
const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { server: join(dist, 'server.js') },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  // Loaded from node_modules as they are: files beside their code (PGlite's WebAssembly and data, pdfkit's font
  // metrics, pino's worker files, @fastify/swagger's package.json) or a native addon (argon2).
  external: [
    '@electric-sql/pglite',
    '@electric-sql/pglite/*',
    '@node-rs/argon2',
    'pdfkit',
    'pino',
    'thread-stream',
    '@fastify/swagger',
  ],
  // CommonJS dependencies inside an ES module bundle still call require() (Node's built-ins, the externals).
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  sourcemap: 'linked',
  logLevel: 'warning',
});
const size = statSync(join(outdir, 'server.js')).size;
console.log(
  `[portal] server bundle ${join(outdir, 'server.js')} (${(size / 1e6).toFixed(1)} MB, ${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
