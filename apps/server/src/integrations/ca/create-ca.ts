import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config/config.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { createAcmeAccountKey, createAcmeCa } from './acme/index.js';
import { createBuiltinCa } from './builtin/index.js';
import type { CertificateAuthority } from './certificate-authority.js';

/** The ACME account key is made once and kept sealed in $DATA_DIR, so the portal stays one account at the CA. */
async function acmeAccountKey(dataDir: string, secretKey: string): Promise<string> {
  const box = createPrivateKeyBox(secretKey);
  const file = join(dataDir, 'acme-account.key.sealed');
  if (existsSync(file)) return box.open(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const pem = await createAcmeAccountKey();
  writeFileSync(`${file}.tmp`, box.seal(pem), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return pem;
}

/** CA_PROVIDER: the built-in CA (default) or an ACME directory. */
export async function createCertificateAuthority(
  config: Pick<Config, 'ca' | 'dataDir'>,
  secretKey: string,
  clock: { now(): Date },
  contactEmail?: string,
): Promise<CertificateAuthority> {
  if (config.ca.provider === 'builtin') return createBuiltinCa({ dataDir: config.dataDir, secretKey, clock });
  return createAcmeCa({
    directoryUrl: config.ca.directoryUrl,
    ...(config.ca.eab ? { eab: config.ca.eab } : {}),
    ...(config.ca.caBundleFile ? { caBundlePem: readFileSync(config.ca.caBundleFile, 'utf8') } : {}),
    accountKeyPem: await acmeAccountKey(config.dataDir, secretKey),
    ...(contactEmail ? { contactEmail } : {}),
  });
}
