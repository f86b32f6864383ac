import { describe, expect, it } from 'vitest';
import { delegationDomainOf, modeTag, stateColor } from './domainRows';

describe('domain rows', () => {
  it('delegates a wildcard through its base, a covered name through its delegation', () => {
    expect(delegationDomainOf({ domain: '*.shop.example.org', delegation: null })).toBe('shop.example.org');
    expect(delegationDomainOf({ domain: 'example.com', delegation: null })).toBe('example.com');
    expect(delegationDomainOf({ domain: 'www.example.com', delegation: { domain: 'example.com' } })).toBe(
      'example.com',
    );
  });

  it('tags each mode with its label and explanation', () => {
    expect(modeTag('delegated')).toEqual({
      color: 'green',
      labelKey: 'domains.page.modes.delegated',
      hintKey: 'domains.page.modeHints.delegated',
    });
    expect(modeTag('manual').color).toBe('default');
    expect(stateColor('pending')).toBe('gold');
    expect(stateColor('active')).toBe('green');
  });
});
