import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config/config.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { createBuiltinCa, type CaVault } from './builtin/index.js';
import type { CertificateAuthority } from './certificate-authority.js';

/** The ACME account key is made once and kept sealed in $DATA_DIR, so the portal stays one account at the CA. */
async function acmeAccountKey(dataDir: string, secretKey: string): Promise<string> {
  const box = createPrivateKeyBox(secretKey);
  const file = join(dataDir, 'acme-account.key.sealed');
  if (existsSync(file)) return box.open(readFileSync(file, 'utf8'));
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const { createAcmeAccountKey } = await import('./acme/index.js');
  const pem = await createAcmeAccountKey();
  writeFileSync(`${file}.tmp`, box.seal(pem), { mode: 0o600 });
  renameSync(`${file}.tmp`, file);
  return pem;
}

/**
 * CA_PROVIDER picks the default CA (the built-in one unless `acme`); CA_BRANDS sends some brands to the
 * other provider. One instance per provider, shared by the brands that use it.
 */
export async function createCertificateAuthorities(
  config: Pick<Config, 'ca' | 'dataDir'>,
  secretKey: string,
  clock: { now(): Date },
  contactEmail?: string,
  /** Where the built-in CA lives (the database); without one, in $DATA_DIR/ca. */
  builtin: { vault?: CaVault; onIgnoredCa?: (message: string) => void } = {},
): Promise<{ ca: CertificateAuthority; caByBrand: Record<string, CertificateAuthority> }> {
  const made = new Map<'builtin' | 'acme', Promise<CertificateAuthority>>();
  const provider = (kind: 'builtin' | 'acme') => {
    let ca = made.get(kind);
    if (!ca) {
      ca =
        kind === 'builtin'
          ? Promise.resolve(createBuiltinCa({ dataDir: config.dataDir, secretKey, clock, ...builtin }))
          : acme();
      made.set(kind, ca);
    }
    return ca;
  };
  const acme = async () => {
    const settings = config.ca.acme;
    if (!settings) throw new Error('ACME_DIRECTORY_URL is not set');
    // Loaded only when an ACME CA is configured (acme-client and its HTTP stack weigh ~20 MB).
    const { createAcmeCa } = await import('./acme/index.js');
    return createAcmeCa({
      directoryUrl: settings.directoryUrl,
      ...(settings.eab ? { eab: settings.eab } : {}),
      ...(settings.caBundleFile ? { caBundlePem: readFileSync(settings.caBundleFile, 'utf8') } : {}),
      accountKeyPem: await acmeAccountKey(config.dataDir, secretKey),
      ...(contactEmail ? { contactEmail } : {}),
    });
  };
  const caByBrand: Record<string, CertificateAuthority> = {};
  for (const [brand, kind] of Object.entries(config.ca.brands)) caByBrand[brand] = await provider(kind);
  return { ca: await provider(config.ca.provider), caByBrand };
}
