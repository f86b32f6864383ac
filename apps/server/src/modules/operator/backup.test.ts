// `portal backup` / `portal restore` of the embedded database: a copy taken while the app serves, restored into
// an empty DATA_DIR, holds every account, order, payment and sealed private key, and the same session still works.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { openDatabase } from '../../db/client.js';
import { privateKeys } from '../../db/schema/index.js';
import { createBuiltinCa } from '../../integrations/ca/builtin/index.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { testDatabaseKind } from '../../test/database.js';
import {
  createTestContext,
  signedInClient,
  TestClient,
  UNREACHABLE_DCV,
  type TestContext,
} from '../../test/harness.js';
import { creditFunds, payByBalance, placeOrder } from '../../test/purchase.js';
import { createDcvChecker } from '../validation/create-dcv-checker.js';
import { restoreBackup } from './backup.js';
import { createOperatorCommands } from './commands.js';

const SECRET = 'test-secret-key-that-is-long-enough-0123456789';

describe.runIf(testDatabaseKind === 'pglite')('backup and restore of the embedded database', () => {
  let ctx: TestContext;
  let work: string;
  beforeAll(async () => {
    ctx = await createTestContext();
    work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    // The generated secret key lives beside the database: the backup must carry it.
    writeFileSync(join(ctx.dataDir, 'secret.key'), `${SECRET}\n`, { mode: 0o600 });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('restores every order, payment and key into an empty DATA_DIR', async () => {
    const { client, email } = await signedInClient(ctx);
    const paidOrder = await placeOrder(client);
    const openOrder = await placeOrder(client, { domains: 'open.example.com' });
    await creditFunds(ctx, email, '100.00');
    expect((await payByBalance(client, paidOrder)).body.code).toBe(0);

    const commands = createOperatorCommands({
      db: ctx.handle.db,
      clock: ctx.clock,
      migrate: async () => {},
      dataDir: ctx.dataDir,
    });
    const file = join(work, 'portal.backup.tar');
    const said = await commands.backup!.run(['--out', file]);
    expect(said).toMatch(/backup written to .*portal\.backup\.tar/);
    expect(readFileSync(file).length).toBeGreaterThan(1000);

    // Meanwhile the source keeps changing: the copy is what was there when it was taken.
    await placeOrder(client, { domains: 'later.example.com' });

    const target = join(work, 'restored');
    expect(await restoreBackup(file, target)).toMatch(/restored the backup .* orders/);
    expect(readFileSync(join(target, 'secret.key'), 'utf8').trim()).toBe(SECRET);

    const restored = await openDatabase({ dataDir: target, role: 'restore test' });
    const app = await buildApp({
      db: restored.db,
      clock: ctx.clock,
      mailer: { send: async () => {}, close: async () => {} },
      secretKey: SECRET,
      publicUrl: 'http://portal.test',
      ca: createBuiltinCa({ dataDir: target, secretKey: SECRET, clock: ctx.clock }),
      dcvChecker: createDcvChecker(UNREACHABLE_DCV),
    });
    try {
      // The same browser session works on the restored portal.
      const same = new TestClient(app);
      for (const [name, value] of client.jar) same.jar.set(name, value);
      const list = await same.get<{ total: number; list: { id: number; paid: boolean }[] }>(
        '/api/orders?page=1&pageSize=10',
      );
      expect(list.body.code).toBe(0);
      expect(list.body.msg.list.map((o) => [o.id, o.paid]).sort()).toEqual(
        [
          [paidOrder, true],
          [openOrder, false],
        ].sort(),
      );
      const payments = await same.get<{ list: { id: number; status: unknown }[] }>(
        '/api/payments?page=1&pageSize=10',
      );
      expect(payments.body.code).toBe(0);
      expect(payments.body.msg.list.length).toBeGreaterThanOrEqual(2); // the credit and the order's payment
      // Every sealed private key opens with the restored secret.
      const keys = await restored.db.select({ sealed: privateKeys.sealed }).from(privateKeys);
      expect(keys.length).toBeGreaterThanOrEqual(2);
      const box = createPrivateKeyBox(SECRET);
      for (const key of keys) expect(box.open(key.sealed)).toContain('PRIVATE KEY');
    } finally {
      await app.close();
      await restored.close();
    }
  });

  it('refuses to restore over a database, and reads only its own files', async () => {
    const file = join(work, 'portal.backup.tar');
    await expect(restoreBackup(file, join(work, 'restored'))).rejects.toThrow(/holds a database already/);
    const junk = join(work, 'junk.tar');
    writeFileSync(junk, 'not a backup at all'.repeat(100));
    await expect(restoreBackup(junk, join(work, 'other'))).rejects.toThrow(/cannot read .* as a backup/);
    expect(existsSync(join(work, 'other', 'pg'))).toBe(false);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('backup with DATABASE_URL', () => {
  it("points at PostgreSQL's own tools", async () => {
    const ctx = await createTestContext();
    try {
      const commands = createOperatorCommands({
        db: ctx.handle.db,
        clock: ctx.clock,
        migrate: async () => {},
        dataDir: ctx.dataDir,
      });
      await expect(commands.backup!.run(['--out', join(ctx.dataDir, 'x.tar')])).rejects.toThrow(/pg_dump/);
    } finally {
      await ctx.close();
    }
  });
});
