import { expect, it } from 'vitest';
import { startupPhases } from './startup-phases.js';

it('measures each phase from the previous mark, and timed phases on their own', async () => {
  let now = 100;
  const phases = startupPhases(() => now);
  phases.mark('modules');
  now = 250;
  phases.mark('database');
  const result = await phases.time('jobs', async () => {
    now = 400;
    return 'done';
  });
  expect(result).toBe('done');
  const summary = phases.summary();
  expect(summary.phases).toEqual({ modules: 100, database: 150, jobs: 150 });
  expect(summary.totalMs).toBe(400);
  expect(Object.keys(summary.cpuMs)).toEqual(['modules', 'database']);
  expect(summary.totalCpuMs).toBeGreaterThan(0);
});
