// npm start: build what is missing, then run the portal (migrations, seed and CA bootstrap happen in main).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildIfNeeded, root } from './build-if-needed.mjs';

buildIfNeeded();
// The portal's V8 flags (apps/server/node-flags.json: smaller young generation, see docs/decisions.md).
const { flags } = JSON.parse(readFileSync(join(root, 'apps/server/node-flags.json'), 'utf8'));
const child = spawn(process.execPath, [...flags, join(root, 'apps/server/dist/main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
