import { describe, expect, it } from 'vitest';
import { createCaDirectory } from './ca-directory.js';
import type { CertificateAuthority } from './certificate-authority.js';

const fakeCa = (name: string, validatesNames: boolean): CertificateAuthority => ({
  name,
  validatesNames,
  submit: () => Promise.reject(new Error('not used')),
  recheck: () => Promise.reject(new Error('not used')),
  revoke: () => Promise.resolve(),
  rootPem: () => Promise.resolve(null),
});

describe('CA directory', () => {
  const builtin = fakeCa('builtin', false);
  const acme = fakeCa('acme', true);
  const cas = createCaDirectory(builtin, { Sectigo: acme, Positive: acme });

  it('sends a brand configured in CA_BRANDS to its CA, every other brand to the default', () => {
    expect(cas.forOrder({ brand: 'Sectigo', caName: null })).toBe(acme);
    expect(cas.forOrder({ brand: 'DigiCert', caName: null })).toBe(builtin);
    expect(cas.default).toBe(builtin);
  });

  it('keeps a submitted order with the CA it was submitted to', () => {
    expect(cas.forOrder({ brand: 'Sectigo', caName: 'builtin' })).toBe(builtin);
    expect(cas.forOrder({ brand: 'DigiCert', caName: 'acme' })).toBe(acme);
    expect(cas.forOrder({ brand: 'DigiCert', caName: 'gone' })).toBe(builtin);
  });
});
