import { catalogs, lookup, translate } from '@portal/i18n';
import { dcvMethodsForNames } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import {
  approverEmailsFor,
  checkCertificateNames,
  DomainProblem,
  messageKeyOf,
  parseDomainInput,
  type CheckedNames,
  type DomainProblemReason,
  type NameRules,
} from './domain-rules.js';

const dvSingle: NameRules = {
  domainType: 1,
  auditType: 'DV',
  productType: 'SSL',
  productTag: null,
  maxNames: 1,
};
const dvMulti: NameRules = { ...dvSingle, domainType: 2, maxNames: 3 };
const dvWildcard: NameRules = { ...dvSingle, domainType: 4 };
const dvMultiWildcard: NameRules = { ...dvSingle, domainType: 6, maxNames: 3 };
const ovSingle: NameRules = { ...dvSingle, auditType: 'OV' };
const ovMulti: NameRules = { ...dvMulti, auditType: 'OV' };
const evMulti: NameRules = { ...dvMulti, auditType: 'EV' };
const ipCertificate: NameRules = { ...dvMulti, productTag: 'SSL_IP' };
const codeSigning: NameRules = { ...ovSingle, productType: 'CodeSign', productTag: 'CodeSign' };

function problemOf(run: () => unknown): DomainProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainProblem) return error;
    throw error;
  }
  throw new Error('expected a DomainProblem');
}

describe('parseDomainInput', () => {
  it.each([
    [
      'one per line',
      'example.com\nwww.example.com\r\nshop.example.com',
      ['example.com', 'www.example.com', 'shop.example.com'],
    ],
    [
      'commas, semicolons, spaces, tabs',
      'a.example.com, b.example.com;c.example.com  d.example.com\te.example.com',
      ['a.example.com', 'b.example.com', 'c.example.com', 'd.example.com', 'e.example.com'],
    ],
    [
      'full-width separators',
      'a.example.com，b.example.com；c.example.com、d.example.com',
      ['a.example.com', 'b.example.com', 'c.example.com', 'd.example.com'],
    ],
    [
      'lower-cased, trailing dots gone, duplicates dropped in order',
      ' Example.COM. ,\nwww.example.com..\nEXAMPLE.com',
      ['example.com', 'www.example.com'],
    ],
    [
      'IDN to punycode',
      'Bücher.de\n*.münchen.de\nmünchen.de.',
      ['xn--bcher-kva.de', '*.xn--mnchen-3ya.de', 'xn--mnchen-3ya.de'],
    ],
    ['a full-width dot in an IDN', 'bücher。de', ['xn--bcher-kva.de']],
    ['empties', '\n\n , ;; \t', []],
    [
      'IP addresses as typed; IPv6 out of brackets',
      '203.0.113.7, [2001:DB8::1]',
      ['203.0.113.7', '2001:db8::1'],
    ],
    ['ASCII names are not rewritten as IPv4 numbers', '0x7f.1', ['0x7f.1']],
  ])('%s', (_label, raw, expected) => {
    expect(parseDomainInput(raw)).toEqual(expected);
  });
});

