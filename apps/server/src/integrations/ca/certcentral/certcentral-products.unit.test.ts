// Which CertCentral product an order becomes: an explicit product id first, then the adapter's override, then
// brand and validation level; what the table does not cover is refused before anything is bought.
import { describe, expect, it } from 'vitest';
import { CaError, type CertificateRequest } from '../certificate-authority.js';
import { organizationValidationOf, productOf } from './certcentral-products.js';

const request = (extra: Partial<CertificateRequest>): CertificateRequest => ({
  reference: '1',
  kind: 'tls',
  csrPem: '',
  dnsNames: ['example.com'],
  ipAddresses: [],
  method: 'dns',
  validationLevel: 'DV',
  ...extra,
});

describe('CertCentral product mapping', () => {
  it('maps brand, level and wildcard to DigiCert product ids', () => {
    expect(productOf(request({ brand: 'GeoTrust' }))).toBe('ssl_dv_geotrust');
    expect(productOf(request({ brand: 'geotrust', dnsNames: ['*.example.com'] }))).toBe(
      'wildcard_dv_geotrust',
    );
    expect(productOf(request({ brand: 'RapidSSL' }))).toBe('ssl_dv_rapidssl');
    expect(productOf(request({ brand: 'DigiCert', validationLevel: 'OV' }))).toBe('ssl_basic');
    expect(productOf(request({ brand: 'DigiCert', validationLevel: 'EV' }))).toBe('ssl_ev_basic');
    expect(productOf(request({ kind: 'codeSigning', validationLevel: 'OV' }))).toBe('code_signing');
    expect(productOf(request({ kind: 'codeSigning', validationLevel: 'EV' }))).toBe('code_signing_ev');
  });

  it('takes the explicit product id, then the override, and refuses an unmapped brand', () => {
    expect(productOf(request({ brand: 'Thawte', upstreamProduct: 'ssl_plus' }), () => 'x')).toBe('ssl_plus');
    expect(productOf(request({ brand: 'Thawte' }), () => 'ssl_dv_rapidssl')).toBe('ssl_dv_rapidssl');
    expect(() => productOf(request({ brand: 'Thawte', validationLevel: 'OV' }))).toThrow(CaError);
    expect(() => productOf(request({ brand: 'DigiCert' }))).toThrow(/no product configured/);
  });

  it('names the organisation validation each product waits for', () => {
    expect(organizationValidationOf(request({}), 'ssl_dv_geotrust')).toBeUndefined();
    expect(organizationValidationOf(request({ validationLevel: 'OV' }), 'ssl_basic')).toBe('ov');
    expect(organizationValidationOf(request({ validationLevel: 'EV' }), 'ssl_ev_basic')).toBe('ev');
    expect(organizationValidationOf(request({ kind: 'codeSigning' }), 'code_signing_ev')).toBe('ev_cs');
  });
});
