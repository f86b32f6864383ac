import { describe, expect, it } from 'vitest';
import { findZone } from './zone-match.js';

describe('findZone', () => {
  const zones = ['example.com', 'b.example.com', 'other.org'];

  it('picks the longest zone that holds the name, with the name relative to it', () => {
    expect(findZone('_dnsauth.a.b.example.com', zones)).toEqual({
      zone: 'b.example.com',
      relative: '_dnsauth.a',
    });
    expect(findZone('_dnsauth.www.example.com.', zones)).toEqual({
      zone: 'example.com',
      relative: '_dnsauth.www',
    });
  });

  it('answers @ for the zone itself and compares without case', () => {
    expect(findZone('B.Example.COM', zones)).toEqual({ zone: 'b.example.com', relative: '@' });
  });

  it('matches at label boundaries only', () => {
    expect(findZone('notexample.com', zones)).toBeUndefined();
    expect(findZone('x.ab.example.com', ['b.example.com'])).toBeUndefined();
    expect(findZone('example.net', zones)).toBeUndefined();
  });
});
