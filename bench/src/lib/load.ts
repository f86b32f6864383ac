import { Worker } from 'node:worker_threads';

export interface LoadOptions {
  url: string;
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  /** Every answer must be exactly this body; others count as mismatches. */
  expectBody?: string;
}

export interface LoadResult {
  requestsPerSecond: number;
  total: number;
  durationSeconds: number;
  latencyP50: number;
  latencyP99: number;
  errors: number;
  timeouts: number;
  mismatches: number;
  non2xx: number;
}

/** Drives `url` with autocannon from a worker thread for `seconds`; throws when any answer was wrong. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const result = await new Promise<LoadResult>((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.js', import.meta.url), {
      workerData: {
        url: options.url,
        duration: options.seconds,
        connections: options.connections,
        pipelining: 1,
        timeout: 10,
        headers: options.headers ?? {},
        ...(options.expectBody === undefined ? {} : { expectBody: options.expectBody }),
      },
    });
    let answered = false;
    worker.once('message', (message: LoadResult) => {
      answered = true;
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`load worker exited with code ${code} before answering`));
    });
  });
  const wrong = result.errors + result.timeouts + result.mismatches + result.non2xx;
  if (wrong > 0) {
    throw new Error(
      `${options.url}: ${wrong} bad answers (errors ${result.errors}, timeouts ${result.timeouts}, ` +
        `mismatches ${result.mismatches}, non-2xx ${result.non2xx}) of ${result.total}`,
    );
  }
  if (result.total === 0) throw new Error(`${options.url}: no request completed`);
  return result;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
