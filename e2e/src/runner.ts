import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './portal.js';

export const resultsDir = join(repoRoot, 'e2e', 'test-results');

export interface Step {
  name: string;
  /** May return a short note printed after the step's name (e.g. which variant of a behaviour was seen). */
  run: () => Promise<string | void>;
}

export interface Tally {
  passed: number;
  failed: number;
  skipped: number;
  failures: string[];
}

export const newTally = (): Tally => ({ passed: 0, failed: 0, skipped: 0, failures: [] });

/** Without terminal colour codes (Playwright's call logs carry some). */
// eslint-disable-next-line no-control-regex
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/** Saves a screenshot and the page's HTML into e2e/test-results/; returns the screenshot path. */
export async function capture(page: Page | undefined, name: string): Promise<string | undefined> {
  if (!page || page.isClosed()) return undefined;
  mkdirSync(resultsDir, { recursive: true });
  const base = join(resultsDir, slug(name));
  try {
    await page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
    writeFileSync(`${base}.html`, await page.content());
    return `${base}.png`;
  } catch (error) {
    console.log(`    (no screenshot: ${(error as Error).message.split('\n')[0]})`);
    return undefined;
  }
}

/**
 * Runs the steps in order, as one story: after the first failure the rest are skipped (they depend on it).
 * A failing step leaves a screenshot named after the suite and the step.
 */
export async function runSteps(
  suite: string,
  steps: readonly Step[],
  tally: Tally,
  options: { page: () => Page | undefined; onFailure?: (step: string) => Promise<void> | void },
): Promise<void> {
  let broken: string | undefined;
  for (const [index, step] of steps.entries()) {
    const label = `${suite} › ${index + 1}. ${step.name}`;
    if (broken) {
      tally.skipped += 1;
      console.log(`  - ${label} (skipped)`);
      continue;
    }
    const started = Date.now();
    try {
      const note = await step.run();
      tally.passed += 1;
      console.log(`  ✔ ${label} (${Date.now() - started} ms)${note ? `: ${note}` : ''}`);
    } catch (error) {
      tally.failed += 1;
      broken = step.name;
      const text = plain(error instanceof Error ? (error.stack ?? error.message) : String(error));
      // The summary repeats why, so a log read from its tail (CI) still says what broke.
      tally.failures.push(
        `${label}\n    ${plain(error instanceof Error ? error.message : String(error))
          .split('\n')
          .slice(0, 6)
          .join('\n    ')}`,
      );
      console.log(`  ✖ ${label} (${Date.now() - started} ms)`);
      console.log(text.replace(/^/gm, '      '));
      const shot = await capture(options.page(), `${suite}-${index + 1}-${step.name}`);
      if (shot) console.log(`    screenshot: ${shot}`);
      await options.onFailure?.(step.name);
    }
  }
}
