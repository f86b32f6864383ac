import { describe, expect, it } from 'vitest';
import {
  dcvMethodsFor,
  dcvMethodsForNames,
  domainInputKind,
  isIpv4Address,
  delegationCovers,
  delegationRecordName,
} from './name-policy.js';

describe('domainInputKind', () => {
  it.each([
    [1, null, 'single'],
    [2, null, 'multi'],
    [4, null, 'wildcard'],
    [6, null, 'multiWildcard'],
    [1, 'SSL_IP', 'ip'],
    [2, 'SSL_IP', 'ip'],
    [1, 'CodeSign', 'single'],
    [4, undefined, 'wildcard'],
  ] as const)('domain type %s, tag %s: %s', (domainType, productTag, kind) => {
    expect(domainInputKind({ domainType, productTag })).toBe(kind);
  });
});

describe('isIpv4Address', () => {
  it.each([
    ['8.8.8.8', true],
    ['255.255.255.255', true],
    ['0.0.0.0', true],
    ['256.1.1.1', false],
    ['01.1.1.1', false],
    ['1.2.3', false],
    ['1.2.3.4.5', false],
    ['a.com', false],
    ['*.8.8.8', false],
    ['2001:db8::1', false],
    ['', false],
  ] as const)('%s: %s', (value, expected) => {
    expect(isIpv4Address(value)).toBe(expected);
  });
});

describe('dcvMethodsFor (one name)', () => {
  it.each([
    ['a name of a single-domain product', 'example.com', 1, undefined, ['dns', 'http', 'email']],
    ['a name of a multi-domain product', 'example.com', 2, 'SSL', ['dns', 'http', 'email']],
    ['a wildcard name', '*.example.com', 2, undefined, ['dns', 'email']],
    ['the base name of a wildcard product', 'example.com', 4, undefined, ['dns', 'email']],
    ['a name of a multi-domain wildcard product', 'example.com', 6, undefined, ['dns', 'email']],
    ['an IP address', '8.8.8.8', 1, undefined, ['http']],
    // A multi-domain wildcard OV certificate may name addresses too: they keep HTTP, their only method.
    ['an IP address of a multi-domain wildcard product', '8.8.8.8', 6, undefined, ['http']],
    ['a mistyped address is a name', '8.8.8.256', 1, undefined, ['dns', 'http', 'email']],
    ['code signing', 'Example Ltd', 1, 'CodeSign', ['email']],
    ['no name yet', '', 4, undefined, ['dns', 'email']],
  ] as const)('%s', (_label, name, domainType, productType, expected) => {
    expect(dcvMethodsFor(name, { domainType, productType })).toEqual(expected);
  });
});

describe('dcvMethodsForNames (one choice for a certificate)', () => {
  it.each([
    ['a single domain', ['example.com'], 1, undefined, ['dns', 'http', 'email']],
    ['multi-domain names', ['a.com', 'b.com'], 2, undefined, ['dns', 'http', 'email']],
    ['a wildcard and its base', ['*.example.com', 'example.com'], 4, undefined, ['dns', 'email']],
    ['a multi-domain wildcard product without a wildcard', ['example.com'], 6, undefined, ['dns', 'email']],
    ['a wildcard name among others', ['a.com', '*.b.com'], 2, undefined, ['dns', 'email']],
    ['an IP certificate', ['8.8.8.8'], 1, undefined, ['http']],
    ['an OV multi-domain certificate with an address', ['example.com', '8.8.8.8'], 2, undefined, ['http']],
    ['addresses beside wildcard names', ['*.example.com', '8.8.8.8'], 6, undefined, ['http']],
    ['code signing', ['Example Ltd'], 1, 'CodeSign', ['email']],
    ['no names yet, wildcard product', [], 4, undefined, ['dns', 'email']],
    ['no names yet, single-domain product', [], 1, undefined, ['dns', 'http', 'email']],
  ] as const)('%s', (_label, names, domainType, productType, expected) => {
    expect(dcvMethodsForNames(names, { domainType, productType })).toEqual(expected);
  });
});

describe('delegationCovers (which names one DCV delegation validates)', () => {
  it.each([
    ['the domain itself', 'example.com', 'example.com', true],
    ['a name under it', 'example.com', 'www.shop.example.com', true],
    ['a wildcard by its base', 'example.com', '*.example.com', true],
    ['a wildcard under it', 'example.com', '*.a.example.com', true],
    ['any case, a final dot', 'example.com', 'WWW.Example.COM.', true],
    ['a look-alike suffix', 'example.com', 'badexample.com', false],
    ['a parent of a delegated sub-domain', 'shop.example.com', 'example.com', false],
    ['a wildcard above it', 'shop.example.com', '*.example.com', false],
  ] as const)('%s', (_label, domain, name, expected) => {
    expect(delegationCovers(domain, name)).toBe(expected);
  });

  it('names the CNAME record of a delegation', () => {
    expect(delegationRecordName('example.com')).toBe('_dnsauth.example.com');
  });
});
