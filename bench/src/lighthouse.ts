// Benchmark 3: Lighthouse (default config = mobile, simulated throttling) performance score of the first page.
import { accessSync, constants, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';
import { chromium } from 'playwright-core';
import { CHROME_FLAGS, CHROME_PATH, tempDir } from './lib/env.js';
import { errorText, firstLine, type BenchResult } from './lib/result.js';
import { FIRST_PAGE } from './page-weight.js';

export const LIGHTHOUSE_TARGET = 95;
const TIME_LIMIT_MS = 120_000;
const ATTEMPTS = 2;

export const METRICS = [
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

export type Attempt = { lhr: Result; trace?: unknown } | { problem: string; error?: unknown };

/** Lighthouse's CPU slowdown for its reference device (a desktop of benchmarkIndex ~1 500-2 000 run 4× slower). */
export const REFERENCE_SLOWDOWN = 4;
/** The benchmarkIndex measured before a calibrated run: the median of this many of Lighthouse's own benchmarks. */
const CALIBRATION_SAMPLES = 3;

/**
 * `BENCH_LIGHTHOUSE_HOST_INDEX=<index>` (e.g. 1500): the benchmarkIndex of the host to emulate. Lighthouse's
 * documented calibration (docs/throttling.md, "Calibrating the CPU slowdown") is to set
 * `throttling.cpuSlowdownMultiplier` from the host's benchmarkIndex; here it is 4 × measured / wanted, so a faster
 * host is slowed down more and every host scores as one of the wanted index would with the default 4×.
 */
export function emulatedHostIndex(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.BENCH_LIGHTHOUSE_HOST_INDEX;
  if (raw === undefined || raw === '') return undefined;
  const index = Number(raw);
  if (!Number.isFinite(index) || index <= 0)
    throw new Error(`BENCH_LIGHTHOUSE_HOST_INDEX must be a positive number, not "${raw}"`);
  return index;
}

/** The CPU slowdown that makes a host of `measured` benchmarkIndex behave as one of `wanted` under 4×. */
export function calibratedSlowdown(measured: number, wanted: number): number {
  return Math.max(1, Math.round(((REFERENCE_SLOWDOWN * measured) / wanted) * 100) / 100);
}

/**
 * The host's figures for a line: Lighthouse's benchmarkIndex of the run and, in a calibrated run, the index the run
 * emulated (the measured one scaled by 4 / the slowdown used) and that slowdown.
 */
export function hostFigures(lhr: Result): {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
  emulatedIndex?: number;
  text: string;
} {
  const benchmarkIndex = Math.round(lhr.environment.benchmarkIndex);
  const cpuSlowdownMultiplier = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? REFERENCE_SLOWDOWN;
  if (emulatedHostIndex() === undefined || cpuSlowdownMultiplier === REFERENCE_SLOWDOWN)
    return { benchmarkIndex, cpuSlowdownMultiplier, text: `machine benchmarkIndex ${benchmarkIndex}` };
  const emulatedIndex = Math.round(
    (lhr.environment.benchmarkIndex * REFERENCE_SLOWDOWN) / cpuSlowdownMultiplier,
  );
  return {
    benchmarkIndex,
    cpuSlowdownMultiplier,
    emulatedIndex,
    text:
      `machine benchmarkIndex ${benchmarkIndex}, emulated ${emulatedIndex} ` +
      `(CPU slowdown ${cpuSlowdownMultiplier}×)`,
  };
}

/** Lighthouse's own CPU benchmark (the page function behind `benchmarkIndex`), run in the launched Chromium. */
async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    const page = await context.newPage();
    const samples: number[] = [];
    for (let sample = 0; sample < CALIBRATION_SAMPLES; sample += 1)
      samples.push(await page.evaluate(pageFunctions.computeBenchmarkIndex));
    await page.close();
    samples.sort((a, b) => a - b);
    return samples[Math.floor(samples.length / 2)] ?? 0;
  } finally {
    await browser.close();
  }
}

/** Lighthouse's category ids. */
export type Category = 'performance' | 'seo' | 'accessibility' | 'best-practices';

