import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, MATRIX, type MatrixColumn } from './permissions.js';
import { changesState, PUBLIC_CHANGES_OF_NO_ACCOUNT, ROUTE_PATHS } from './route-paths.js';

const doc = readFileSync(new URL('../../../docs/domain/permissions.md', import.meta.url), 'utf8');

/** The table between the matrix markers of docs/domain/permissions.md, as column → capabilities. */
function documentedMatrix(): Record<string, string[]> {
  const block = /<!-- matrix:start -->([\s\S]*?)<!-- matrix:end -->/.exec(doc)?.[1] ?? '';
  const rows = block
    .trim()
    .split('\n')
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
  const [header = [], , ...body] = rows;
  const columns = header.slice(1);
  const result: Record<string, string[]> = Object.fromEntries(columns.map((c) => [c, []]));
  for (const [capability = '', ...cells] of body)
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (cell === 'x' && column) result[column]?.push(capability);
    });
  return result;
}

describe('docs/domain/permissions.md', () => {
  it('prints the matrix the code enforces, every column and every capability', () => {
    const documented = documentedMatrix();
    expect(Object.keys(documented).sort()).toEqual(Object.keys(MATRIX).sort());
    for (const column of Object.keys(MATRIX) as MatrixColumn[])
      expect([...(documented[column] ?? [])].sort(), column).toEqual([...MATRIX[column]].sort());
    expect(doc).toContain(`| ${CAPABILITIES.at(-1)} |`);
  });
});

describe('the read key', () => {
  it('has no capability of any call that changes something (every method but GET, and GETs marked `changes`)', () => {
    const readKey = new Set<string>(MATRIX['key:read']);
    const offending = (
      Object.entries(ROUTE_PATHS) as [string, (typeof ROUTE_PATHS)[keyof typeof ROUTE_PATHS]][]
    )
      .filter(([, route]) => changesState(route) && readKey.has(route.can))
      .filter(
        ([key, route]) => !(route.can === 'public' && PUBLIC_CHANGES_OF_NO_ACCOUNT.includes(key as never)),
      )
      .map(([key, route]) => `${key} ${route.method} ${route.path} (${route.can})`);
    expect(offending).toEqual([]);
  });

  it('lists as exceptions only public calls that change something', () => {
    for (const key of PUBLIC_CHANGES_OF_NO_ACCOUNT) {
      const route = ROUTE_PATHS[key];
      expect(route.can, key).toBe('public');
      expect(changesState(route), key).toBe(true);
    }
  });
});
