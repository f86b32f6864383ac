import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from './portal.js';

/** Playwright's output folder (playwright.config.ts `outputDir`), emptied at the start of each run. */
export const resultsDir = join(repoRoot, 'e2e', 'test-results');

export interface Step {
  name: string;
  /** May return a short note printed after the step's name (e.g. which variant of a behaviour was seen). */
  run: () => Promise<string | void>;
}

/**
 * `step`, calling `stop` when it fails (a story that starts its own portal stops it there: the steps after a failure
 * are skipped, so its last step would never stop it).
 */
export function stopsOnFailure(step: Step, stop: () => Promise<void>): Step {
  return {
    name: step.name,
    run: async () => {
      try {
        return await step.run();
      } catch (error) {
        await stop().catch(() => undefined);
        throw error;
      }
    },
  };
}

/** Without terminal colour codes (Playwright's call logs carry some). */
// eslint-disable-next-line no-control-regex
export const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);

/**
 * Saves a screenshot and the page's HTML into e2e/test-results/ (a story's own pictures of a state it reached);
 * returns the screenshot path. A failing step's screenshot, trace and page are kept by the suite (stories.spec.ts).
 */
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
