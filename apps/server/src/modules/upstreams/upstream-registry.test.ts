import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config/config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { seedDatabase } from '../../db/seed/seed.js';
import { createAcmeAccountKey } from '../../integrations/ca/acme/index.js';
import { createCaDirectory } from '../../integrations/ca/ca-directory.js';
import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { ManualClock } from '../../lib/clock.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { openFreshDatabase } from '../../test/database.js';
import { createSharedCaches } from '../shared-state/shared-caches.js';
import { storeEnvAcmeUpstream } from './env-upstream.js';
import type { UpstreamFactory } from './upstream-factories.js';
import { createUpstreamRegistry } from './upstream-registry.js';
import { openUpstreamSecrets } from './upstream-secrets.js';
import { createUpstreamsRepository } from './upstreams.repository.js';
import { createUpstreamsService } from './upstreams.service.js';

const SECRET = 'test-secret-key-that-is-long-enough-0123456789';
let handle: DatabaseHandle;
let dataDir: string;
const clock = new ManualClock(new Date('2026-11-28T10:00:00Z'));

beforeAll(async () => {
  handle = await openFreshDatabase();
  await seedDatabase(handle.db);
  dataDir = mkdtempSync(join(tmpdir(), 'upstream-registry-'));
}, 60_000);
afterAll(async () => {
  await handle?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** A portal process: its own shared-cache poller, registry, directory and service on the one database. */
function portalProcess(built: string[]) {
  const fake: UpstreamFactory = (upstream) => {
    built.push(upstream.name);
    return Promise.resolve<CertificateAuthority>({
      name: upstream.name,
      validatesNames: true,
      submit: () => Promise.resolve({ status: 'pending', caOrderId: `${upstream.name}-1`, instructions: [] }),
      recheck: () => Promise.reject(new Error('not used')),
      revoke: () => Promise.resolve(),
      rootPem: () => Promise.resolve(null),
    });
  };
  const sharedCaches = createSharedCaches(handle.db);
  const deps = { db: handle.db, secretKey: SECRET, clock };
  const registry = createUpstreamRegistry(deps, { sharedCaches, factories: { acme: fake } });
  const builtin: CertificateAuthority = {
    name: 'builtin',
    validatesNames: false,
    submit: () => Promise.reject(new Error('not used')),
    recheck: () => Promise.reject(new Error('not used')),
    revoke: () => Promise.resolve(),
    rootPem: () => Promise.resolve(null),
  };
  const cas = createCaDirectory(builtin, {}, { builtin, routing: registry });
  const service = createUpstreamsService(deps, { sharedCaches, registry });
  return { sharedCaches, registry, cas, service };
}

describe('the ACME_* shorthand as the stored upstream `acme`', () => {
  it('moves the account key of $DATA_DIR in, keeps it, follows the environment, and owns the name', async () => {
    const legacyKey = await createAcmeAccountKey();
    writeFileSync(join(dataDir, 'acme-account.key.sealed'), createPrivateKeyBox(SECRET).seal(legacyKey));
    const env = (directory: string) =>
      loadConfig({
        CA_PROVIDER: 'acme',
        ACME_DIRECTORY_URL: directory,
        ACME_EAB_KID: 'kid-1',
        ACME_EAB_HMAC_KEY: 'hmac-secret-1',
        DATA_DIR: dataDir,
      });
    const deps = { db: handle.db, secretKey: SECRET, clock };
    expect(await storeEnvAcmeUpstream(deps, env('https://acme.example/dir'))).toBe(legacyKey);
    // Another process (its own DATA_DIR, no file) is the same account.
    const elsewhere = { ...env('https://acme.example/dir'), dataDir: join(dataDir, 'other') };
    expect(await storeEnvAcmeUpstream(deps, elsewhere)).toBe(legacyKey);
    expect(await storeEnvAcmeUpstream(deps, env('https://acme2.example/dir'))).toBe(legacyKey);

    const row = await createUpstreamsRepository(handle.db).find('acme');
    expect(row).toMatchObject({
      type: 'acme',
      fromEnv: true,
      settings: { directoryUrl: 'https://acme2.example/dir' },
    });
    expect(openUpstreamSecrets(SECRET, row!.secretsSealed).eab).toEqual({
      kid: 'kid-1',
      hmacKey: 'hmac-secret-1',
    });
    expect(row!.secretsSealed).not.toContain('hmac-secret-1');
    expect(await storeEnvAcmeUpstream(deps, loadConfig({ DATA_DIR: dataDir }))).toBeUndefined();

    const { service } = portalProcess([]);
    await expect(
      service.set({ name: 'acme', type: 'acme', directoryUrl: 'https://other.example/dir' }),
    ).rejects.toMatchObject({ messageKey: 'errors.upstream.fromEnv' });
    const listed = (await service.list()).find((u) => u.name === 'acme');
    expect(listed).toMatchObject({ fromEnv: true, eab: true, directoryUrl: 'https://acme2.example/dir' });
    expect(JSON.stringify(await service.list())).not.toContain('hmac-secret-1');
  });
});

describe('the CA registry across processes', () => {
  it('sees another process’s routes within a poll, builds clients lazily, and again after a change', async () => {
    const builtOne: string[] = [];
    const builtTwo: string[] = [];
    const one = portalProcess(builtOne);
    const two = portalProcess(builtTwo);
    await Promise.all([one.registry.refresh(), two.registry.refresh(), two.sharedCaches.poll()]);

    await one.service.set({ name: 'sectigo', type: 'acme', directoryUrl: 'https://sectigo.example/dir' });
    await one.service.route({ brand: 'Sectigo', upstream: 'sectigo' });
    // The writing process reads its change at once; the other at its next poll (every 500 ms when started).
    expect(one.cas.forOrder({ brand: 'Sectigo', shortName: 'SectigoDV', caName: null }).name).toBe('sectigo');
    expect(two.cas.forOrder({ brand: 'Sectigo', caName: null }).name).toBe('builtin');
    await two.sharedCaches.poll();
    await vi.waitFor(() => expect(two.cas.forOrder({ brand: 'Sectigo', caName: null }).name).toBe('sectigo'));

    // Nothing is built until the upstream is asked.
    const ca = two.cas.forOrder({ brand: 'Sectigo', caName: null });
    expect(builtTwo).toEqual([]);
    await ca.submit({} as never);
    await ca.submit({} as never);
    expect(builtTwo).toEqual(['sectigo']);
    // Unchanged: the same client; changed: a new one on next use.
    await two.registry.refresh();
    expect(two.cas.forOrder({ brand: 'Sectigo', caName: null })).toBe(ca);
    clock.advance(1000);
    await one.service.set({ name: 'sectigo', type: 'acme', directoryUrl: 'https://sectigo2.example/dir' });
    await two.registry.refresh();
    const rebuilt = two.cas.forOrder({ brand: 'Sectigo', caName: null });
    expect(rebuilt).not.toBe(ca);
    await rebuilt.submit({} as never);
    expect(builtTwo).toEqual(['sectigo', 'sectigo']);

    // An order submitted to an upstream this process has not read yet still goes there (read at first call).
    await one.service.set({ name: 'fresh-one', type: 'acme', directoryUrl: 'https://fresh.example/dir' });
    const kept = two.cas.forOrder({ brand: 'Sectigo', caName: 'fresh-one' });
    expect(kept).toMatchObject({ name: 'fresh-one', validatesNames: true });
    expect(await kept.submit({} as never)).toMatchObject({ caOrderId: 'fresh-one-1' });
  });
});
