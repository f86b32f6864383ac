// npm run test:e2e entry: compiles the suite (tsc -b e2e, incremental) and runs it.
// Prints `e2e: N passed, M failed` last and exits non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const built = spawnSync(process.execPath, [tsc, '-b', here], { stdio: 'inherit' });
if (built.status !== 0) {
  console.log('e2e: 0 passed, 1 failed (the suite does not compile: tsc -b e2e)');
  process.exit(1);
}
await import(pathToFileURL(`${here}/dist/main.js`).href);
