import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The tier rule of vitest.config.ts, checked over the whole repository: a `*.unit.test.ts(x)` file needs nothing
 * but the code under test — no database, no app, no child process, no socket, no test double of an outside service.
 * Its imports are read directly, and through the test helpers (`test/`, `test-support/`) it uses, so a unit file
 * cannot reach the database by way of a helper either.
 */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const testRoots = ['packages', 'apps/server/src', 'apps/web/src', 'bench/src'];

const forbiddenModules = [
  /^(node:)?(child_process|net|tls|http|https|http2|dgram|dns)$/,
  /^(pg|pg-boss|@electric-sql\/pglite|smtp-server)(\/|$)/,
  /^@portal\/test-doubles(\/|$)/,
  /\/db\/(client|migrate|seed\/seed)\.js$/,
];
/** The app is built only by integration tests (a unit test may read its module list). */
const forbiddenNames = [/import\s*\{[^}]*\bbuildApp\b[^}]*\}/];

function filesUnder(dir: string, name: RegExp): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules' || entry === 'dist') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return filesUnder(path, name);
    return name.test(entry) ? [path] : [];
  });
}

const isHelper = (path: string) => path.split(sep).some((part) => part === 'test' || part === 'test-support');

function resolveHelper(from: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined;
  const path = resolve(dirname(from), specifier).replace(/\.js$/, '.ts');
  return isHelper(path) && existsSync(path) ? path : undefined;
}

/** What `file` (and any test helper it imports, followed further) uses that a unit test must not. */
export function tierViolations(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const text = readFileSync(file, 'utf8');
  const where = relative(repoRoot, file);
  const found: string[] = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
    const specifier = match[1]!;
    if (forbiddenModules.some((rule) => rule.test(specifier))) found.push(`${where} imports ${specifier}`);
    const helper = resolveHelper(file, specifier);
    if (helper) found.push(...tierViolations(helper, seen));
  }
  for (const rule of forbiddenNames) if (rule.test(text)) found.push(`${where} uses ${rule.source}`);
  return found;
}

describe('test tiers', () => {
  const unitFiles = testRoots.flatMap((root) => filesUnder(join(repoRoot, root), /\.unit\.test\.tsx?$/));

  it('finds unit-tier files to check', () => {
    expect(unitFiles.length).toBeGreaterThan(50);
  });

  it('sees the database through a helper in an integration file', () => {
    const integration = join(repoRoot, 'apps/server/src/modules/orders/order-list.test.ts');
    expect(tierViolations(integration).join('\n')).toMatch(/db\/client\.js/);
  });

  it('has no unit-tier file that needs a database, an app, a process or a socket', () => {
    expect(unitFiles.flatMap((file) => tierViolations(file))).toEqual([]);
  });
});
