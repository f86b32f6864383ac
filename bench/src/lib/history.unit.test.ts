import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  comparisonLines,
  previousSummary,
  resultFileName,
  writeSummary,
  type BenchSummary,
} from './history.js';

const run = (results: BenchSummary['results']): BenchSummary => ({
  ok: true,
  seconds: 1,
  node: 'v20',
  cpus: 2,
  results,
});

describe('bench result files', () => {
  it('names files so that they sort by time and finds the newest as the previous run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
    try {
      expect(previousSummary(dir)).toBeUndefined();
      const older = resultFileName(new Date('2026-11-20T10:00:00Z'), 'ci box');
      const newer = resultFileName(new Date('2026-11-24T09:05:07Z'), 'ci box');
      expect(newer).toBe('2026-11-24T09-05-07-ci_box.json');
      writeSummary(run([{ name: 'price/pglite', status: 'FAIL', line: '', ratio: 0.4 }]), older, dir);
      writeSummary(run([{ name: 'price/pglite', status: 'PASS', line: '', ratio: 0.55 }]), newer, dir);
      expect(previousSummary(dir)?.file).toBe(newer);
      expect(previousSummary(dir)?.summary.results[0]?.ratio).toBe(0.55);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('compares ratios, values and statuses line by line', () => {
    const before = run([
      { name: 'price/pglite', status: 'FAIL', line: '', ratio: 0.4 },
      { name: 'issuance', status: 'PASS', line: '', value: 16, unit: 'ms' },
      { name: 'gone', status: 'PASS', line: '' },
    ]);
    const now = run([
      { name: 'price/pglite', status: 'PASS', line: '', ratio: 0.5 },
      { name: 'issuance', status: 'PASS', line: '', value: 18, unit: 'ms' },
      { name: 'fresh', status: 'SKIP', line: '' },
    ]);
    expect(comparisonLines(before, now)).toEqual([
      '  price/pglite: ratio 0.40 -> ratio 0.50 (+25 %) FAIL -> PASS',
      '  issuance: 16.00 ms -> 18.00 ms PASS',
      '  fresh: new (SKIP)',
      '  gone: not run this time',
    ]);
  });
});
