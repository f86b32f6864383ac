import { describe, expect, it } from 'vitest';
import { parseCsr } from '../../lib/pki/csr-parse.js';
import { csrSubject, makeKeyAndCsr } from './csr-intake.js';

const organization = {
  organizationName: 'Example Ltd',
  organizationUnit: 'IT',
  country: 'gb',
  region: 'London',
  city: 'London',
  postalCode: 'EC1A 1BB',
  streetAddress: '1 High Street',
};

describe('one CSR intake for purchase, reissue and bulk orders', () => {
  it('names only the common name for DV, every known organisation field for OV and EV', () => {
    expect(csrSubject('example.com', 'DV', organization)).toEqual({ commonName: 'example.com' });
    expect(csrSubject('example.com', 'OV', organization)).toEqual({
      commonName: 'example.com',
      organizationName: 'Example Ltd',
      organizationUnit: 'IT',
      country: 'GB',
      state: 'London',
      locality: 'London',
      postalCode: 'EC1A 1BB',
      streetAddress: '1 High Street',
    });
    // Blank fields are left out, not written as empty attributes.
    expect(
      csrSubject('example.com', 'EV', { organizationName: 'Example Ltd', organizationUnit: ' ' }),
    ).toEqual({
      commonName: 'example.com',
      organizationName: 'Example Ltd',
    });
  });

  it('makes a CSR that carries that subject and the checked names', async () => {
    const { csrPem, privateKeyPem } = await makeKeyAndCsr({
      algorithm: 'ECDSAP256',
      names: { commonName: 'example.com', dnsNames: ['example.com', 'www.example.com'], ipAddresses: [] },
      auditType: 'OV',
      organization,
    });
    const parsed = await parseCsr(csrPem);
    expect(parsed.dnsNames).toEqual(['example.com', 'www.example.com']);
    expect(parsed.subject).toMatchObject({ organizationName: 'Example Ltd', country: 'GB', state: 'London' });
    expect(privateKeyPem).toContain('BEGIN PRIVATE KEY');
  });
});
