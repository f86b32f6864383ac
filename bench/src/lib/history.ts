// The bench's figures kept as files (bench/results/<date>-<host>.json), so a run can be compared with the one before.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from './env.js';
import { fixed, type BenchResult } from './result.js';

export const resultsDir = join(repoRoot, 'bench', 'results');

export interface BenchSummary {
  ok: boolean;
  seconds: number;
  node: string;
  cpus: number;
  loadAverage?: number[];
  startedAt?: string;
  results: BenchResult[];
}

/** `2026-11-24T15-20-03-host.json`: sortable by name, one file per run. */
export function resultFileName(startedAt: Date, host = hostname()): string {
  const stamp = startedAt.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${stamp}-${host.replace(/[^a-zA-Z0-9.-]/g, '_')}.json`;
}

/** The newest earlier result file, if any. */
export function previousSummary(dir = resultsDir): { file: string; summary: BenchSummary } | undefined {
  if (!existsSync(dir)) return undefined;
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();
  const file = files.at(-1);
  if (!file) return undefined;
  try {
    return { file, summary: JSON.parse(readFileSync(join(dir, file), 'utf8')) as BenchSummary };
  } catch {
    return undefined;
  }
}

export function writeSummary(summary: BenchSummary, file: string, dir = resultsDir): string {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, file);
  writeFileSync(path, `${JSON.stringify(summary, null, 2)}\n`);
  return path;
}

/**
 * One line per result present in both runs: the ratio (or the value when there is no ratio) then → now, and the
 * status change. Results only in one run are named as new or gone.
 */
export function comparisonLines(previous: BenchSummary, current: BenchSummary): string[] {
  const before = new Map(previous.results.map((r) => [r.name, r]));
  const lines: string[] = [];
  for (const now of current.results) {
    const old = before.get(now.name);
    before.delete(now.name);
    if (!old) {
      lines.push(`  ${now.name}: new (${now.status})`);
      continue;
    }
    const figure = (r: BenchResult) =>
      r.ratio !== undefined
        ? `ratio ${fixed(r.ratio)}`
        : r.value !== undefined
          ? `${fixed(r.value)} ${r.unit ?? ''}`.trim()
          : '-';
    const change =
      now.ratio !== undefined && old.ratio !== undefined && old.ratio !== 0
        ? ` (${now.ratio >= old.ratio ? '+' : ''}${fixed(((now.ratio - old.ratio) / old.ratio) * 100, 0)} %)`
        : '';
    const status = old.status === now.status ? now.status : `${old.status} -> ${now.status}`;
    lines.push(`  ${now.name}: ${figure(old)} -> ${figure(now)}${change} ${status}`);
  }
  for (const name of before.keys()) lines.push(`  ${name}: not run this time`);
  return lines;
}
