// Benchmark: the time from "validation passed" to "certificate stored" (GET /api/order/authz/{id} once the TXT
// record is published: DNS TXT + CAA look-ups, issuance on the built-in CA, the certificate stored), and the
// PFX + JKS build time of one issued certificate, each against one signature with the issuing CA's algorithm
// (WebCrypto, same process, same run).
import { execFileSync } from 'node:child_process';
import { webcrypto, X509Certificate } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { jksKeystore, pkcs12Bundle } from '@portal/server/dist/lib/pki/bundles/index.js';
import { pkcs12Kdf } from '@portal/server/dist/lib/pki/bundles/pkcs12/pkcs12-kdf.js';
import { MODERN_ITERATIONS } from '@portal/server/dist/lib/pki/bundles/pkcs12/modern-protection.js';
import { createOperatorCommands } from '@portal/server/dist/modules/operator/commands.js';
import { runMigrations } from '@portal/server/dist/db/migrate.js';
import { startBenchApp, type BenchApp } from './lib/app.js';
import { BenchClient, benchEmail } from './lib/client.js';
import { startDnsServer, type DnsServer } from '@portal/test-doubles/dns-server';
import { numberFromEnv, tempDir } from './lib/env.js';
import { median } from './lib/load.js';
import { payByBalance, placeOrder } from './lib/orders.js';
import { fixed, type BenchResult } from './lib/result.js';

const NAME = 'issuance';
/** Issued before the measured ones: the first issuance loads the CA from DATA_DIR (and creates it). */
const WARMUP_ORDERS = 2;
const BUNDLE_PASSWORD = 'bench-pfx-password';
const SIGNED_BYTES = 1024;
/** Signed before each timed batch of the reference, untimed. */
const UNTIMED_SIGNATURES = 5;

type KeyAlgorithm = 'ECDSAP256' | 'RSA2048';

export interface IssuanceOptions {
  log: (text: string) => void;
}

interface AuthInfoItem {
  domain: string;
  authPath: string;
  authValue: string;
}

/** A signature algorithm for the reference: key generation and sign parameters for WebCrypto. */
interface SignatureKind {
  label: string;
  generate: webcrypto.EcKeyGenParams | webcrypto.RsaHashedKeyGenParams;
  sign: webcrypto.EcdsaParams | webcrypto.AlgorithmIdentifier;
}

const P256: SignatureKind = {
  label: 'P-256 signature',
  generate: { name: 'ECDSA', namedCurve: 'P-256' },
  sign: { name: 'ECDSA', hash: 'SHA-256' },
};
const P384: SignatureKind = {
  label: 'P-384 signature',
  generate: { name: 'ECDSA', namedCurve: 'P-384' },
  sign: { name: 'ECDSA', hash: 'SHA-384' },
};
const RSA2048: SignatureKind = {
  label: 'RSA-2048 signature',
  generate: {
    name: 'RSASSA-PKCS1-v1_5',
    modulusLength: 2048,
    publicExponent: new Uint8Array([1, 0, 1]),
    hash: 'SHA-256',
  },
  sign: { name: 'RSASSA-PKCS1-v1_5' },
};

/** The signature the issuing CA makes for every leaf (its key's algorithm; SHA-384 on P-384, as issue.ts). */
function signatureOf(certificate: X509Certificate): SignatureKind {
  const key = certificate.publicKey;
  if (key.asymmetricKeyType === 'rsa') return RSA2048;
  return key.asymmetricKeyDetails?.namedCurve === 'secp384r1' ? P384 : P256;
}

/**
 * One signature over a 1 KB buffer, timed in batches that the caller interleaves with the measured work, so the
 * reference sees the same machine load (the machines are small and shared).
 */
interface SignatureClock {
  kind: SignatureKind;
  perBatch: number;
  /** Signs `perBatch` times and keeps the time per signature. */
  batch(): Promise<void>;
  /** Median µs per signature over the batches so far. */
  micros(): number;
  batches(): number;
}

async function signatureClock(kind: SignatureKind, perBatch: number): Promise<SignatureClock> {
  const { subtle } = webcrypto;
  const keys = (await subtle.generateKey(kind.generate, false, [
    'sign',
    'verify',
  ])) as webcrypto.CryptoKeyPair;
  const data = webcrypto.getRandomValues(new Uint8Array(SIGNED_BYTES));
  const sign = async (count: number) => {
    for (let i = 0; i < count; i += 1) await subtle.sign(kind.sign, keys.privateKey, data);
  };
  await sign(perBatch); // warm-up
  const perSignature: number[] = [];
  return {
    kind,
    perBatch,
    async batch() {
      await sign(UNTIMED_SIGNATURES); // the thread pool wakes up after the measured work
      const started = performance.now();
      await sign(perBatch);
      perSignature.push(((performance.now() - started) * 1000) / perBatch);
    },
    micros: () => median(perSignature),
    batches: () => perSignature.length,
  };
}

