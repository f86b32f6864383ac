// Adds up, from the build manifest, the gzip size of the JavaScript two first visits load, and fails above their
// budgets:
// - the login page (120 KB): the web app's entry (index.html), its static imports, the auth screen and the `start`
//   part of the English catalog (the member part comes with the member shell). The auth forms' rules (authSpecs,
//   with zod) load on the first blur or submit: not counted.
// - /ssl-product (100 KB): the storefront pages' entry (src/storefront/main.tsx), its static imports and what it
//   loads once idle (the advertisement popup and chat widget chunk), all of it counted.
// - the first screens of My Orders and of the console's overview (issue 31), opened by a full page load: the entry,
//   the `start` and `member` parts of the English catalog, the query client, the start-up prefetch, the area's
//   routes and shell, and the page, with their static imports. Besides a budget, none of them may hold antd
//   (its `antd-core` chunk, which every antd component imports): the first screen draws with plain elements and
//   loads antd's widgets when the user reaches for them (app/antdRoute.tsx, antdIsland).
// Usage: npm run build -w @portal/web && npm run size -w @portal/web
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Budgets of the signed-in first screens (gzip bytes of JS), set from the first light build with some room. */
const MY_ORDERS_BUDGET = 200 * 1024;
const CONSOLE_BUDGET = 200 * 1024;

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const byPath = (fragment) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(fragment));
  if (!key) throw new Error(`${fragment} is not in the build manifest`);
  return key;
};
const entry = (src) => {
  if (!manifest[src]?.isEntry) throw new Error(`${src} is not an entry of the build manifest`);
  return src;
};

/** The JS files of `roots` and their static imports (and their dynamic imports too with `dynamic`). */
function filesOf(roots, { dynamic = false } = {}) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const next of chunk.imports ?? []) visit(next);
    if (dynamic) for (const next of chunk.dynamicImports ?? []) visit(next);
  };
  roots.forEach(visit);
  return [...files].filter((f) => f.endsWith('.js')).sort();
}

let failed = false;
function check(label, files, budget, { antd = true } = {}) {
  const antdFiles = files.filter((file) => /(^|\/)antd-core-[^/]*\.js$/.test(file));
  if (!antd && antdFiles.length > 0) {
    console.error(`${label}: loads antd on its first screen (${antdFiles.join(', ')})`);
    failed = true;
  }
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
    total += size;
    console.log(`${String(size).padStart(8)}  ${file}`);
  }
  console.log(`${String(total).padStart(8)}  total gzip bytes of JS on ${label} (budget ${budget})`);
  if (total > budget) {
    console.error(`${label}: over budget`);
    failed = true;
  }
}

check(
  'the login page',
  filesOf([
    entry('index.html'),
    byPath('features/auth/pages/AuthPage.tsx'),
    byPath('locales/en-US/start.ts'),
  ]),
  120 * 1024,
);
check(
  'a first visit to /ssl-product',
  filesOf([entry('src/storefront/main.tsx')], { dynamic: true }),
  100 * 1024,
);
const signedIn = (...screens) =>
  filesOf([
    entry('index.html'),
    byPath('locales/en-US/start.ts'),
    byPath('locales/en-US/member.ts'),
    byPath('src/lib/queryClient.tsx'),
    byPath('src/app/prefetch.ts'),
    ...screens.map(byPath),
  ]);
check(
  'the first screen of My Orders',
  signedIn('app/layouts/member/MemberRoutes.tsx', 'features/orders/pages/OrdersPage.tsx'),
  MY_ORDERS_BUDGET,
  { antd: false },
);
check(
  "the first screen of the console's overview",
  signedIn(
    'app/layouts/ops/OpsGate.tsx',
    'app/layouts/ops/OpsRoutes.tsx',
    'features/ops/pages/OpsOverviewPage.tsx',
  ),
  CONSOLE_BUDGET,
  { antd: false },
);
if (failed) process.exit(1);
