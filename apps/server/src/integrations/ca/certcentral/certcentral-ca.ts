import { x509 } from '../../../lib/pki/crypto-provider.js';
import {
  CaError,
  type CertificateAuthority,
  type CertificateRequest,
  type SubmitResult,
} from '../certificate-authority.js';
import { DCV_METHOD, assertValidatable, instructionsFor } from './certcentral-dcv.js';
import { fetchTrusting } from './certcentral-https.js';
import { follow } from './certcentral-order.js';
import { CODE_SIGNING_PRODUCTS, productOf } from './certcentral-products.js';
import { createTransport, type CertCentralCall } from './certcentral-transport.js';

export interface CertCentralCaOptions {
  /** The upstream's name (the order's `caName`). */
  name: string;
  /** e.g. `https://www.digicert.com/services/v2`. */
  apiBase: string;
  apiKey: string;
  /** Trusted for the API in addition to the system's roots (a private or test CA). */
  caBundlePem?: string;
  fetch?: typeof fetch;
  /** The CertCentral organisation OV, EV and code-signing orders are placed for. */
  organizationId?: number;
  /** A product id for a request the brand table does not cover (or to override it). */
  productFor?(request: CertificateRequest): string | undefined;
  /** Per request, milliseconds (default 30 s). */
  timeoutMs?: number;
  /** A root to offer users, when the operator has one for this upstream. */
  rootPem?: string;
}

const ALREADY_ENDED = new Set(['canceled', 'rejected']);

const REVOCATION_REASONS = {
  keyCompromise: 'key_compromise',
  superseded: 'superseded',
  cessationOfOperation: 'cessation_of_operation',
} as const;

/**
 * A CertificateAuthority backed by DigiCert CertCentral's Services API v2. `caOrderId` is CertCentral's order id;
 * the CA validates the names itself (its random value, published by the customer) and, for OV/EV and code
 * signing, the organisation. Code signing is delivered on DigiCert's hardware token: no CSR is sent, no key kept.
 */
export function createCertCentralCa(options: CertCentralCaOptions): CertificateAuthority {
  const call = createTransport({
    apiBase: options.apiBase,
    apiKey: options.apiKey,
    fetch: options.fetch ?? (options.caBundlePem ? fetchTrusting(options.caBundlePem) : undefined),
    timeoutMs: options.timeoutMs,
  });
  const context = (checkDcv: boolean) => ({ call, organizationId: options.organizationId, checkDcv });

  return {
    name: options.name,
    validatesNames: true,
    vetsOrganizations: true,

    async submit(request) {
      assertValidatable(request);
      if (request.reissueOf) return reissue(call, request.reissueOf, request, context(false));
      return placeOrder(call, request, options);
    },

    recheck: (caOrderId, request) => follow(context(true), caOrderId, request),

    async revoke(certificatePem, reason) {
      const serial = new x509.X509Certificate(certificatePem).serialNumber.toUpperCase();
      await call('PUT', `/certificate/${serial}/revoke`, {
        ...(reason ? { revocation_reason: REVOCATION_REASONS[reason] } : {}),
        comments: 'Revoked by the portal',
        skip_approval: true,
      });
    },

    /**
     * "Update order status" to `canceled` (a pending order, or a pending reissue). An order CertCentral already
     * ended (canceled, rejected) is cancelled as far as the portal is concerned: no error.
     */
    async cancel(caOrderId) {
      const path = `/order/certificate/${encodeURIComponent(caOrderId)}`;
      try {
        await call('PUT', `${path}/status`, { status: 'canceled', note: 'Cancelled by the portal' });
      } catch (error) {
        if (!(error instanceof CaError) || error.kind !== 'refused') throw error;
        const status = String((await call('GET', path)).json.status ?? '');
        if (!ALREADY_ENDED.has(status)) throw error;
      }
    },

    /** `portal upstream:test`: "Get user: me" answers only with a valid API key. */
    async check() {
      await call('GET', '/user/me');
    },

    rootPem: () => Promise.resolve(options.rootPem ?? null),
  };
}

async function placeOrder(
  call: CertCentralCall,
  request: CertificateRequest,
  options: CertCentralCaOptions,
): Promise<SubmitResult> {
  const product = productOf(request, options.productFor);
  const codeSigning = CODE_SIGNING_PRODUCTS.has(product);
  const [commonName, ...others] = request.dnsNames;
  const organizationUnit = request.subject?.organizationUnit;
  const body = {
    certificate: {
      ...(codeSigning ? {} : { common_name: commonName, dns_names: others, csr: request.csrPem }),
      ...(organizationUnit ? { organization_units: [organizationUnit] } : {}),
      signature_hash: 'sha256',
    },
    order_validity: { years: 1 },
    skip_approval: true,
    payment_method: 'balance',
    comments: `Portal order ${request.reference}`,
    ...(options.organizationId && (codeSigning || request.validationLevel !== 'DV')
      ? { organization: { id: options.organizationId } }
      : {}),
    ...(codeSigning ? { cs_provisioning_method: 'ship_token' } : { dcv_method: DCV_METHOD[request.method] }),
  };
  const placed = (await call('POST', `/order/certificate/${encodeURIComponent(product)}`, body)).json;
  const orderId = String(placed.id);
  const value = typeof placed.dcv_random_value === 'string' ? placed.dcv_random_value : '';
  if (codeSigning)
    return {
      status: 'pending',
      caOrderId: orderId,
      instructions: [],
      waitingOn: 'organizationValidation',
      detail: 'CertCentral validates the organisation, then ships the certificate on its hardware token',
      delivery: 'hardwareToken',
    };
  return {
    status: 'pending',
    caOrderId: orderId,
    instructions: instructionsFor(request, value),
    waitingOn: 'domainControl',
  };
}

async function reissue(
  call: CertCentralCall,
  orderId: string,
  request: CertificateRequest,
  followContext: Parameters<typeof follow>[0],
): Promise<SubmitResult> {
  const [commonName, ...others] = request.dnsNames;
  await call('POST', `/order/certificate/${encodeURIComponent(orderId)}/reissue`, {
    certificate:
      request.kind === 'tls'
        ? { common_name: commonName, dns_names: others, csr: request.csrPem, signature_hash: 'sha256' }
        : { signature_hash: 'sha256' },
  });
  // Names CertCentral validated for the order stay valid: the reissue may be issued at once.
  return follow(followContext, orderId, request);
}
