// Adds up the gzip size of the JavaScript the login page loads (the entry, its static imports, the auth
// screen and the `start` part of the English catalog — the member part comes with the member shell), from
// the build manifest. The auth forms' rules (authSpecs, with zod) load on the first blur or submit: not
// counted. Fails above the budget (120 KB).
// Usage: npm run build -w @portal/web && npm run size -w @portal/web
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET = 120 * 1024;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const byPath = (fragment) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(fragment));
  if (!key) throw new Error(`${fragment} is not in the build manifest`);
  return key;
};
const roots = [entryKey, byPath('features/auth/pages/AuthPage.tsx'), byPath('locales/en-US/start.ts')];

const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const next of chunk.imports ?? []) visit(next);
};
roots.forEach(visit);

let total = 0;
for (const file of [...files].filter((f) => f.endsWith('.js')).sort()) {
  const size = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  total += size;
  console.log(`${String(size).padStart(8)}  ${file}`);
}
console.log(`${String(total).padStart(8)}  total gzip bytes of JS on the login page (budget ${BUDGET})`);
if (total > BUDGET) {
  console.error('over budget');
  process.exit(1);
}