describe('checkCertificateNames accepts', () => {
  const cases: [string, string[], NameRules, CheckedNames][] = [
    [
      'one domain',
      ['example.com'],
      dvSingle,
      {
        commonName: 'example.com',
        dnsNames: ['example.com'],
        ipAddresses: [],
        names: ['example.com'],
        billableNames: 1,
      },
    ],
    [
      'a single domain and its www companion, free',
      ['example.com', 'www.example.com'],
      dvSingle,
      {
        commonName: 'example.com',
        dnsNames: ['example.com', 'www.example.com'],
        ipAddresses: [],
        names: ['example.com', 'www.example.com'],
        billableNames: 1,
      },
    ],
    [
      'the companion the other way round',
      ['www.shop.example.co.uk', 'shop.example.co.uk'],
      dvSingle,
      {
        commonName: 'www.shop.example.co.uk',
        dnsNames: ['www.shop.example.co.uk', 'shop.example.co.uk'],
        ipAddresses: [],
        names: ['www.shop.example.co.uk', 'shop.example.co.uk'],
        billableNames: 1,
      },
    ],
    [
      'a wildcard with its free base, the wildcard as common name',
      ['example.com', '*.example.com'],
      dvWildcard,
      {
        commonName: '*.example.com',
        dnsNames: ['*.example.com', 'example.com'],
        ipAddresses: [],
        names: ['*.example.com', 'example.com'],
        billableNames: 1,
      },
    ],
    [
      'multi-domain wildcard: bases free',
      ['*.example.com', 'example.com', '*.example.org', 'shop.example.net'],
      dvMultiWildcard,
      {
        commonName: '*.example.com',
        dnsNames: ['*.example.com', 'example.com', '*.example.org', 'shop.example.net'],
        ipAddresses: [],
        names: ['*.example.com', 'example.com', '*.example.org', 'shop.example.net'],
        billableNames: 3,
      },
    ],
    [
      'multi-domain: www companions free, up to the maximum',
      ['a.com', 'www.a.com', 'www.b.com', 'b.com', 'c.com'],
      dvMulti,
      {
        commonName: 'a.com',
        dnsNames: ['a.com', 'www.a.com', 'www.b.com', 'b.com', 'c.com'],
        ipAddresses: [],
        names: ['a.com', 'www.a.com', 'www.b.com', 'b.com', 'c.com'],
        billableNames: 3,
      },
    ],
    [
      'OV: public IPv4 among domain names',
      ['example.com', '8.8.8.8'],
      ovMulti,
      {
        commonName: 'example.com',
        dnsNames: ['example.com'],
        ipAddresses: ['8.8.8.8'],
        names: ['example.com', '8.8.8.8'],
        billableNames: 2,
      },
    ],
    [
      'OV single: one IP address',
      ['1.1.1.1'],
      ovSingle,
      {
        commonName: '1.1.1.1',
        dnsNames: [],
        ipAddresses: ['1.1.1.1'],
        names: ['1.1.1.1'],
        billableNames: 1,
      },
    ],
    [
      'IP certificate: public IPv4 only',
      ['8.8.4.4', '1.0.0.1'],
      ipCertificate,
      {
        commonName: '8.8.4.4',
        dnsNames: [],
        ipAddresses: ['8.8.4.4', '1.0.0.1'],
        names: ['8.8.4.4', '1.0.0.1'],
        billableNames: 2,
      },
    ],
    [
      'IDN in punycode, private-section registrable names, cleaned-up duplicates',
      ['xn--bcher-kva.de', 'Bücher.DE.', 'my-app.github.io'],
      dvMulti,
      {
        commonName: 'xn--bcher-kva.de',
        dnsNames: ['xn--bcher-kva.de', 'my-app.github.io'],
        ipAddresses: [],
        names: ['xn--bcher-kva.de', 'my-app.github.io'],
        billableNames: 2,
      },
    ],
    [
      'labels of 63 characters and a name of 253',
      [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
      dvSingle,
      {
        commonName: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`,
        dnsNames: [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
        ipAddresses: [],
        names: [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
        billableNames: 1,
      },
    ],
    [
      'code signing: the organisation as given, unchecked',
      ['  Example Ltd, Inc. ', 'ignored'],
      codeSigning,
      {
        commonName: 'Example Ltd, Inc.',
        dnsNames: [],
        ipAddresses: [],
        names: ['Example Ltd, Inc.'],
        billableNames: 1,
      },
    ],
  ];
  it.each(cases)('%s', (_label, names, rules, expected) => {
    expect(checkCertificateNames(names, rules)).toEqual(expected);
  });
});

describe('checkCertificateNames refuses', () => {
  const cases: [string, string[], NameRules, DomainProblemReason, Record<string, string | number>][] = [
    ['no names', [], dvSingle, 'required', {}],
    ['only blanks', ['', '  '], dvMulti, 'required', {}],
    ['code signing without an organisation', [' '], codeSigning, 'required', {}],
    ['an underscore', ['exa_mple.com'], dvSingle, 'invalidName', { name: 'exa_mple.com' }],
    ['a leading hyphen', ['-example.com'], dvSingle, 'invalidName', { name: '-example.com' }],
    ['a trailing hyphen', ['example-.com'], dvSingle, 'invalidName', { name: 'example-.com' }],
    ['an empty label', ['example..com'], dvSingle, 'invalidName', { name: 'example..com' }],
    ['reserved hyphens in places 3 and 4', ['ab--cd.com'], dvSingle, 'invalidName', { name: 'ab--cd.com' }],
    ['broken punycode', ['xn--zz.com'], dvSingle, 'invalidName', { name: 'xn--zz.com' }],
    ['a numeric top-level label', ['1.2.3.04'], ovSingle, 'invalidName', { name: '1.2.3.04' }],
    ['an IDN that cannot be converted', ['ex ample.com'], dvSingle, 'invalidName', { name: 'ex ample.com' }],
    ['an ICANN public suffix', ['co.uk'], dvSingle, 'publicSuffix', { name: 'co.uk' }],
    ['a private-section public suffix', ['github.io'], dvSingle, 'publicSuffix', { name: 'github.io' }],
    ['a top-level domain', ['com'], dvSingle, 'publicSuffix', { name: 'com' }],
    ['a wildcard over a public suffix', ['*.co.uk'], dvWildcard, 'publicSuffix', { name: '*.co.uk' }],
    ['an unknown suffix', ['example.notatld'], dvSingle, 'unknownSuffix', { name: 'example.notatld' }],
    [
      'a wildcard on a single-domain product',
      ['*.example.com'],
      dvSingle,
      'wildcardNotAllowed',
      { name: '*.example.com' },
    ],
    [
      'a wildcard on a multi-domain product',
      ['example.com', '*.example.com'],
      dvMulti,
      'wildcardNotAllowed',
      { name: '*.example.com' },
    ],
    [
      'a wildcard product without a wildcard',
      ['example.com'],
      dvWildcard,
      'wildcardRequired',
      { name: 'example.com' },
    ],
    [
      'a wildcard in the middle',
      ['www.*.example.com'],
      dvWildcard,
      'wildcardPosition',
      { name: 'www.*.example.com' },
    ],
    [
      'a partial wildcard label',
      ['foo*.example.com'],
      dvWildcard,
      'wildcardPosition',
      { name: 'foo*.example.com' },
    ],
    [
      'two wildcard labels',
      ['*.*.example.com'],
      dvMultiWildcard,
      'wildcardPosition',
      { name: '*.*.example.com' },
    ],
    [
      'an IP address on a DV product',
      ['example.com', '8.8.8.8'],
      dvMulti,
      'ipNotAllowed',
      { name: '8.8.8.8' },
    ],
    ['an IP address on an EV product', ['8.8.8.8'], evMulti, 'ipNotAllowed', { name: '8.8.8.8' }],
    [
      'a domain on an IP certificate',
      ['8.8.8.8', 'example.com'],
      ipCertificate,
      'ipRequired',
      { name: 'example.com' },
    ],
    [
      'IPv6 on an IP certificate',
      ['2606:4700:4700::1111'],
      ipCertificate,
      'ipv6NotAllowed',
      { name: '2606:4700:4700::1111' },
    ],
    [
      'IPv6 on an OV product',
      ['example.com', '[2001:DB8::1]'],
      ovMulti,
      'ipv6NotAllowed',
      { name: '2001:db8::1' },
    ],
    [
      'too many names',
      ['a.com', 'b.com', 'c.com', 'www.c.com', 'd.com'],
      dvMulti,
      'tooManyNames',
      { max: 3, count: 4 },
    ],
    [
      'too many names with wildcards',
      ['*.a.com', '*.b.com', 'c.com', 'd.com'],
      dvMultiWildcard,
      'tooManyNames',
      { max: 3, count: 4 },
    ],
    [
      'a second domain on a single-domain product',
      ['example.com', 'example.org'],
      dvSingle,
      'singleNameOnly',
      { name: 'example.org' },
    ],
    [
      'a third name next to the www companion',
      ['example.com', 'www.example.com', 'mail.example.com'],
      dvSingle,
      'singleNameOnly',
      { name: 'mail.example.com' },
    ],
    [
      'a www name next to a wildcard',
      ['*.example.com', 'www.example.com'],
      dvWildcard,
      'singleNameOnly',
      { name: 'www.example.com' },
    ],
    [
      'a second wildcard',
      ['*.example.com', '*.example.org'],
      dvWildcard,
      'singleNameOnly',
      { name: '*.example.org' },
    ],
    ['a single label', ['server1'], dvSingle, 'internalName', { name: 'server1' }],
    ['localhost', ['localhost'], dvSingle, 'internalName', { name: 'localhost' }],
    ['.local', ['printer.local'], dvSingle, 'internalName', { name: 'printer.local' }],
    ['.internal', ['db.internal'], dvSingle, 'internalName', { name: 'db.internal' }],
    ['.home.arpa', ['router.home.arpa'], dvSingle, 'internalName', { name: 'router.home.arpa' }],
    [
      'a wildcard over an internal name',
      ['*.corp.internal'],
      dvWildcard,
      'internalName',
      { name: '*.corp.internal' },
    ],
    [
      'a label of 64 characters',
      [`${'a'.repeat(64)}.com`],
      dvSingle,
      'tooLong',
      { name: `${'a'.repeat(64)}.com` },
    ],
    [
      'a name of 254 characters',
      [`${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`],
      dvSingle,
      'tooLong',
      {
        name: `${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`,
      },
    ],
  ];
  it.each(cases)('%s', (_label, names, rules, reason, vars) => {
    const problem = problemOf(() => checkCertificateNames(names, rules));
    expect(problem.reason).toBe(reason);
    expect(problem.vars).toEqual(vars);
    expect(messageKeyOf(problem)).toBe(`pki.domain.${reason}`);
    for (const lang of ['en', 'zh-cn', 'zh-tw'] as const) {
      expect(lookup(catalogs[lang], messageKeyOf(problem)), lang).toBeDefined();
      expect(translate(lang, messageKeyOf(problem), problem.vars), lang).not.toMatch(/\{\{/);
    }
  });

  it('covers every reason', () => {
    const every: Record<DomainProblemReason, true> = {
      required: true,
      invalidName: true,
      publicSuffix: true,
      unknownSuffix: true,
      wildcardNotAllowed: true,
      wildcardRequired: true,
      wildcardPosition: true,
      ipNotAllowed: true,
      ipRequired: true,
      ipNotPublic: true,
      ipv6NotAllowed: true,
      tooManyNames: true,
      singleNameOnly: true,
      internalName: true,
      tooLong: true,
    };
    const tested = new Set([...cases.map((c) => c[3]), 'ipNotPublic']);
    expect([...tested].sort()).toEqual(Object.keys(every).sort());
  });

  it.each([
    '0.1.2.3',
    '10.1.2.3',
    '100.64.0.1',
    '127.0.0.1',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.88.99.1',
    '192.168.1.1',
    '198.18.0.1',
    '198.51.100.1',
    '203.0.113.7',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
  ])('the non-public address %s', (address) => {
    for (const rules of [ipCertificate, ovMulti]) {
      const problem = problemOf(() => checkCertificateNames([address], rules));
      expect(problem.reason).toBe('ipNotPublic');
      expect(problem.vars).toEqual({ name: address });
    }
  });

  it('names next to the private ranges are public', () => {
    expect(
      checkCertificateNames(['172.32.0.1', '100.128.0.1', '11.0.0.1'], ipCertificate).ipAddresses,
    ).toHaveLength(3);
  });
});

// The server's checked names through the contract's one rule (name-policy.unit.test.ts holds the rule's own table).
describe('dcvMethodsForNames of checked names', () => {
  const domains = { dnsNames: ['example.com'], ipAddresses: [] };
  it.each([
    ['a single domain', dvSingle, domains, ['dns', 'http', 'email']],
    [
      'a multi-domain product',
      dvMulti,
      { dnsNames: ['a.com', 'b.com'], ipAddresses: [] },
      ['dns', 'http', 'email'],
    ],
    [
      'a wildcard product',
      dvWildcard,
      { dnsNames: ['*.example.com', 'example.com'], ipAddresses: [] },
      ['dns', 'email'],
    ],
    ['a multi-domain wildcard product without a wildcard', dvMultiWildcard, domains, ['dns', 'email']],
    [
      'a wildcard name on any product',
      ovMulti,
      { dnsNames: ['*.example.com'], ipAddresses: [] },
      ['dns', 'email'],
    ],
    ['an IP certificate', ipCertificate, { dnsNames: [], ipAddresses: ['8.8.8.8'] }, ['http']],
    [
      'an OV product with an IP address',
      ovMulti,
      { dnsNames: ['example.com'], ipAddresses: ['8.8.8.8'] },
      ['http'],
    ],
    ['code signing', codeSigning, { dnsNames: [], ipAddresses: [] }, ['email']],
  ] as const)('%s', (_label, rules, checked, expected) => {
    expect(dcvMethodsForNames([...checked.dnsNames, ...checked.ipAddresses], rules)).toEqual(expected);
  });
});

describe('approverEmailsFor', () => {
  it.each([
    ['shop.example.co.uk', 'example.co.uk'],
    ['*.example.com', 'example.com'],
    ['example.com', 'example.com'],
    ['a.b.my-app.github.io', 'my-app.github.io'],
  ])('%s -> the five addresses at %s', (name, domain) => {
    expect(approverEmailsFor(name)).toEqual([
      `admin@${domain}`,
      `administrator@${domain}`,
      `webmaster@${domain}`,
      `hostmaster@${domain}`,
      `postmaster@${domain}`,
    ]);
  });

  it.each(['8.8.8.8', 'co.uk', 'server1', 'example.notatld'])('none for %s', (name) => {
    expect(approverEmailsFor(name)).toEqual([]);
  });
});
