// Throughput of app routes as a ratio to the bare route measured in the same run: autocannon drives each
// target in turn (from a worker thread), after a warm-up, for a few alternating rounds; medians are compared.
import { numberFromEnv } from './env.js';
import { median, runLoad, type LoadResult } from './load.js';
import { fixed, type BenchResult } from './result.js';

export interface LoadSettings {
  seconds: number;
  warmup: number;
  rounds: number;
  connections: number;
}

/** BENCH_SECONDS (5), BENCH_WARMUP_SECONDS (1), BENCH_ROUNDS (2), BENCH_CONNECTIONS (10). */
export function loadSettings(): LoadSettings {
  return {
    seconds: numberFromEnv('BENCH_SECONDS', 5),
    warmup: numberFromEnv('BENCH_WARMUP_SECONDS', 1),
    // Four: on these shared machines one 5 s load varies by ±10 %; the median of four keeps a ratio within a few hundredths.
    rounds: Math.round(numberFromEnv('BENCH_ROUNDS', 4)),
    connections: Math.round(numberFromEnv('BENCH_CONNECTIONS', 10)),
  };
}

/** The `breakdown:` diagnostic line is printed unless BENCH_BREAKDOWN=0. */
export const breakdownWanted = () => process.env.BENCH_BREAKDOWN !== '0';

export interface LoadTarget {
  url: string;
  headers?: Record<string, string>;
  /** Every answer must be exactly this body. */
  expectBody: string;
}

/**
 * Warms each target up, then runs `rounds` x (every target in `order`), printing one line per load. Returns
 * every target's loads; throws as soon as one answer is wrong.
 */
export async function alternateLoads<T extends string>(
  name: string,
  targets: Record<T, LoadTarget>,
  order: readonly T[],
  settings: LoadSettings,
  log: (text: string) => void,
): Promise<Record<T, LoadResult[]>> {
  const { seconds, warmup, rounds, connections } = settings;
  const load = (target: T, duration: number) =>
    runLoad({
      url: targets[target].url,
      headers: targets[target].headers ?? {},
      seconds: duration,
      connections,
      expectBody: targets[target].expectBody,
    });
  log(
    `${name}: warm-up ${warmup} s each, then ${rounds} x (${order.map((t) => `${t} ${seconds} s`).join(', ')}), ` +
      `${connections} connections`,
  );
  for (const target of order) await load(target, warmup);
  const runs = Object.fromEntries(order.map((target) => [target, [] as LoadResult[]])) as Record<
    T,
    LoadResult[]
  >;
  for (let round = 1; round <= rounds; round += 1) {
    for (const target of order) {
      const result = await load(target, seconds);
      runs[target].push(result);
      log(
        `  round ${round} ${target}: ${Math.round(result.requestsPerSecond)} req/s ` +
          `(p50 ${result.latencyP50} ms, p99 ${result.latencyP99} ms, ${result.total} requests)`,
      );
    }
  }
  return runs;
}

export const medianRate = (runs: readonly LoadResult[]) => median(runs.map((r) => r.requestsPerSecond));

/**
 * The `breakdown:` line: plain Fastify → the app's route outside /api (its plugins and hooks) → the measured
 * route (what the route itself adds).
 */
export function breakdownLine(route: string, bare: number, appBare: number, value: number): string {
  return (
    `  breakdown: plain Fastify ${Math.round(bare)} req/s -> portal app, route outside /api ` +
    `${Math.round(appBare)} req/s (${fixed(appBare / bare)}) -> ${route} ${Math.round(value)} req/s ` +
    `(${fixed(value / appBare)} of the app route)`
  );
}

/** `name: V req/s vs bare route R req/s = ratio X (target >= T) PASS|FAIL`, with its numbers. */
export function ratioResult(
  name: string,
  value: number,
  reference: number,
  target: number,
  details: unknown,
): BenchResult {
  const ratio = value / reference;
  const status = ratio >= target ? 'PASS' : 'FAIL';
  return {
    name,
    status,
    value,
    reference,
    ratio,
    unit: 'req/s',
    target: `ratio >= ${target}`,
    line:
      `${name}: ${Math.round(value)} req/s vs bare route ${Math.round(reference)} req/s = ratio ${fixed(ratio)} ` +
      `(target >= ${target}) ${status}`,
    details,
  };
}
