import type { DomainRow } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { autoMethodOf, coverageOf } from './coverage';

const row = (domain: string, extra: Partial<DomainRow> = {}): DomainRow => ({
  domain,
  mode: 'manual',
  delegation: null,
  connector: null,
  orders: 1,
  lastValidatedAt: null,
  reuseEndsAt: null,
  nextReissue: null,
  action: 'none',
  ...extra,
});
const active = { domain: 'example.com', state: 'active' as const, target: 'abcdefghijklmnop.dcv.test' };
const rows: DomainRow[] = [
  row('example.com', { mode: 'delegated', delegation: active }),
  row('shop.example.net', { mode: 'connector', connector: { id: 3, provider: 'dnspod', label: 'Tencent' } }),
  row('other.org'),
  row('pending.org', { delegation: { ...active, domain: 'pending.org', state: 'pending' } }),
];

describe('automatic validation coverage', () => {
  it('reads the mode of the name its own row gives', () => {
    expect(autoMethodOf('example.com', rows)).toEqual({ kind: 'delegated', domain: 'example.com' });
    expect(autoMethodOf('shop.example.net', rows)).toEqual({
      kind: 'connector',
      label: 'Tencent',
      provider: 'dnspod',
    });
    expect(autoMethodOf('other.org', rows)).toBeNull();
    expect(autoMethodOf('pending.org', rows)).toBeNull();
  });

  it('covers a name not listed yet by an active delegation of a parent, wildcards at their base', () => {
    expect(autoMethodOf('*.www.example.com', rows)).toEqual({ kind: 'delegated', domain: 'example.com' });
    expect(autoMethodOf('notexample.com', rows)).toBeNull();
    expect(autoMethodOf('a.pending.org', rows)).toBeNull();
  });

  it('splits an order: automatic DNS names, covered names of another method, names to publish by hand', () => {
    const coverage = coverageOf(
      [
        { domain: 'example.com', authMethod: 'dns' },
        { domain: 'example.com', authMethod: 'dns' },
        { domain: 'shop.example.net', authMethod: 'http' },
        { domain: 'other.org', authMethod: 'dns' },
      ],
      rows,
    );
    expect(coverage).toEqual({
      auto: [{ name: 'example.com', how: { kind: 'delegated', domain: 'example.com' } }],
      otherMethod: ['shop.example.net'],
      manual: ['other.org'],
    });
  });
});
