import { describe, expect, it } from 'vitest';
import {
  allowsIpAddresses,
  defaultValidity,
  domainInputKind,
  needsOrganization,
  percentOff,
} from './productRules';

describe('purchase product rules', () => {
  it('picks the domain input by domain type and tag', () => {
    expect(domainInputKind({ domainType: 1, productTag: null })).toBe('single');
    expect(domainInputKind({ domainType: 2, productTag: null })).toBe('multi');
    expect(domainInputKind({ domainType: 4, productTag: null })).toBe('wildcard');
    expect(domainInputKind({ domainType: 6, productTag: null })).toBe('multiWildcard');
    expect(domainInputKind({ domainType: 1, productTag: 'SSL_IP' })).toBe('ip');
  });

  it('allows IP addresses for OV and IP products', () => {
    expect(allowsIpAddresses({ auditType: 'OV', productTag: null })).toBe(true);
    expect(allowsIpAddresses({ auditType: 'DV', productTag: null })).toBe(false);
    expect(allowsIpAddresses({ auditType: 'DV', productTag: 'SSL_IP' })).toBe(true);
    expect(needsOrganization({ auditType: 'DV' })).toBe(false);
    expect(needsOrganization({ auditType: 'EV' })).toBe(true);
  });

  it('defaults the validity to the stored choice, else 72 months (code signing 36)', () => {
    const ssl = { shortName: 'A', productType: 'SSL' as const, validities: [12, 24, 36, 48, 60, 72] };
    const cs = { shortName: 'C', productType: 'CodeSign' as const, validities: [12, 24, 36] };
    expect(defaultValidity(ssl, { shortName: 'A', validity: 24 })).toBe(24);
    expect(defaultValidity(ssl, { shortName: 'B', validity: 24 })).toBe(72);
    expect(defaultValidity(ssl, { shortName: 'A', validity: 18 })).toBe(72);
    expect(defaultValidity(cs, undefined)).toBe(36);
    expect(defaultValidity({ ...ssl, validities: [12, 24] }, undefined)).toBe(24);
    expect(defaultValidity({ ...ssl, validities: [] }, undefined)).toBeUndefined();
  });

  it('shows the discount as whole percent off', () => {
    expect(percentOff(0.254)).toBe(25);
    expect(percentOff(0)).toBe(0);
    expect(percentOff(Number.NaN)).toBe(0);
  });
});
