import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync, readdirSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CaStoreError, loadOrCreateCa } from './ca-store.js';

const SECRET = 'server secret for the CA store test';
const NOW = new Date('2026-11-22T10:00:00Z');
let dir: string;
let caDir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'portal-ca-store-'));
  caDir = join(dir, 'ca');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function opensslText(pem: string): string {
  const result = spawnSync('openssl', ['x509', '-noout', '-text'], { input: pem, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
}
const snapshot = () =>
  Object.fromEntries(readdirSync(caDir).map((name) => [name, readFileSync(join(caDir, name), 'utf8')]));

describe('loadOrCreateCa', () => {
  it('creates the root and the issuing CA once, owner-only, keys sealed', async () => {
    const ca = await loadOrCreateCa(caDir, SECRET, NOW);

    expect(readdirSync(caDir).sort()).toEqual([
      'issuing.key.sealed',
      'issuing.pem',
      'root.key.sealed',
      'root.pem',
    ]);
    expect(statSync(caDir).mode & 0o777).toBe(0o700);
    for (const name of readdirSync(caDir)) expect(statSync(join(caDir, name)).mode & 0o777).toBe(0o600);
    for (const name of ['root.key.sealed', 'issuing.key.sealed']) {
      expect(readFileSync(join(caDir, name), 'utf8')).toMatch(/^v1\.[A-Za-z0-9_-]+\n$/);
    }
    expect(readFileSync(join(caDir, 'root.pem'), 'utf8')).toBe(ca.rootPem);
    expect(readFileSync(join(caDir, 'issuing.pem'), 'utf8')).toBe(ca.issuingPem);

    const root = opensslText(ca.rootPem);
    expect(root).toContain('Subject: O = Certificate Portal, CN = Certificate Portal Root CA');
    expect(root).toContain('Issuer: O = Certificate Portal, CN = Certificate Portal Root CA');
    expect(root).toContain('NIST CURVE: P-384');
    expect(root).toMatch(/Basic Constraints: critical\s+CA:TRUE\n/);
    expect(root).toMatch(/Key Usage: critical\s+Certificate Sign, CRL Sign/);
    expect(ca.root.notAfter.getUTCFullYear()).toBe(2046);

    const issuing = opensslText(ca.issuingPem);
    expect(issuing).toContain('Subject: O = Certificate Portal, CN = Certificate Portal Issuing CA');
    expect(issuing).toContain('Issuer: O = Certificate Portal, CN = Certificate Portal Root CA');
    expect(issuing).toMatch(/Basic Constraints: critical\s+CA:TRUE, pathlen:0/);
    expect(ca.issuing.notAfter.getUTCFullYear()).toBe(2034);
    expect(ca.issuing.notBefore).toEqual(new Date(NOW.getTime() - 60_000));
  });

  it('loads the same CA later, with a key that still signs for it', async () => {
    const created = await loadOrCreateCa(caDir, SECRET, NOW);
    const files = snapshot();
    const loaded = await loadOrCreateCa(caDir, SECRET, new Date('2030-01-01T00:00:00Z'));

    expect(snapshot()).toEqual(files);
    expect(loaded.rootPem).toBe(created.rootPem);
    expect(loaded.issuingPem).toBe(created.issuingPem);
    const data = new TextEncoder().encode('proof');
    const algorithm = { name: 'ECDSA', hash: 'SHA-256' };
    const signature = await crypto.subtle.sign(algorithm, loaded.issuingKey, data);
    const publicKey = await created.issuing.publicKey.export();
    expect(await crypto.subtle.verify(algorithm, publicKey, signature, data)).toBe(true);
  });

  it('refuses another SECRET_KEY clearly and leaves the CA untouched', async () => {
    await loadOrCreateCa(caDir, SECRET, NOW);
    const files = snapshot();
    const failure = loadOrCreateCa(caDir, 'a different secret', NOW);
    await expect(failure).rejects.toThrow(CaStoreError);
    await expect(failure).rejects.toThrow(
      `the built-in CA keys in ${caDir} cannot be opened with this SECRET_KEY`,
    );
    expect(snapshot()).toEqual(files);
  });

  it('creates one CA when several callers start at once', async () => {
    const all = await Promise.all([1, 2, 3, 4].map(() => loadOrCreateCa(caDir, SECRET, NOW)));
    expect(new Set(all.map((ca) => ca.rootPem)).size).toBe(1);
    expect(all[0]!.rootPem).toBe(readFileSync(join(caDir, 'root.pem'), 'utf8'));
  });

  it('creates one CA when several processes start at once', async () => {
    const store = fileURLToPath(new URL('./ca-store.ts', import.meta.url));
    const script = [
      `const { loadOrCreateCa } = await import(${JSON.stringify(store)});`,
      `const ca = await loadOrCreateCa(${JSON.stringify(caDir)}, ${JSON.stringify(SECRET)}, new Date());`,
      `process.stdout.write(ca.rootPem);`,
    ].join('\n');
    const run = () =>
      new Promise<string>((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let out = '';
        let err = '';
        child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
        child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        child.on('error', reject);
        child.on('close', (code) => (code === 0 ? resolve(out) : reject(new Error(`exit ${code}: ${err}`))));
      });
    const roots = await Promise.all([run(), run(), run()]);
    expect(new Set(roots).size).toBe(1);
    expect(roots[0]).toBe(readFileSync(join(caDir, 'root.pem'), 'utf8'));
  });

  it('waits while a live process holds the lock, then creates the CA', async () => {
    await loadOrCreateCa(caDir, SECRET, NOW);
    unlinkSync(join(caDir, 'root.pem'));
    const lock = join(caDir, '.create.lock');
    writeFileSync(lock, JSON.stringify({ pid: process.pid, host: hostname(), token: 'other' }));
    let settled = false;
    const loading = loadOrCreateCa(caDir, SECRET, NOW).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(settled).toBe(false);
    unlinkSync(lock);
    expect((await loading).rootPem).toBe(readFileSync(join(caDir, 'root.pem'), 'utf8'));
  });

  it('takes over the lock of a creator that died, and replaces its unfinished files', async () => {
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await loadOrCreateCa(caDir, SECRET, NOW); // makes the directory; then simulate a crash mid-creation
    unlinkSync(join(caDir, 'root.pem'));
    writeFileSync(join(caDir, '.create.lock'), JSON.stringify({ pid: dead, host: hostname(), token: 'x' }));
    writeFileSync(join(caDir, '.issuing.pem.1.abcd.tmp'), 'half a file');
    const staleIssuing = readFileSync(join(caDir, 'issuing.pem'), 'utf8');

    const ca = await loadOrCreateCa(caDir, SECRET, NOW);
    expect(ca.issuingPem).not.toBe(staleIssuing);
    expect(readdirSync(caDir).sort()).toEqual([
      'issuing.key.sealed',
      'issuing.pem',
      'root.key.sealed',
      'root.pem',
    ]);
  });

  it('says which file is missing from an incomplete CA instead of making a new one', async () => {
    await loadOrCreateCa(caDir, SECRET, NOW);
    unlinkSync(join(caDir, 'issuing.pem'));
    await expect(loadOrCreateCa(caDir, SECRET, NOW)).rejects.toThrow(/incomplete: issuing\.pem is missing/);
  });

  it('notices a key file swapped in from another CA', async () => {
    const otherDir = join(dir, 'other');
    await loadOrCreateCa(otherDir, SECRET, NOW);
    await loadOrCreateCa(caDir, SECRET, NOW);
    writeFileSync(join(caDir, 'issuing.key.sealed'), readFileSync(join(otherDir, 'issuing.key.sealed')));
    await expect(loadOrCreateCa(caDir, SECRET, NOW)).rejects.toThrow(/does not match its certificate/);
  });
});
