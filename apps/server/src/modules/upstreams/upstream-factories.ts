import { CaError, type CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { UpstreamSettings } from '../../db/schema/index.js';
import type { UpstreamType } from './upstreams.repository.js';
import type { UpstreamSecrets } from './upstream-secrets.js';

/** One stored upstream, opened: what a factory builds its CA client from. */
export interface UpstreamDefinition {
  name: string;
  type: UpstreamType;
  settings: UpstreamSettings;
  secrets: UpstreamSecrets;
  caBundlePem: string | null;
}

export interface UpstreamFactoryOptions {
  /** The contact address of new ACME accounts. */
  contactEmail?: string;
  /** First ACME poll delay (ms); tests shorten it. */
  acmeBackoffMin?: number;
}

export type UpstreamFactory = (
  upstream: UpstreamDefinition,
  options: UpstreamFactoryOptions,
) => Promise<CertificateAuthority>;

/** Whether an upstream of each type validates the names itself (dictates the DCV values): all of them do. */
export const UPSTREAM_VALIDATES_NAMES: Record<UpstreamType, boolean> = { acme: true, certcentral: true };

/** Whether an upstream of each type vets the organisation of OV/EV/code signing itself (no portal review). */
export const UPSTREAM_VETS_ORGANIZATIONS: Record<UpstreamType, boolean> = { acme: false, certcentral: true };

/** The CA client of each upstream type. Loaded on first use (the ACME client and its HTTP stack weigh ~20 MB). */
export const UPSTREAM_FACTORIES: Record<UpstreamType, UpstreamFactory> = {
  async acme(upstream, options) {
    const { createAcmeCa } = await import('../../integrations/ca/acme/index.js');
    if (!upstream.settings.directoryUrl)
      throw new CaError('unavailable', `upstream ${upstream.name}: no ACME directory URL`);
    return createAcmeCa({
      name: upstream.name,
      directoryUrl: upstream.settings.directoryUrl,
      ...(upstream.secrets.eab ? { eab: upstream.secrets.eab } : {}),
      ...(upstream.caBundlePem ? { caBundlePem: upstream.caBundlePem } : {}),
      ...(upstream.secrets.accountKeyPem ? { accountKeyPem: upstream.secrets.accountKeyPem } : {}),
      ...(upstream.settings.preferredChain ? { preferredChain: upstream.settings.preferredChain } : {}),
      ...(options.contactEmail ? { contactEmail: options.contactEmail } : {}),
      ...(options.acmeBackoffMin !== undefined ? { backoffMin: options.acmeBackoffMin } : {}),
    });
  },
  async certcentral(upstream) {
    const { createCertCentralCa } = await import('../../integrations/ca/certcentral/index.js');
    if (!upstream.settings.apiBase || !upstream.secrets.apiKey)
      throw new CaError('unavailable', `upstream ${upstream.name}: no CertCentral API base or key`);
    return createCertCentralCa({
      name: upstream.name,
      apiBase: upstream.settings.apiBase,
      apiKey: upstream.secrets.apiKey,
      ...(upstream.caBundlePem ? { caBundlePem: upstream.caBundlePem } : {}),
      ...(upstream.settings.organizationId ? { organizationId: upstream.settings.organizationId } : {}),
    });
  },
};