/** A cookie the browser holds before the run (a signed-in page: the session of a login). */
export interface BrowserCookie {
  name: string;
  value: string;
  url: string;
  httpOnly?: boolean;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

export interface RunOptions {
  /** Set in the fresh profile before the run; Lighthouse's storage reset (which would clear them) is then off. */
  cookies?: BrowserCookie[];
}

/** Puts `cookies` into the running Chromium (through its DevTools port) and disconnects. */
async function setCookies(port: number, cookies: BrowserCookie[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default browser context');
    await context.addCookies(cookies);
  } finally {
    await browser.close();
  }
}

/** One Lighthouse run in a freshly launched Chromium with a fresh profile. */
async function attempt(url: string, categories: Category[], options: RunOptions = {}): Promise<Attempt> {
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
      return {
        problem: `Chromium (${CHROME_PATH}) did not start for chrome-launcher: ${firstLine(errorText(error))}`,
        error,
      };
    }
    // A fresh profile has nothing cached and no cookies but these: the storage reset is not needed to start cold.
    if (options.cookies) await setCookies(chrome.port, options.cookies);
    const wanted = emulatedHostIndex();
    const slowdown =
      wanted === undefined ? undefined : calibratedSlowdown(await measureBenchmarkIndex(chrome.port), wanted);
    let timer: NodeJS.Timeout | undefined;
    const run = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(options.cookies ? { disableStorageReset: true } : {}),
      ...(slowdown === undefined ? {} : { throttling: { cpuSlowdownMultiplier: slowdown } }),
    });
    // When the time limit wins, the abandoned run may still reject later (Chromium is killed): keep that quiet.
    run.catch(() => undefined);
    const limit = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no result within ${TIME_LIMIT_MS / 1000} s`)),
        TIME_LIMIT_MS,
      );
    });
    let result: Awaited<typeof run>;
    try {
      result = await Promise.race([run, limit]);
    } catch (error) {
      return { problem: firstLine(errorText(error)), error };
    } finally {
      clearTimeout(timer);
    }
    const lhr = result?.lhr;
    if (!lhr) return { problem: 'Lighthouse returned no result' };
    if (lhr.runtimeError) return { problem: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` };
    const missing = categories.filter((category) => typeof lhr.categories[category]?.score !== 'number');
    if (missing.length > 0) {
      const warnings = lhr.runWarnings.join(' / ');
      return { problem: `no ${missing.join(', ')} score${warnings ? ` (${warnings})` : ''}` };
    }
    return { lhr, trace: (result?.artifacts as { Trace?: unknown } | undefined)?.Trace };
  } finally {
    chrome?.kill();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

/**
 * Lighthouse on `url` for `categories`, tried again once: on a loaded machine Lighthouse sometimes fails to record
 * the trace (NO_NAVSTART, …) and asks to run again.
 */
export async function runLighthouse(
  url: string,
  categories: Category[],
  log: (text: string) => void,
  options: RunOptions = {},
): Promise<Attempt> {
  let outcome = await attempt(url, categories, options);
  for (let retry = 1; retry < ATTEMPTS && 'problem' in outcome; retry += 1) {
    log(`  attempt ${retry} failed (${outcome.problem}); trying again`);
    outcome = await attempt(url, categories, options);
  }
  if ('lhr' in outcome) describeMainThread(outcome.lhr, url, log, outcome.trace);
  return outcome;
}

interface AuditItems {
  details?: { items?: Record<string, unknown>[] };
}

/**
 * Where the page's main-thread time went (Lighthouse's own audits, under its CPU slowdown): the largest groups and
 * scripts, so a FAIL line says what to work on. `BENCH_LIGHTHOUSE_REPORTS=<dir>` also keeps each whole report and
 * its trace there.
 */
function describeMainThread(lhr: Result, url: string, log: (text: string) => void, trace?: unknown): void {
  const items = (id: string) => (lhr.audits[id] as AuditItems | undefined)?.details?.items ?? [];
  const ms = (value: unknown) => `${Math.round(Number(value) || 0)} ms`;
  const groups = items('mainthread-work-breakdown')
    .slice(0, 4)
    .map((item) => `${String(item.groupLabel ?? item.group)} ${ms(item.duration)}`);
  const scripts = items('bootup-time')
    .slice(0, 3)
    .map((item) => `${String(item.url).replace(/^https?:\/\/[^/]+/, '')} ${ms(item.total)}`);
  if (groups.length > 0) log(`  main thread: ${groups.join(', ')}`);
  if (scripts.length > 0) log(`  scripts: ${scripts.join(', ')}`);
  const folder = process.env.BENCH_LIGHTHOUSE_REPORTS;
  if (folder) {
    mkdirSync(folder, { recursive: true });
    const name = new URL(url).pathname.replace(/[^\w-]+/g, '_').replace(/^_|_$/g, '') || 'root';
    writeFileSync(join(folder, `${name}.json`), JSON.stringify(lhr));
    // The run's trace too (open it in Chromium's Performance panel): what a long task did, which the audits do not say.
    if (trace) writeFileSync(join(folder, `${name}.trace.json`), JSON.stringify(trace));
  }
}

/** Whether Chromium is there to run (chrome-launcher crashes the process on a failed spawn, so check first). */
export function chromiumProblem(): string | undefined {
  try {
    accessSync(CHROME_PATH, constants.X_OK);
    return undefined;
  } catch {
    return `no Chromium at ${CHROME_PATH} (apt-get install chromium, or set CHROME_PATH)`;
  }
}

export async function benchLighthouse(portalUrl: string, log: (text: string) => void): Promise<BenchResult> {
  const name = 'lighthouse/mobile';
  const noChromium = chromiumProblem();
  if (noChromium) return skipped(name, noChromium);
  const outcome = await runLighthouse(`${portalUrl}${FIRST_PAGE}`, ['performance'], log);
  if ('problem' in outcome) return skipped(name, outcome.problem, outcome.error);

  const lhr = outcome.lhr;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  const metrics = Object.fromEntries(
    METRICS.map(([id, label]) => [label, lhr.audits[id]?.displayValue ?? 'n/a']),
  ) as Record<string, string>;
  const host = hostFigures(lhr);
  log(`  ${METRICS.map(([, label]) => `${label} ${metrics[label]}`).join(', ')}; CPU ${host.text}`);
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
      `${name}: ${FIRST_PAGE} performance score ${score} (${metrics.FCP} FCP, ${metrics.LCP} LCP, ` +
      `${metrics.TBT} TBT; ${host.text}) (target >= ${LIGHTHOUSE_TARGET}) ${status}`,
    details: {
      score,
      metrics,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cpuSlowdownMultiplier: host.cpuSlowdownMultiplier,
      ...(host.emulatedIndex === undefined ? {} : { emulatedIndex: host.emulatedIndex }),
      formFactor: lhr.configSettings.formFactor,
      warnings: lhr.runWarnings,
    },
  };
}
