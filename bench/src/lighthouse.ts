// Benchmark 3: Lighthouse (default config = mobile, simulated throttling) performance score of the first page.
import { rmSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_FLAGS, CHROME_PATH, tempDir } from './lib/env.js';
import { errorText, firstLine, type BenchResult } from './lib/result.js';
import { FIRST_PAGE } from './page-weight.js';

export const LIGHTHOUSE_TARGET = 90;
const TIME_LIMIT_MS = 120_000;

const METRICS = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'SI'],
] as const;

function skipped(name: string, reason: string, error?: unknown): BenchResult {
  return {
    name,
    status: 'SKIP',
    target: `score >= ${LIGHTHOUSE_TARGET}`,
    line: `${name}: SKIP, Lighthouse could not run here: ${reason}`,
    ...(error === undefined ? {} : { error: errorText(error) }),
  };
}

export async function benchLighthouse(portalUrl: string, log: (text: string) => void): Promise<BenchResult> {
  const name = 'lighthouse/mobile';
  const userDataDir = tempDir('lighthouse');
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    try {
      chrome = await chromeLauncher.launch({
        chromePath: CHROME_PATH,
        chromeFlags: CHROME_FLAGS,
        userDataDir,
        logLevel: 'silent',
      });
    } catch (error) {
      return skipped(name, `Chromium (${CHROME_PATH}) did not start for chrome-launcher: ${firstLine(errorText(error))}`, error);
    }
    let timer: NodeJS.Timeout | undefined;
    const run = lighthouse(`${portalUrl}${FIRST_PAGE}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no result within ${TIME_LIMIT_MS / 1000} s`)), TIME_LIMIT_MS);
    });
    let result: Awaited<typeof run>;
    try {
      result = await Promise.race([run, limit]);
    } catch (error) {
      return skipped(name, firstLine(errorText(error)), error);
    } finally {
      clearTimeout(timer);
    }
    const lhr = result?.lhr;
    if (!lhr) return skipped(name, 'Lighthouse returned no result');
    if (lhr.runtimeError) return skipped(name, `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const rawScore = lhr.categories.performance?.score;
    if (rawScore === null || rawScore === undefined) {
      const warnings = lhr.runWarnings.join(' / ');
      return skipped(name, `no performance score${warnings ? ` (${warnings})` : ''}`);
    }
    const score = Math.round(rawScore * 100);
    const metrics = Object.fromEntries(
      METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a']),
    ) as Record<string, string>;
    const benchmarkIndex = lhr.environment.benchmarkIndex;
    log(`  ${METRICS.map(([, label]) => `${label} ${metrics[label]}`).join(', ')}; CPU benchmarkIndex ${Math.round(benchmarkIndex)}`);
    for (const warning of lhr.runWarnings) log(`  warning: ${warning}`);
    const status = score >= LIGHTHOUSE_TARGET ? 'PASS' : 'FAIL';
    return {
      name,
      status,
      value: score,
      reference: LIGHTHOUSE_TARGET,
      ratio: score / LIGHTHOUSE_TARGET,
      unit: 'score',
      target: `score >= ${LIGHTHOUSE_TARGET}`,
      line:
        `${name}: ${FIRST_PAGE} performance score ${score} (${metrics.FCP} FCP, ${metrics.LCP} LCP, ${metrics.TBT} TBT; ` +
        `machine benchmarkIndex ${Math.round(benchmarkIndex)}) (target >= ${LIGHTHOUSE_TARGET}) ${status}`,
      details: { score, metrics, benchmarkIndex, formFactor: lhr.configSettings.formFactor, warnings: lhr.runWarnings },
    };
  } finally {
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}
