// Runs one batch of distinct requests in a worker thread (see batch.ts).
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import type { BatchFailure, BatchOptions, BatchResult } from './batch.js';

const KEEP_FAILURES = 5;
const { base, requests, concurrency } = workerData as BatchOptions;

const latencies: number[] = [];
const failures: BatchFailure[] = [];
let failed = 0;
let next = 0;

async function lane(): Promise<void> {
  while (next < requests.length) {
    const index = next;
    next += 1;
    const request = requests[index]!;
    const sent = performance.now();
    let status = 0;
    let text = '';
    try {
      const response = await fetch(`${base}${request.path}`, {
        method: request.method,
        headers: request.headers,
        ...(request.body === undefined ? {} : { body: request.body }),
      });
      status = response.status;
      text = await response.text();
    } catch (error) {
      text = String(error);
    }
    latencies.push(performance.now() - sent);
    let ok = status === 200;
    if (ok) {
      try {
        ok = (JSON.parse(text) as { code?: unknown }).code === 0;
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      failed += 1;
      if (failures.length < KEEP_FAILURES) failures.push({ index, status, text: text.slice(0, 500) });
    }
  }
}

const started = performance.now();
await Promise.all(Array.from({ length: Math.max(1, concurrency) }, () => lane()));
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
const answer: BatchResult = {
  total: requests.length,
  seconds,
  requestsPerSecond: seconds > 0 ? requests.length / seconds : 0,
  latencyP50: at(0.5),
  latencyP99: at(0.99),
  failures,
  failed,
};
parentPort?.postMessage(answer);
