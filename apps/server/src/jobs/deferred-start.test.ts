// The running portal starts its job queues after the listen and lets the workers look for work a little later
// (server.ts): nothing runs before then, everything queued meanwhile runs once after, and a stop in between waits
// for the start and runs nothing.
import { afterEach, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { createJobRunner, type JobDefinition, type JobRunner } from './boss.js';

const quiet = { error: () => undefined, info: () => undefined, debug: () => undefined };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let handle: DatabaseHandle | undefined;
let runner: JobRunner | undefined;
afterEach(async () => {
  await runner?.stop();
  await handle?.close();
  runner = undefined;
  handle = undefined;
});

function probe(runs: number[]): JobDefinition {
  return {
    name: 'deferred-probe',
    cron: '0 0 1 1 *',
    run: async () => {
      runs.push(Date.now());
      return null;
    },
  };
}

it('waits workersAfterMs before the workers take the queued job, then runs it once', async () => {
  handle = await openDatabase({ inMemory: true });
  const runs: number[] = [];
  runner = createJobRunner(handle.db, [probe(runs)], quiet, {
    deferStart: true,
    workersAfterMs: 1500,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  const started = runner.start();
  // A second call waits for the same start.
  expect(runner.start()).toBe(started);
  await started;
  const queuedAt = Date.now();
  await runner.trigger('deferred-probe');
  await sleep(700);
  expect(runs).toEqual([]);
  for (let i = 0; i < 50 && runs.length === 0; i++) await sleep(200);
  expect(runs).toHaveLength(1);
  expect(runs[0]! - queuedAt).toBeGreaterThanOrEqual(1000);
  await sleep(1200);
  expect(runs).toHaveLength(1);
}, 90_000);

it('stops during the wait without running anything', async () => {
  handle = await openDatabase({ inMemory: true });
  const runs: number[] = [];
  runner = createJobRunner(handle.db, [probe(runs)], quiet, {
    deferStart: true,
    workersAfterMs: 2000,
    pollingIntervalSeconds: 0.5,
    schedule: false,
  });
  await runner.start();
  await runner.trigger('deferred-probe');
  // Stopped while the workers wait: the queued job stays queued, nothing runs in this process any more.
  await runner.stop();
  runner = undefined;
  await sleep(2500);
  expect(runs).toEqual([]);
}, 90_000);
