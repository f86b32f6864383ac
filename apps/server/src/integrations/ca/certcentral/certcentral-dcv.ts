import { approverEmailsFor } from '../../../lib/domain-rules.js';
import { CaError, type CertificateRequest, type ValidationInstruction } from '../certificate-authority.js';

/** CertCentral's names for the portal's DCV methods (DigiCert "DCV methods": DNS TXT, HTTP practical demonstration, email). */
export const DCV_METHOD = { dns: 'dns-txt-token', http: 'http-token', email: 'email' } as const;

const baseOf = (name: string) => name.replace(/^\*\./, '');

/** Refuses what CertCentral cannot validate for this request before anything is ordered. */
export function assertValidatable(request: CertificateRequest) {
  if (request.kind !== 'tls') return;
  if (request.ipAddresses.length)
    throw new CaError('refused', 'This CertCentral adapter orders DNS names only, not IP addresses');
  if (request.method === 'http' && request.dnsNames.some((name) => name.startsWith('*.')))
    throw new CaError('refused', 'A wildcard name cannot be proven by an HTTP file; choose DNS or email', {
      method: 'http',
    });
}

/**
 * What the customer publishes for each name, with the order's one random value:
 * - `dns-txt-token`: a TXT record holding the value at `_dnsauth.{name}` (DigiCert also looks at the name itself;
 *   the `_dnsauth` label keeps it apart from the domain's other TXT records); a wildcard on its base name.
 * - `http-token`: the value in `http://{name}/.well-known/pki-validation/fileauth.txt`.
 * - `email`: DigiCert mails the name's constructed addresses; the first is shown, nothing is published.
 */
export function instructionsFor(request: CertificateRequest, randomValue: string): ValidationInstruction[] {
  if (request.kind !== 'tls') return [];
  return request.dnsNames.map((domain) => {
    const base = baseOf(domain);
    switch (request.method) {
      case 'dns':
        return {
          domain,
          method: 'dns',
          authKey: `_dnsauth.${base}`,
          authPath: `_dnsauth.${base}`,
          authValue: randomValue,
        };
      case 'http':
        return {
          domain,
          method: 'http',
          authKey: 'fileauth.txt',
          authPath: '/.well-known/pki-validation/fileauth.txt',
          authValue: randomValue,
        };
      case 'email':
        return {
          domain,
          method: 'email',
          authKey: approverEmailsFor(domain)[0] ?? `admin@${base}`,
          authPath: '',
          authValue: '',
        };
    }
  });
}
