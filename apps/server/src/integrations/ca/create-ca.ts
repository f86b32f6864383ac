import { readFileSync } from 'node:fs';
import type { Config } from '../../config/config.js';
import { createBuiltinCa, type CaVault } from './builtin/index.js';
import type { CertificateAuthority } from './certificate-authority.js';

/**
 * CA_PROVIDER picks the default CA (the built-in one unless `acme`); CA_BRANDS sends some brands to the
 * other provider. One instance per provider, shared by the brands that use it. This is the shorthand for one
 * ACME upstream named `acme` (docs/domain/upstreams.md); its account key is the one stored sealed with that
 * upstream in the database (`acmeAccountKey`, modules/upstreams), so every process is the same ACME account.
 * The built-in CA is always answered too: routes may send brands to it whatever the default is.
 */
export async function createCertificateAuthorities(
  config: Pick<Config, 'ca' | 'dataDir'>,
  secretKey: string,
  clock: { now(): Date },
  contactEmail?: string,
  /** Where the built-in CA lives (the database); without one, in $DATA_DIR/ca. */
  builtin: {
    vault?: CaVault;
    onIgnoredCa?: (message: string) => void;
    /** The `acme` upstream's account key (made once, kept sealed in the database); required for acme. */
    acmeAccountKey?: () => Promise<string>;
  } = {},
): Promise<{
  ca: CertificateAuthority;
  caByBrand: Record<string, CertificateAuthority>;
  builtin: CertificateAuthority;
}> {
  const made = new Map<'builtin' | 'acme', Promise<CertificateAuthority>>();
  const provider = (kind: 'builtin' | 'acme') => {
    let ca = made.get(kind);
    if (!ca) {
      ca =
        kind === 'builtin'
          ? Promise.resolve(
              createBuiltinCa({
                dataDir: config.dataDir,
                secretKey,
                clock,
                ...(builtin.vault ? { vault: builtin.vault } : {}),
                ...(builtin.onIgnoredCa ? { onIgnoredCa: builtin.onIgnoredCa } : {}),
              }),
            )
          : acme();
      made.set(kind, ca);
    }
    return ca;
  };
  const acme = async () => {
    const settings = config.ca.acme;
    if (!settings) throw new Error('ACME_DIRECTORY_URL is not set');
    if (!builtin.acmeAccountKey) throw new Error('the acme upstream needs its stored account key');
    // Loaded only when an ACME CA is configured (acme-client and its HTTP stack weigh ~20 MB).
    const { createAcmeCa } = await import('./acme/index.js');
    return createAcmeCa({
      directoryUrl: settings.directoryUrl,
      ...(settings.eab ? { eab: settings.eab } : {}),
      ...(settings.caBundleFile ? { caBundlePem: readFileSync(settings.caBundleFile, 'utf8') } : {}),
      accountKeyPem: await builtin.acmeAccountKey(),
      ...(contactEmail ? { contactEmail } : {}),
    });
  };
  const caByBrand: Record<string, CertificateAuthority> = {};
  for (const [brand, kind] of Object.entries(config.ca.brands)) caByBrand[brand] = await provider(kind);
  return { ca: await provider(config.ca.provider), caByBrand, builtin: await provider('builtin') };
}
