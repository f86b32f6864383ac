// Runs the server's integration tier again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it; see .ci/run);
// the unit tier touches no database, so one pass of it is enough.
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: the suite ran on the embedded database only.');
  process.exit(0);
}
const result = spawnSync('npx', ['vitest', 'run', '--project', 'integration', 'apps/server'], {
  stdio: 'inherit',
  env: { ...process.env, PORTAL_TEST_DB: 'postgres' },
});
process.exit(result.status ?? 1);
