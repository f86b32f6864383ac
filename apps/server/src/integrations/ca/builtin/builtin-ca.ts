import { join } from 'node:path';
import { x509 } from '../../../lib/pki/crypto-provider.js';
import {
  CaError,
  NO_CHARGE,
  type CertificateAuthority,
  type CertificateRequest,
  type SubmitResult,
} from '../certificate-authority.js';
import {
  CaStoreError,
  loadOrCreateCa,
  loadOrCreateCaInVault,
  type CaMaterial,
  type CaVault,
} from './ca-store.js';
import { issueCertificate } from './issue.js';

export interface BuiltinCaOptions {
  /** $DATA_DIR: the CA lives in its `ca/` folder. */
  dataDir: string;
  secretKey: string;
  clock: { now(): Date };
  /**
   * Keep the CA here instead of `ca/` (the running portal: the database, so every process on one PostgreSQL
   * issues under one root); a CA found in `ca/` moves into it on first start.
   */
  vault?: CaVault;
  /** Told when `ca/` holds another CA than the vault (the vault's is used). */
  onIgnoredCa?: (message: string) => void;
}

const REVOCATION_REASONS = new Set(['keyCompromise', 'superseded', 'cessationOfOperation']);

/**
 * The embedded default CA. It trusts the portal's own domain and organisation validation, so `submit`
 * issues at once and nothing is ever pending. The CA is loaded (or created) on first use.
 */
export function createBuiltinCa(options: BuiltinCaOptions): CertificateAuthority {
  const caDir = join(options.dataDir, 'ca');
  let loading: Promise<CaMaterial> | undefined;
  const load = () =>
    options.vault
      ? loadOrCreateCaInVault(
          options.vault,
          options.secretKey,
          options.clock.now(),
          caDir,
          options.onIgnoredCa,
        )
      : loadOrCreateCa(caDir, options.secretKey, options.clock.now());
  const material = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined; // let a later call retry, e.g. after the operator restored a file
      throw error instanceof CaStoreError ? new CaError('unavailable', error.message) : error;
    });
    return loading;
  };

  return {
    name: 'builtin',
    validatesNames: false,

    async submit(request: CertificateRequest): Promise<SubmitResult> {
      const issued = await issueCertificate(
        await material(),
        { ...request, ...(request.validationLevel ? { validation: request.validationLevel } : {}) },
        { now: options.clock.now() },
      );
      return { status: 'issued', ...issued, charge: NO_CHARGE };
    },

    async recheck(caOrderId: string): Promise<SubmitResult> {
      throw new CaError('notFound', `the built-in CA issues at once and has no pending order ${caOrderId}`, {
        caOrderId,
      });
    },

    /**
     * Checks that the certificate is one of ours and the reason is known, but records nothing yet: the
     * built-in CA publishes no CRL or OCSP answers so far, so there is nowhere to announce a revocation.
     * The portal keeps the revoked state itself.
     */
    async revoke(certificatePem, reason): Promise<void> {
      if (reason !== undefined && !REVOCATION_REASONS.has(reason)) {
        throw new CaError('refused', `unknown revocation reason ${String(reason)}`);
      }
      let certificate: x509.X509Certificate;
      try {
        certificate = new x509.X509Certificate(certificatePem);
      } catch {
        throw new CaError('refused', 'the text to revoke is not a PEM certificate');
      }
      const { issuing } = await material();
      const ours =
        certificate.issuer === issuing.subject &&
        (await certificate.verify({ publicKey: issuing.publicKey, signatureOnly: true }).catch(() => false));
      if (!ours) {
        throw new CaError('notFound', 'the certificate was not issued by the built-in CA', {
          serialNumber: certificate.serialNumber,
        });
      }
    },

    async rootPem(): Promise<string> {
      return (await material()).rootPem;
    },
  };
}
