// Runs one autocannon load in a worker thread, so the load generator does not share the event loop of the
// server it measures (both stay in the same process).
import { parentPort, workerData } from 'node:worker_threads';
import autocannon, { type Options } from 'autocannon';
import type { LoadResult } from './load.js';

const options = workerData as Options;
// Inside a worker thread autocannon leaves its result unaggregated (it expects to be its own worker).
const result = autocannon.aggregateResult([await autocannon(options)], options);
const answer: LoadResult = {
  requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
  total: result.requests.total,
  durationSeconds: result.duration,
  latencyP50: result.latency.p50,
  latencyP99: result.latency.p99,
  errors: result.errors,
  timeouts: result.timeouts,
  mismatches: result.mismatches,
  non2xx: result.non2xx,
};
parentPort?.postMessage(answer);
