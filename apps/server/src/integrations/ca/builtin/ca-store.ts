import { createPrivateKey, createPublicKey, type webcrypto } from 'node:crypto';
import { access, chmod, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import { createPrivateKeyBox, type PrivateKeyBox } from '../../../lib/pki/private-key-box.js';
import { syncDirectory, writeFileAtomic } from './atomic-file.js';
import { createCaCertificates } from './ca-certificates.js';
import { tryAcquireCreationLock } from './creation-lock.js';

/** The loaded built-in CA: what issuing a certificate needs. */
export interface CaMaterial {
  rootPem: string;
  issuingPem: string;
  root: x509.X509Certificate;
  issuing: x509.X509Certificate;
  /** The issuing CA's private key: WebCrypto, sign only, not extractable. */
  issuingKey: webcrypto.CryptoKey;
}

/** The CA as it is stored: certificates in PEM, private keys sealed under SECRET_KEY. */
export interface SealedCa {
  rootPem: string;
  issuingPem: string;
  rootKeySealed: string;
  issuingKeySealed: string;
}

/**
 * Where several processes keep one CA (the database under DATABASE_URL): `storeOnce` keeps the first CA stored
 * and answers it, so concurrent starters agree on one root.
 */
export interface CaVault {
  read(): Promise<SealedCa | undefined>;
  storeOnce(ca: SealedCa): Promise<SealedCa>;
}

/** The CA directory cannot be used as it is; the message says why and what to do. */
export class CaStoreError extends Error {
  constructor(message: string, options?: { cause: unknown }) {
    super(message, options);
    this.name = 'CaStoreError';
  }
}

const ROOT_PEM = 'root.pem';
const ISSUING_PEM = 'issuing.pem';
const ROOT_KEY = 'root.key.sealed';
const ISSUING_KEY = 'issuing.key.sealed';
const LOCK = '.create.lock';
/** Creating the CA takes milliseconds; waiting this long means the other process is stuck. */
const WAIT_FOR_CREATOR_MS = 60_000;
const POLL_MS = 50;

/**
 * Loads the built-in CA from `dir`, creating it on first use. root.pem is written last, so its presence
 * means the CA is complete; concurrent starters serialise on an O_EXCL lock file and the losers load what
 * the winner wrote.
 */
export async function loadOrCreateCa(dir: string, secretKey: string, now: Date): Promise<CaMaterial> {
  const box = createPrivateKeyBox(secretKey);
  await mkdir(dir, { recursive: true, mode: 0o700 });
  await chmod(dir, 0o700);
  const deadline = Date.now() + WAIT_FOR_CREATOR_MS;
  for (;;) {
    if (await exists(join(dir, ROOT_PEM))) return loadCa(dir, box);
    const lock = await tryAcquireCreationLock(join(dir, LOCK));
    if (lock) {
      try {
        // Another process may have finished between our check and taking the lock.
        if (!(await exists(join(dir, ROOT_PEM)))) await createCa(dir, box, now);
      } finally {
        await lock.release();
      }
      return loadCa(dir, box);
    }
    if (Date.now() > deadline) {
      throw new CaStoreError(
        `another process has been creating the built-in CA in ${dir} for over ` +
          `${WAIT_FOR_CREATOR_MS / 1000} s; if no such process runs, delete ${join(dir, LOCK)}`,
      );
    }
    await sleep(POLL_MS);
  }
}

async function createCa(dir: string, box: PrivateKeyBox, now: Date): Promise<void> {
  // Temporary files of a creator that crashed; finished files without root.pem are simply overwritten.
  for (const name of await readdir(dir)) {
    if (name.endsWith('.tmp')) await rm(join(dir, name), { force: true });
  }
  const files = await createCaCertificates(now);
  await writeFileAtomic(join(dir, ROOT_KEY), `${box.seal(files.rootKeyPem)}\n`);
  await writeFileAtomic(join(dir, ISSUING_KEY), `${box.seal(files.issuingKeyPem)}\n`);
  await writeFileAtomic(join(dir, ISSUING_PEM), files.issuingPem);
  await writeFileAtomic(join(dir, ROOT_PEM), files.rootPem); // the commit point
  await syncDirectory(dir);
}

async function loadCa(dir: string, box: PrivateKeyBox): Promise<CaMaterial> {
  const [rootPem, issuingPem, rootKeySealed, issuingKeySealed] = await Promise.all(
    [ROOT_PEM, ISSUING_PEM, ROOT_KEY, ISSUING_KEY].map((name) => readCaFile(dir, name)),
  );
  return openSealedCa(
    {
      rootPem: rootPem!,
      issuingPem: issuingPem!,
      rootKeySealed: rootKeySealed!,
      issuingKeySealed: issuingKeySealed!,
    },
    box,
    `in ${dir}`,
  );
}

/**
 * Opens and checks a stored CA; `where` names the place in messages ("in /data/ca", "in the database"). A
 * mixed-up or replaced part must stop the start, not produce certificates nobody can verify.
 */
async function openSealedCa(sealed: SealedCa, box: PrivateKeyBox, where: string): Promise<CaMaterial> {
  const root = readCertificate(where, ROOT_PEM, sealed.rootPem);
  const issuing = readCertificate(where, ISSUING_PEM, sealed.issuingPem);
  const rootKeyPem = openKey(where, box, sealed.rootKeySealed);
  const issuingKeyPem = openKey(where, box, sealed.issuingKeySealed);
  if (!keyBelongsTo(rootKeyPem, root) || !keyBelongsTo(issuingKeyPem, issuing)) {
    throw new CaStoreError(
      `the built-in CA ${where} is inconsistent: a private key does not match its certificate`,
    );
  }
  if (!(await issuing.verify({ publicKey: root.publicKey, signatureOnly: true }))) {
    throw new CaStoreError(
      `the built-in CA ${where} is inconsistent: ${ISSUING_PEM} is not signed by ${ROOT_PEM}`,
    );
  }
  const issuingKey = await crypto.subtle.importKey(
    'pkcs8',
    x509.PemConverter.decodeFirst(issuingKeyPem),
    issuing.publicKey.algorithm,
    false,
    ['sign'],
  );
  return { rootPem: sealed.rootPem, issuingPem: sealed.issuingPem, root, issuing, issuingKey };
}

async function readCaFile(dir: string, name: string): Promise<string> {
  try {
    return await readFile(join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    throw new CaStoreError(
      `the built-in CA in ${dir} is incomplete: ${name} is missing (restore it from a backup)`,
    );
  }
}

function readCertificate(where: string, name: string, pem: string): x509.X509Certificate {
  try {
    return new x509.X509Certificate(pem);
  } catch (cause) {
    throw new CaStoreError(`the built-in CA ${where} is damaged: ${name} is not a certificate`, { cause });
  }
}

function openKey(where: string, box: PrivateKeyBox, sealed: string): string {
  try {
    return box.open(sealed.trim());
  } catch (cause) {
    throw new CaStoreError(
      `the built-in CA keys ${where} cannot be opened with this SECRET_KEY: they were sealed with ` +
        `another secret (or altered). Start with the original SECRET_KEY; a new CA would mean every ` +
        `client must trust a new root.`,
      { cause },
    );
  }
}

function keyBelongsTo(privateKeyPem: string, certificate: x509.X509Certificate): boolean {
  const publicKey = createPublicKey(createPrivateKey(privateKeyPem)).export({ type: 'spki', format: 'der' });
  return publicKey.equals(Buffer.from(certificate.publicKey.rawData));
}

async function exists(path: string): Promise<boolean> {
  try {
    await access(path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
}

/**
 * Loads the built-in CA from the vault, creating it on first use. A CA kept in `legacyDir` by an earlier version
 * (files in $DATA_DIR/ca) moves into the vault, so certificates issued before keep their chain; when the vault
 * already holds another CA, the vault's wins (every process must issue under one root) and `onIgnored` says so.
 */
export async function loadOrCreateCaInVault(
  vault: CaVault,
  secretKey: string,
  now: Date,
  legacyDir?: string,
  onIgnored?: (message: string) => void,
): Promise<CaMaterial> {
  const box = createPrivateKeyBox(secretKey);
  let stored = await vault.read();
  const legacy = legacyDir && (await exists(join(legacyDir, ROOT_PEM))) ? legacyDir : undefined;
  if (!stored) {
    let candidate: SealedCa;
    if (legacy) {
      const [rootPem, issuingPem, rootKeySealed, issuingKeySealed] = await Promise.all(
        [ROOT_PEM, ISSUING_PEM, ROOT_KEY, ISSUING_KEY].map((name) => readCaFile(legacy, name)),
      );
      candidate = {
        rootPem: rootPem!,
        issuingPem: issuingPem!,
        rootKeySealed: rootKeySealed!.trim(),
        issuingKeySealed: issuingKeySealed!.trim(),
      };
      // Check it before it becomes everyone's CA.
      await openSealedCa(candidate, box, `in ${legacy}`);
    } else {
      const files = await createCaCertificates(now);
      candidate = {
        rootPem: files.rootPem,
        issuingPem: files.issuingPem,
        rootKeySealed: box.seal(files.rootKeyPem),
        issuingKeySealed: box.seal(files.issuingKeyPem),
      };
    }
    stored = await vault.storeOnce(candidate);
  }
  if (legacy && onIgnored) {
    const rootPem = await readCaFile(legacy, ROOT_PEM);
    if (rootPem.trim() !== stored.rootPem.trim())
      onIgnored(
        `the built-in CA in ${legacy} differs from the one in the database; the database's is used ` +
          `(certificates issued under the other root do not chain to it)`,
      );
  }
  return openSealedCa(stored, box, 'in the database');
}
