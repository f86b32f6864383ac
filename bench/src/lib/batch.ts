// A fixed list of distinct requests (each its own URL, session and body), sent with a fixed number in flight
// from a worker thread, so the client does not share the event loop of the server it measures (like load.ts).
import { Worker } from 'node:worker_threads';

export interface PlannedRequest {
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

export interface BatchOptions {
  base: string;
  requests: readonly PlannedRequest[];
  concurrency: number;
}

export interface BatchFailure {
  index: number;
  status: number;
  text: string;
}

export interface BatchResult {
  total: number;
  /** From the first request sent to the last answer received. */
  seconds: number;
  requestsPerSecond: number;
  latencyP50: number;
  latencyP99: number;
  /** Answers that were not HTTP 200 with `{"code":0,…}` (the first few, and how many). */
  failures: BatchFailure[];
  failed: number;
}

/** Sends every request once, `concurrency` at a time; the answers must be HTTP 200 envelopes with code 0. */
export function runBatch(options: BatchOptions): Promise<BatchResult> {
  return new Promise<BatchResult>((resolve, reject) => {
    const worker = new Worker(new URL('./batch-worker.js', import.meta.url), { workerData: options });
    let answered = false;
    worker.once('message', (message: BatchResult) => {
      answered = true;
      resolve(message);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) reject(new Error(`batch worker exited with code ${code} before answering`));
    });
  });
}

/** A failure summary for a line: `N of M failed, e.g. 500 {...}`. */
export function describeFailures(result: BatchResult): string {
  const first = result.failures[0];
  const example = first ? `, e.g. ${first.status} ${first.text.slice(0, 200)}` : '';
  return `${result.failed} of ${result.total} answers failed${example}`;
}
