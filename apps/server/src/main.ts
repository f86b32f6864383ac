// The portal process (`npm start`, the Docker image, e2e, bench): runs server.ts. A build (`npm run build:ts`,
// scripts/bundle-server.mjs) also leaves the server as one bundle (dist/bundle/server.js, with chunks loaded on
// first use): Node then reads a handful of files at start instead of ~1 800 modules (~1 s less on this machine,
// bench `startup`). The bundle runs only when it is at least as new as the last compile (tsconfig.tsbuildinfo), so a
// `tsc -b` without a new bundle runs the compiled modules, never an older bundle. PORTAL_BUNDLE=0 runs the modules.
import { stat } from 'node:fs/promises';

const bundle = new URL('./bundle/server.js', import.meta.url);
const lastCompile = new URL('../tsconfig.tsbuildinfo', import.meta.url);

const modifiedAt = (url: URL) =>
  stat(url).then(
    (info) => info.mtimeMs,
    () => undefined,
  );

async function entry(): Promise<string> {
  if (process.env.PORTAL_BUNDLE === '0') return './server.js';
  const [bundled, compiled] = await Promise.all([modifiedAt(bundle), modifiedAt(lastCompile)]);
  // No tsbuildinfo (the Docker image ships dist/ only): the build made both.
  return bundled !== undefined && (compiled === undefined || bundled >= compiled)
    ? bundle.href
    : './server.js';
}

await import(await entry());
