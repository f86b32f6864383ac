import type { AuditType, DcvMethod } from '@portal/contract';

/**
 * What the portal asks of a certificate authority. Three implementations: the built-in CA (the embedded
 * default; it trusts the portal's own domain validation), ACME (RFC 8555 with External Account Binding) and
 * DigiCert CertCentral's Services API v2 (a reseller REST API).
 * Adapters never touch the database: the order service stores what they answer.
 */

export type CertificateKind = 'tls' | 'codeSigning';

export interface CertificateRequest {
  /** The portal's order id (reissues: `{orderId}_{n}`), for the CA's own records and logs. */
  reference: string;
  kind: CertificateKind;
  csrPem: string;
  /** Every name of the certificate: DNS names (wildcards as `*.example.com`) and IPv4 addresses. */
  dnsNames: string[];
  ipAddresses: string[];
  /** The validation method the customer chose; ACME maps dns → dns-01, http → http-01. */
  method: DcvMethod;
  /** DV, OV or EV: decides the subject and the CA/B policy OID the certificate carries. */
  validationLevel?: AuditType;
  /** Organisation fields of OV/EV and code signing (the built-in CA writes them into the subject). */
  subject?: {
    organizationName?: string;
    organizationUnit?: string;
    country?: string;
    state?: string;
    locality?: string;
  };
  /** The product's brand (e.g. `GeoTrust`); a reseller API picks its product by it. Optional: ACME ignores it. */
  brand?: string;
  /** The upstream's own product id when the operator configured one (CertCentral: `product_name_id`). */
  upstreamProduct?: string;
  /**
   * A reissue: the upstream order (`caOrderId`) of the certificate being replaced. A reseller API reissues on that
   * order instead of buying a new one; ACME and the built-in CA ignore it.
   */
  reissueOf?: string;
}

/** What the customer must publish for one name (the CA's own values, when it dictates them, e.g. ACME). */
export interface ValidationInstruction {
  domain: string;
  method: DcvMethod;
  /** DNS: the record name; HTTP: the URL path; email: the address. */
  authKey: string;
  authPath: string;
  authValue: string;
}

/**
 * What the upstream charged for an order (the wholesale cost), in integer cents of its currency, where its API says
 * so (CertCentral: order info's `price` and `currency`). The built-in CA and ACME charge nothing the protocol tells:
 * they answer NO_CHARGE (docs/domain/upstreams.md "Wholesale cost").
 */
export interface UpstreamCharge {
  amountCents: number;
  /** ISO 4217, upper case (e.g. `USD`). */
  currency: string;
}

export const NO_CHARGE: UpstreamCharge = Object.freeze({ amountCents: 0, currency: 'USD' });

export interface IssuedCertificate {
  status: 'issued';
  /** Leaf certificate, PEM. */
  certificatePem: string;
  /** Intermediates up to (not including) the root, PEM, leaf's issuer first. */
  chainPem: string;
  serialNumber: string;
  notBefore: Date;
  notAfter: Date;
  /**
   * `hardwareToken`: the CA put the key and certificate on a token it ships (code signing, CA/B Forum CS BR
   * 6.2.7.4); the portal never had the key, so there is none to pair with the certificate.
   */
  delivery?: 'hardwareToken';
  /** What the upstream charged for the order, when it says (absent: unknown so far). */
  charge?: UpstreamCharge;
}

export interface PendingCertificate {
  status: 'pending';
  /** The CA's order reference (ACME order URL); kept to ask again. */
  caOrderId: string;
  /** Values the CA wants published; empty when the portal's own values apply. */
  instructions: ValidationInstruction[];
  /** What the CA still waits for, when it says (shown to the customer and the operator). */
  waitingOn?: 'domainControl' | 'organizationValidation' | 'approval' | 'issuance';
  /** The CA's own words on the wait (e.g. its DCV check's answer), in English. */
  detail?: string;
  /** As on IssuedCertificate: the CA will deliver on its hardware token, no key is expected from the portal. */
  delivery?: 'hardwareToken';
  /** As on IssuedCertificate. */
  charge?: UpstreamCharge;
}

export type SubmitResult = IssuedCertificate | PendingCertificate;

/** Typed failures; the order service maps them to statuses (refused → 4, failed → 13) and messages. */
export class CaError extends Error {
  constructor(
    readonly kind: 'refused' | 'validationFailed' | 'caaForbids' | 'unavailable' | 'notFound',
    message: string,
    readonly detail: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'CaError';
  }
}

export interface CertificateAuthority {
  readonly name: string;
  /**
   * true (ACME): the CA validates the names itself; `submit` is called when the order is submitted and answers
   * pending with the values to publish. false (built-in): the portal validates with its own values and calls
   * `submit` only once that passed; the CA then issues at once.
   */
  readonly validatesNames: boolean;
  /**
   * true (a reseller API: CertCentral): the CA vets the organisation of OV, EV and code-signing orders itself, so
   * the portal's own review (status 11) is skipped and the order waits on the CA at 1, polled like a DV order.
   */
  readonly vetsOrganizations?: boolean;
  /** Starts issuance. The built-in CA issues at once (validation already passed); ACME answers pending. */
  submit(request: CertificateRequest): Promise<SubmitResult>;
  /** Asks again about a pending order (ACME: tells the CA the challenges are ready, polls, finalises). */
  recheck(caOrderId: string, request: CertificateRequest): Promise<SubmitResult>;
  revoke(
    certificatePem: string,
    reason?: 'keyCompromise' | 'superseded' | 'cessationOfOperation',
  ): Promise<void>;
  /**
   * Cancels an order the CA has not issued yet (CertCentral: "Update order status" to canceled). Absent: the CA
   * has nothing to cancel (the built-in CA issues at once; an ACME order simply expires unused).
   */
  cancel?(caOrderId: string): Promise<void>;
  /**
   * Reaches the CA with its credentials (ACME: reads the directory, finds or opens the account), for
   * `portal upstream:test`; resolves when it answers, throws a CaError otherwise. Absent: upstream:test fails.
   */
  check?(): Promise<void>;
  /** The root certificate users may install to trust what this CA issues (PEM), when there is one to show. */
  rootPem(): Promise<string | null>;
}
