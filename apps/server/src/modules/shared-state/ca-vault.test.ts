// The built-in CA kept in the database: every process on one database issues under one root, created once even
// when processes start together, and a CA an earlier version kept in $DATA_DIR/ca moves in.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { CaError } from '../../integrations/ca/certificate-authority.js';
import { openFreshDatabase } from '../../test/database.js';
import { createCaVault } from './ca-vault.repository.js';

const SECRET = 'test-secret-key-that-is-long-enough-0123456789';
const clock = { now: () => new Date() };

describe('the built-in CA in the database', () => {
  let handle: DatabaseHandle;
  const dirs: string[] = [];
  const dataDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'portal-ca-vault-'));
    dirs.push(dir);
    return dir;
  };
  const processCa = (dir: string, onIgnoredCa?: (message: string) => void) =>
    createBuiltinCa({
      dataDir: dir,
      secretKey: SECRET,
      clock,
      vault: createCaVault(handle.db),
      ...(onIgnoredCa ? { onIgnoredCa } : {}),
    });

  beforeEach(async () => {
    handle = await openFreshDatabase();
  });
  afterEach(async () => {
    await handle.close();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('gives three processes started together one root', async () => {
    const roots = await Promise.all([dataDir(), dataDir(), dataDir()].map((dir) => processCa(dir).rootPem()));
    expect(new Set(roots).size).toBe(1);
    expect(await createCaVault(handle.db).read()).toMatchObject({ rootPem: roots[0] });
  });

  it('moves a CA kept in $DATA_DIR/ca into the database, and every other process then uses it', async () => {
    const oldDir = dataDir();
    const fileRoot = await createBuiltinCa({ dataDir: oldDir, secretKey: SECRET, clock }).rootPem();
    expect(await processCa(oldDir).rootPem()).toBe(fileRoot);
    expect(await processCa(dataDir()).rootPem()).toBe(fileRoot);
  });

  it('keeps the database CA when a data directory holds another one, and says so', async () => {
    const databaseRoot = await processCa(dataDir()).rootPem();
    const strayDir = dataDir();
    const strayRoot = await createBuiltinCa({ dataDir: strayDir, secretKey: SECRET, clock }).rootPem();
    const warnings: string[] = [];
    expect(await processCa(strayDir, (m) => warnings.push(m)).rootPem()).toBe(databaseRoot);
    expect(strayRoot).not.toBe(databaseRoot);
    expect(warnings.join('\n')).toContain('differs from the one in the database');
  });

  it('refuses to start with another SECRET_KEY instead of making a second root', async () => {
    await processCa(dataDir()).rootPem();
    const other = createBuiltinCa({
      dataDir: dataDir(),
      secretKey: 'another-secret-key-that-is-long-enough-0123',
      clock,
      vault: createCaVault(handle.db),
    });
    await expect(other.rootPem()).rejects.toBeInstanceOf(CaError);
    await expect(other.rootPem()).rejects.toThrow(/cannot be opened with this SECRET_KEY/);
  });
});
