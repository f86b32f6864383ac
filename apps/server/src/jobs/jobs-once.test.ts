// Jobs run once across processes (CONTRACT.md): two job runners on one fresh PostgreSQL database play two portal
// processes working the same queues; every queued run is carried out by exactly one of them, never by both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { openFreshDatabase, testDatabaseKind } from '../test/database.js';
import { createJobRunner, type JobRunner } from './boss.js';

const quiet = { error: () => undefined, info: () => undefined };

describe.runIf(testDatabaseKind === 'postgres')('jobs on several processes', () => {
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  const runners: JobRunner[] = [];
  const runs: { by: string; key: unknown }[] = [];

  beforeAll(async () => {
    first = await openFreshDatabase();
    // The second "process" has its own pool on the same database.
    const { openDatabase } = await import('../db/client.js');
    second = await openDatabase({ databaseUrl: (first as { url?: string }).url!, poolSize: 4 });
    for (const [name, handle] of [
      ['a', first],
      ['b', second],
    ] as const) {
      const runner = createJobRunner(
        handle.db,
        [
          {
            name: 'once-check',
            cron: '0 0 1 1 *',
            run: async (data) => {
              runs.push({ by: name, key: data.key });
              await new Promise((resolve) => setTimeout(resolve, 300));
            },
          },
        ],
        quiet,
        { pollingIntervalSeconds: 0.5, schedule: false },
      );
      runners.push(runner);
    }
    await Promise.all(runners.map((r) => r.start()));
  }, 60_000);

  afterAll(async () => {
    await Promise.all(runners.map((r) => r.stop()));
    await second?.close();
    await first?.close();
  });

  it('carries out each queued run once, whichever process picks it up', async () => {
    // Queued from both processes, one after another (the queue keeps at most one waiting: stately).
    for (let key = 1; key <= 6; key++) {
      await runners[key % 2]!.trigger('once-check', { key });
      const deadline = Date.now() + 15_000;
      while (!runs.some((r) => r.key === key) && Date.now() < deadline)
        await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // Six runs, none twice: a run picked by one process is never picked by the other.
    expect(runs.map((r) => r.key).sort()).toEqual([1, 2, 3, 4, 5, 6]);
  }, 120_000);
});
