import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CAPABILITIES, MATRIX, type MatrixColumn } from './permissions.js';

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