/** Nearest-rank percentile (p in 0..100). */
function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Median ms of `count` runs of fn (after one untimed run): the parts of a PFX build. */
async function timeMedian(count: number, fn: () => unknown): Promise<{ median: number; samples: number[] }> {
  await fn();
  const samples: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    await fn();
    samples.push(performance.now() - started);
  }
  return { median: median(samples), samples };
}

function tool(command: string, args: string[]): { ok: boolean; output: string } {
  try {
    return {
      ok: true,
      output: execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }),
    };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` || failed.message };
  }
}

const ms = (value: number) => (value >= 10 ? value.toFixed(0) : value.toFixed(1));
const times = (value: number) => `${value >= 100 ? value.toFixed(0) : value.toFixed(1)}×`;

export interface IssuanceBench {
  /** The measured issuances: authz per order, against the issuing CA's signature. */
  issuance(): Promise<BenchResult>;
  /** PFX (modern) and JKS builds of one issued certificate with its key, against the same signature. */
  bundles(): Promise<BenchResult>;
  close(): Promise<void>;
}

/**
 * Setup through the HTTP API of the app (PGlite, seeded, its DCV checker pointed at a local DNS server): one
 * account places warm-up + N RapidDV orders (online key, DNS validation), gets funds from the operator command,
 * pays them in one balance payment and commits each; every TXT value is published. The warm-up orders are
 * issued here.
 */
export async function startIssuanceBench(options: IssuanceOptions): Promise<IssuanceBench> {
  const orders = Math.round(numberFromEnv('BENCH_ISSUANCE_ORDERS', 30));
  const builds = Math.round(numberFromEnv('BENCH_BUNDLE_BUILDS', 20));
  const keyAlgorithm = (process.env.BENCH_ISSUANCE_KEY ?? 'ECDSAP256') as KeyAlgorithm;
  if (keyAlgorithm !== 'ECDSAP256' && keyAlgorithm !== 'RSA2048')
    throw new Error(`BENCH_ISSUANCE_KEY must be ECDSAP256 or RSA2048, got "${String(keyAlgorithm)}"`);

  let dns: DnsServer | undefined;
  let portal: BenchApp | undefined;
  const dir = tempDir('issuance');
  const close = async () => {
    await portal?.close();
    await dns?.close().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const setupStarted = performance.now();
    dns = await startDnsServer();
    portal = await startBenchApp({ kind: 'pglite', seed: true, dnsServers: [dns.address] });
    const client = new BenchClient(portal.url);
    const email = await client.signUp(benchEmail('bench-issue'));
    const ids: number[] = [];
    const tag = `${process.pid}-${Date.now().toString(36)}`;
    for (let i = 0; i < WARMUP_ORDERS + orders; i += 1)
      ids.push(await placeOrder(client, `site${i}-${tag}.example.com`, keyAlgorithm));
    const operator = createOperatorCommands({
      db: portal.handle.db,
      clock: portal.clock,
      migrate: () => runMigrations(portal!.handle),
    });
    await operator['funds:credit']!.run(['--email', email, '--amount', '10000.00', '--note', 'bench']);
    await payByBalance(client, ids);
    for (const id of ids) {
      await client.ok('GET', `/api/order/commit?id=${id}`);
      for (const item of await client.ok<AuthInfoItem[]>('GET', `/api/order/authInfo/${id}`))
        dns.setRecords(item.authPath, { txt: [[item.authValue]] });
    }

    const authz = async (id: number) => {
      const started = performance.now();
      const answer = await client.call('GET', `/api/order/authz/${id}`);
      const elapsed = performance.now() - started;
      const body = JSON.parse(answer.text) as { code: number; msg: { status?: number } | string };
      const issued =
        answer.status === 200 && body.code === 0 && (body.msg as { status?: number }).status === 3;
      return { elapsed, issued, answer: answer.text.slice(0, 200) };
    };
    for (const id of ids.slice(0, WARMUP_ORDERS)) {
      const warm = await authz(id);
      if (!warm.issued) throw new Error(`warm-up order ${id} was not issued: ${warm.answer}`);
    }
    const measured = ids.slice(WARMUP_ORDERS);
    options.log(
      `${NAME}: set up ${WARMUP_ORDERS} + ${orders} paid, submitted RapidDV orders (${keyAlgorithm} keys, ` +
        `TXT published in the local DNS server), ${WARMUP_ORDERS} issued as warm-up, in ` +
        `${((performance.now() - setupStarted) / 1000).toFixed(1)} s`,
    );

    // The issuing CA's certificate (from the first warm-up chain) tells which signature it makes.
    const first = await client.ok<{ cert: string; key: string; sha1: string }>(
      'GET',
      `/api/order/cert/${ids[0]}`,
    );
    const [leafPem, ...chainPems] = first.cert
      .split(/(?=-----BEGIN CERTIFICATE-----)/)
      .filter((block) => block.includes('CERTIFICATE'));
    if (!leafPem || chainPems.length === 0 || !first.key.includes('PRIVATE KEY'))
      throw new Error('order/cert did not answer a leaf, a chain and a private key');
    const caSignature = signatureOf(new X509Certificate(chainPems[0]!));
    const leafIsRsa = new X509Certificate(leafPem).publicKey.asymmetricKeyType === 'rsa';

    return {
      async issuance() {
        const samples: number[] = [];
        const failures: string[] = [];
        const clock = await signatureClock(caSignature, 25);
        for (const id of measured) {
          const result = await authz(id);
          if (result.issued) samples.push(result.elapsed);
          else failures.push(`order ${id}: ${result.answer}`);
          await clock.batch();
        }
        // Stored: every issued order answers its certificate.
        const sha1s = new Set<string>();
        for (const id of measured) {
          const cert = await client.call('GET', `/api/order/cert/${id}`);
          const sha1 = (JSON.parse(cert.text) as { msg?: { sha1?: string } }).msg?.sha1;
          if (sha1) sha1s.add(sha1);
        }
        if (sha1s.size !== measured.length)
          failures.push(`${measured.length - sha1s.size} orders have no stored certificate`);
        const signature = clock.micros();
        const value = median(samples);
        const p95 = percentile(samples, 95);
        const ratio = (value * 1000) / signature;
        options.log(
          `  ${samples.length} issuances: min ${ms(Math.min(...samples))} ms, median ${ms(value)} ms, ` +
            `p95 ${ms(p95)} ms, max ${ms(Math.max(...samples))} ms; ${caSignature.label} ` +
            `${signature.toFixed(0)} µs (median of ${clock.batches()} batches of ${clock.perBatch} WebCrypto ` +
            `signatures of ${SIGNED_BYTES} bytes, one batch after each issuance)`,
        );
        const status = failures.length === 0 ? 'PASS' : 'FAIL';
        const measuredLine =
          `${NAME}: validation passed → certificate stored median ${ms(value)} ms (p95 ${ms(p95)} ms) = ` +
          `${times(ratio)} a ${caSignature.label} (${signature.toFixed(0)} µs), ${measured.length} orders`;
        return {
          name: NAME,
          status,
          checkFailures: failures,
          value,
          reference: signature / 1000,
          ratio,
          unit: 'ms',
          target: 'none (every order issued and stored)',
          line: status === 'PASS' ? `${measuredLine} PASS` : `${measuredLine} FAIL: ${failures.join('; ')}`,
          details: { orders: measured.length, keyAlgorithm, p95, samples, signatureMicros: signature },
        };
      },

      async bundles() {
        const name = `${NAME}/bundles`;
        const input = {
          certificatePem: leafPem,
          chainPem: chainPems.join(''),
          privateKeyPem: first.key,
          password: BUNDLE_PASSWORD,
        };
        // Each PFX build, then 10 JKS builds, then a batch of each reference signature; after one of each untimed.
        const clock = await signatureClock(caSignature, 25);
        const rsaClock = leafIsRsa && caSignature !== RSA2048 ? await signatureClock(RSA2048, 5) : undefined;
        const pfxSamples: number[] = [];
        const jksSamples: number[] = [];
        await pkcs12Bundle({ ...input, compatibility: 'modern' });
        jksKeystore(input);
        for (let round = 0; round < builds; round += 1) {
          let started = performance.now();
          await pkcs12Bundle({ ...input, compatibility: 'modern' });
          pfxSamples.push(performance.now() - started);
          for (let i = 0; i < 10; i += 1) {
            started = performance.now();
            jksKeystore(input);
            jksSamples.push(performance.now() - started);
          }
          await clock.batch();
          await rsaClock?.batch();
        }
        const pfx = { median: median(pfxSamples) };
        const jks = { median: median(jksSamples) };
        // Where PKCS#12 time goes: its two PBKDF2 runs (key bag, certificate safe) and the MAC's PKCS#12 KDF.
        const salt = webcrypto.getRandomValues(new Uint8Array(16));
        const passwordKey = await webcrypto.subtle.importKey(
          'raw',
          new TextEncoder().encode(BUNDLE_PASSWORD),
          'PBKDF2',
          false,
          ['deriveBits'],
        );
        const pbkdf2 = await timeMedian(builds, () =>
          webcrypto.subtle.deriveBits(
            { name: 'PBKDF2', hash: 'SHA-256', salt, iterations: MODERN_ITERATIONS },
            passwordKey,
            256,
          ),
        );
        const macKdf = await timeMedian(builds, () =>
          pkcs12Kdf({
            hash: 'sha256',
            password: BUNDLE_PASSWORD,
            salt,
            iterations: MODERN_ITERATIONS,
            purpose: 'mac',
            length: 32,
          }),
        );
        const signature = clock.micros();
        const rsa = rsaClock?.micros();

        // Every bundle must open with the real tools.
        const problems: string[] = [];
        const pfxFile = join(dir, 'bench.pfx');
        const jksFile = join(dir, 'bench.jks');
        writeFileSync(pfxFile, await pkcs12Bundle({ ...input, compatibility: 'modern' }));
        writeFileSync(jksFile, jksKeystore(input));
        const openssl = tool('openssl', [
          'pkcs12',
          '-info',
          '-noout',
          '-in',
          pfxFile,
          '-passin',
          `pass:${BUNDLE_PASSWORD}`,
        ]);
        if (!openssl.ok) problems.push(`openssl pkcs12 -info refused the PFX: ${openssl.output.trim()}`);
        const keytool = tool('keytool', ['-list', '-keystore', jksFile, '-storepass', BUNDLE_PASSWORD]);
        if (!keytool.ok || !keytool.output.includes('PrivateKeyEntry'))
          problems.push(`keytool -list did not list a PrivateKeyEntry in the JKS: ${keytool.output.trim()}`);

        const micros = (value: number) => (value * 1000) / signature;
        const rsaPart = (value: number) =>
          rsa ? `, ${times((value * 1000) / rsa)} an RSA-2048 signature` : '';
        options.log(
          `  PFX: PBKDF2-HMAC-SHA-256 ${MODERN_ITERATIONS} iterations ${ms(pbkdf2.median)} ms (x2: key bag, ` +
            `certificate safe) + PKCS#12 MAC KDF ${MODERN_ITERATIONS} iterations ${ms(macKdf.median)} ms = ` +
            `${ms(2 * pbkdf2.median + macKdf.median)} ms of ${ms(pfx.median)} ms` +
            (rsa ? `; RSA-2048 signature ${rsa.toFixed(0)} µs` : ''),
        );
        options.log(
          `  checked: openssl pkcs12 -info ${openssl.ok ? 'ok' : 'FAILED'}, keytool -list JKS ` +
            `${keytool.ok && keytool.output.includes('PrivateKeyEntry') ? 'PrivateKeyEntry' : 'FAILED'}`,
        );
        const status = problems.length === 0 ? 'PASS' : 'FAIL';
        const measuredLine =
          `${name}: PFX (modern, ${MODERN_ITERATIONS} iterations) median ${ms(pfx.median)} ms = ` +
          `${times(micros(pfx.median))} a ${caSignature.label}${rsaPart(pfx.median)}; JKS median ` +
          `${ms(jks.median)} ms = ${times(micros(jks.median))}${rsaPart(jks.median)} (${caSignature.label} ` +
          `${signature.toFixed(0)} µs, ${keyAlgorithm} key)`;
        return {
          name,
          status,
          checkFailures: problems,
          value: pfx.median,
          reference: signature / 1000,
          ratio: micros(pfx.median),
          unit: 'ms',
          target: 'none (every bundle opens with openssl / keytool)',
          line: status === 'PASS' ? `${measuredLine} PASS` : `${measuredLine} FAIL: ${problems.join('; ')}`,
          details: {
            keyAlgorithm,
            pfxMs: pfx.median,
            jksMs: jks.median,
            pbkdf2Ms: pbkdf2.median,
            macKdfMs: macKdf.median,
            signatureMicros: signature,
            rsaSignatureMicros: rsa,
            ratios: { pfx: fixed(micros(pfx.median)), jks: fixed(micros(jks.median)) },
          },
        };
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
