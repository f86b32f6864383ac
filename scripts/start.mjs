// npm start: build what is missing, then run the portal (migrations, seed and CA bootstrap happen in main).
// package.json runs it as `exec node scripts/start.mjs`: npm runs a script through `sh -c`, and sh passes no signal
// on — a SIGTERM to npm ended npm and sh and left this script and the portal running. With exec, sh becomes this
// process, npm's forwarded SIGINT/SIGTERM arrive here and go on to the portal, and npm exits with its exit code.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

// PORTAL_SKIP_BUILD=1 runs what is built as it is (the test of this script; an install built beforehand).
if (process.env.PORTAL_SKIP_BUILD !== '1') buildIfNeeded();
// The portal's V8 flags (apps/server/node-flags.json: smaller young generation, see docs/decisions.md).
const { flags } = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const child = spawn(process.execPath, [...flags, join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
// The portal's exit code is npm's: 0 after a graceful stop, 1 when stopping took too long.
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
