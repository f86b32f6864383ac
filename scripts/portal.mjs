// npm run portal -- <command>: the operator command line. Run as `exec node scripts/portal.mjs` (see start.mjs):
// a SIGINT/SIGTERM to npm reaches this process, which passes it to the command and exits with its exit code.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded({ web: false });
const child = spawn(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], {
  stdio: 'inherit',
});
// spawnSync would block this process's event loop: a signal would end it and leave the command running.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
