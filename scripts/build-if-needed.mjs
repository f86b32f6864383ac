// Builds what is missing or older than its sources, so `npm start` works on a fresh clone with one command.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * What the builds leave out (the tsconfigs' `exclude`): tests and their helpers. tsc -b does not rewrite its
 * tsbuildinfo when only they changed, so counting them made every later start rebuild (about a minute).
 */
function notBuilt(entry) {
  return /\.test\.tsx?$/.test(entry) || entry === 'test' || entry === 'test-support';
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || notBuilt(entry)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function stale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

function run(script) {
  console.log(`[portal] npm run ${script}`);
  const result = spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function buildIfNeeded({ web = true } = {}) {
  const shared = ['packages/contract/src', 'packages/i18n/src', 'packages/storefront/src'];
  if (
    // tsc -b rewrites only the outputs that change; its tsbuildinfo is written by every build.
    !existsSync(join(root, 'apps/server/dist/main.js')) ||
    stale(join(root, 'apps/server/tsconfig.tsbuildinfo'), [...shared, 'apps/server/src']) ||
    // The embedded database template and the server bundle are made by build:ts too (a typecheck alone emits dist
    // without them; dist/main.js would run the compiled modules rather than an older bundle, only slower).
    !existsSync(join(root, 'apps/server/dist/pglite-template.tgz')) ||
    stale(join(root, 'apps/server/dist/bundle/server.js'), ['apps/server/tsconfig.tsbuildinfo'])
  )
    run('build:ts');
  if (
    web &&
    stale(join(root, 'apps/web/dist/index.html'), [
      ...shared,
      'apps/web/src',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
    ])
  ) {
    run('build:web');
  }
}
