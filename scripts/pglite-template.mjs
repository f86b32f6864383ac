// Part of `npm run build:ts`: a migrated and seeded embedded database as a tarball (apps/server/dist/
// pglite-template.tgz), so a portal started on an empty DATA_DIR loads it instead of running PGlite's initdb
// (~5 s, and a WebAssembly heap that grows to ~850 MB and never shrinks). Schema and catalogue only: no account,
// no secret, no CA. pg-boss's schema, the portal's job queues and their schedules too (jobs/boss.ts
// prepareJobQueues): made at start they take ~3 s of the embedded database's thread on a fresh data directory.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './build-if-needed.mjs';

const dist = join(root, 'apps/server/dist');
const load = (path) => import(pathToFileURL(join(dist, path)).href);
const { openDatabase } = await load('db/client.js');
const { runMigrations } = await load('db/migrate.js');
const { seedDatabase } = await load('db/seed/seed.js');
const { pgliteTemplatePath } = await load('db/pglite-options.js');
const { prepareJobQueues } = await load('jobs/boss.js');
const { PORTAL_MODULES } = await load('app.js');

const started = Date.now();
const handle = await openDatabase({ inMemory: true });
await runMigrations(handle);
await seedDatabase(handle.db);
// The job definitions only name a service they call later: none is needed to read their names and crons.
await prepareJobQueues(
  handle.db,
  PORTAL_MODULES.flatMap((portalModule) => portalModule.jobs?.({}) ?? []),
);
// A checkpoint first: the copy is of a running database, which a portal opening it recovers from its last
// checkpoint on (replaying all the WAL of the migrations took ~1 s of CPU at every first start).
await handle.db.$client.exec('CHECKPOINT');
const dump = await handle.db.$client.dumpDataDir('gzip');
await handle.close();
const file = pgliteTemplatePath();
writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
console.log(`[portal] embedded database template ${file} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
