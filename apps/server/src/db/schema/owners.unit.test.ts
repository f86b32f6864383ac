import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from './index.js';
import { FOREIGN_WRITES, JOINED_READS, READ_MODELS, TABLE_OWNERS, type TableName } from './owners.js';

const schemaDir = fileURLToPath(new URL('.', import.meta.url));
const modulesDir = fileURLToPath(new URL('../../modules/', import.meta.url));

/** Export name → SQL name of every table the schema declares. */
const sqlNames = new Map<string, string>(
  Object.entries(schema)
    .filter(([, value]) => is(value, PgTable))
    .map(([name, table]) => [name, getTableName(table as PgTable)]),
);
const exportOf = new Map([...sqlNames].map(([name, sqlName]) => [sqlName, name]));

type TableUse = { table: string; write: boolean; query: boolean };

/**
 * The tables a source file queries: the table exports it imports (not type-only) from the schema, written when it
 * passes one to insert/update/delete or names it after `insert into`/`update`/`delete from` in SQL text; and the
 * tables its raw SQL text names (`from`/`join` read, `insert into`/`update`/`delete from` write).
 */
function tablesUsed(source: string): TableUse[] {
  const uses = new Map<string, { write: boolean; query: boolean }>();
  const use = (table: string, write: boolean, query: boolean) => {
    const before = uses.get(table) ?? { write: false, query: false };
    uses.set(table, { write: before.write || write, query: before.query || query });
  };
  const imports = /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'[./]*db\/schema\/index\.js'/g;
  for (const [, typeOnly, names] of source.matchAll(imports)) {
    if (typeOnly) continue;
    for (const spec of names!.split(',').map((s) => s.trim())) {
      const name = spec.split(/\s+as\s+/)[0]!;
      if (spec.startsWith('type ') || !sqlNames.has(name)) continue;
      const alias = spec.split(/\s+as\s+/)[1] ?? name;
      const written = new RegExp(
        `\\.(insert|update|delete)\\(\\s*${alias}\\s*\\)|(insert\\s+into|update|delete\\s+from)\\s+\\$\\{${alias}\\}`,
      );
      const queried = new RegExp(`\\.(from|insert|update|delete|\\w*[jJ]oin)\\(\\s*${alias}\\b`);
      use(name, written.test(source), queried.test(source));
    }
  }
  for (const [, text] of source.matchAll(/sql`([^`]*)`/g)) {
    for (const [, verb, word] of text!.matchAll(
      /\b(insert\s+into|update|delete\s+from|from|join)\s+(\w+)/gi,
    )) {
      const name = exportOf.get(word!);
      if (name) use(name, !/^(from|join)$/i.test(verb!), true);
    }
  }
  return [...uses].map(([table, flags]) => ({ table, ...flags }));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('table owners (issue 32)', () => {
  it('names an owner, an existing module, for every table and no table the schema lacks', () => {
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual([...sqlNames.keys()].sort());
    const modules = new Set(readdirSync(modulesDir));
    for (const owner of new Set(Object.values(TABLE_OWNERS))) expect(modules, owner).toContain(owner);
  });

  it('keeps one owner per schema file, named in its first line', () => {
    for (const file of readdirSync(schemaDir).filter((f) => /^[a-z-]+\.ts$/.test(f))) {
      const source = readFileSync(join(schemaDir, file), 'utf8');
      const declared = [...source.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1] as TableName);
      if (declared.length === 0) continue;
      const owners = new Set(declared.map((table) => TABLE_OWNERS[table]));
      expect([...owners], file).toHaveLength(1);
      expect(source.split('\n')[0], file).toMatch(new RegExp(`^// Owner: modules/${[...owners][0]} `));
    }
  });

  it('finds imported tables, their writes, and the tables raw SQL names', () => {
    const source = [
      "import { certificates, orders, payments as p, type OrderRow } from '../../db/schema/index.js';",
      'const fragment = eq(certificates.orderId, 1);',
      "import type { settings } from '../../db/schema/index.js';",
      'db.select().from(orders); db.update(p).set({});',
      'db.execute(sql`insert into ledger_entries select * from accounts join coupons on true`);',
    ].join('\n');
    expect(tablesUsed(source).sort((a, b) => a.table.localeCompare(b.table))).toEqual([
      { table: 'accounts', write: false, query: true },
      { table: 'certificates', write: false, query: false },
      { table: 'coupons', write: false, query: true },
      { table: 'ledgerEntries', write: true, query: true },
      { table: 'orders', write: false, query: true },
      { table: 'payments', write: true, query: true },
    ]);
  });

  it('lets a module query only its own tables: read models read others, listed exceptions stay', () => {
    const problems: string[] = [];
    const usedWrites = new Set<string>();
    const usedReads = new Set<string>();
    for (const path of sourceFiles(modulesDir)) {
      const file = relative(modulesDir, path).replaceAll('\\', '/');
      const module = file.split('/')[0]!;
      for (const { table, write, query } of tablesUsed(readFileSync(path, 'utf8'))) {
        if (query && !file.endsWith('.repository.ts'))
          problems.push(`${file} queries ${table} outside a repository`);
        if (TABLE_OWNERS[table as TableName] === module) continue;
        const owner = TABLE_OWNERS[table as TableName];
        if (JOINED_READS[module]?.[table as TableName]) usedReads.add(`${module} ${table}`);
        else if (!(module in READ_MODELS))
          problems.push(`${file} reads ${table} (owner: ${owner}): call ${owner}'s records functions`);
        if (!write) continue;
        const key = `${file} ${table}`;
        if (FOREIGN_WRITES.some((w) => `${w.file} ${w.table}` === key)) usedWrites.add(key);
        else problems.push(`${file} writes ${table} (owner: ${owner}): call ${owner}'s records functions`);
      }
    }
    // An exception nothing needs any more goes from the list.
    for (const w of FOREIGN_WRITES) {
      if (!usedWrites.has(`${w.file} ${w.table}`))
        problems.push(`stale write exception: ${w.file} ${w.table}`);
    }
    for (const [module, tables] of Object.entries(JOINED_READS)) {
      for (const table of Object.keys(tables)) {
        if (!usedReads.has(`${module} ${table}`)) problems.push(`stale read exception: ${module} ${table}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
