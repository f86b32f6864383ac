// npm run portal -- <command>: the operator command line.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded({ web: false });
const result = spawnSync(
  process.execPath,
  [join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(result.status ?? 1);
