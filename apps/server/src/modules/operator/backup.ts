// `portal backup` / `portal restore` for the embedded database: one tar file with the PGlite data directory (as
// PGlite dumps it between two statements: a consistent copy while the portal runs) and the files of $DATA_DIR
// the data needs (the generated secret key that seals private keys, the ACME account key). With DATABASE_URL,
// PostgreSQL's own tools do this (docs/deploy.md).
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Database } from '../../db/client.js';
import { readTar, writeTar } from '../../lib/tar.js';
import { OperatorError } from './args.js';
import { countBackedUpRows } from './backup.repository.js';

const FORMAT = 'cert-portal-backup';
const DATABASE_ENTRY = 'pgdata.tar.gz';
const MANIFEST_ENTRY = 'manifest.json';
/** The files of $DATA_DIR that belong with the database (the outbox, lock and socket do not). */
const DATA_FILES = ['secret.key', 'acme-account.key.sealed'];

interface Manifest {
  format: typeof FORMAT;
  version: 1;
  createdAt: string;
  counts: Record<string, number>;
  files: string[];
}

const describeCounts = (c: Record<string, number>) =>
  Object.entries(c)
    .map(([name, n]) => `${n} ${name}`)
    .join(', ');

/** Writes the backup to `outFile` (0600: it holds the secret key); answers what it holds. */
export async function createBackup(
  db: Database,
  dataDir: string,
  outFile: string,
  now: Date,
): Promise<string> {
  const client: unknown = (db as unknown as { $client: unknown }).$client;
  if (!(client instanceof PGlite))
    throw new OperatorError(
      'backup copies the embedded database; with DATABASE_URL use pg_dump or your PostgreSQL service (docs/deploy.md)',
    );
  // PGlite runs one statement at a time: the dump is taken between two, so it is consistent.
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  const found = await countBackedUpRows(db);
  const files = DATA_FILES.filter((name) => existsSync(join(dataDir, name)));
  const manifest: Manifest = {
    format: FORMAT,
    version: 1,
    createdAt: now.toISOString(),
    counts: found,
    files,
  };
  const archive = writeTar(
    [
      { name: MANIFEST_ENTRY, data: Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`) },
      { name: DATABASE_ENTRY, data: dump },
      ...files.map((name) => ({ name, data: readFileSync(join(dataDir, name)) })),
    ],
    now,
  );
  mkdirSync(dirname(outFile), { recursive: true });
  writeFileSync(`${outFile}.tmp`, archive, { mode: 0o600 });
  renameSync(`${outFile}.tmp`, outFile);
  return `backup written to ${outFile} (${(archive.length / 1024 / 1024).toFixed(1)} MB): ${describeCounts(found)}`;
}

/**
 * Restores a backup into `dataDir`, which must hold no database yet (and no running portal: the caller holds
 * the data directory's lock). Answers what was restored.
 */
export async function restoreBackup(inFile: string, dataDir: string): Promise<string> {
  let entries: Map<string, Buffer>;
  try {
    entries = readTar(readFileSync(inFile));
  } catch (error) {
    throw new OperatorError(`--in: cannot read ${inFile} as a backup (${(error as Error).message})`);
  }
  const manifestText = entries.get(MANIFEST_ENTRY);
  const dump = entries.get(DATABASE_ENTRY);
  let manifest: Manifest | undefined;
  try {
    manifest = manifestText ? (JSON.parse(manifestText.toString('utf8')) as Manifest) : undefined;
  } catch {
    manifest = undefined;
  }
  if (!manifest || manifest.format !== FORMAT || !dump)
    throw new OperatorError(`--in: ${inFile} is not a portal backup (no manifest or database)`);
  const pgDir = join(dataDir, 'pg');
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0)
    throw new OperatorError(`${dataDir} holds a database already: restore into an empty DATA_DIR`);
  for (const name of manifest.files) {
    if (existsSync(join(dataDir, name)))
      throw new OperatorError(`${join(dataDir, name)} exists already: restore into an empty DATA_DIR`);
  }
  mkdirSync(pgDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create(pgDir, { loadDataDir: new Blob([dump]) });
  await client.close();
  for (const name of manifest.files) {
    const data = entries.get(name);
    if (data) writeFileSync(join(dataDir, name), data, { mode: 0o600 });
  }
  return `restored the backup of ${manifest.createdAt} into ${dataDir}: ${describeCounts(manifest.counts)}`;
}
