// npm run test:cluster: three real portal processes (the built apps/server/dist) on one fresh PostgreSQL database
// (apps/server/src/cluster). Part of `npm test` when TEST_DATABASE_URL is set (CI sets it; see .ci/run).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the cluster tests need PostgreSQL and were not run.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'apps/server/src/cluster'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_CLUSTER: '1' },
});
process.exit(result.status ?? 1);
