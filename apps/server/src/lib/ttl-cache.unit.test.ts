import { describe, expect, it } from 'vitest';
import { createTtlCache } from './ttl-cache.js';

describe('createTtlCache', () => {
  it('answers an entry only while it is younger than the ttl', () => {
    const cache = createTtlCache<string>(900, 10);
    cache.set('a', 'one', 1_000);
    expect(cache.get('a', 1_899)).toBe('one');
    expect(cache.get('a', 1_900)).toBeUndefined();
    expect(cache.get('a', 1_000)).toBeUndefined();
  });

  it('drops the oldest entry past its size, and what a change in this process names', () => {
    const cache = createTtlCache<{ account: number }>(900, 2);
    cache.set('a', { account: 1 }, 0);
    cache.set('b', { account: 2 }, 0);
    cache.set('c', { account: 2 }, 0);
    expect(cache.get('a', 1)).toBeUndefined();
    cache.deleteWhere((v) => v.account === 2);
    expect([cache.get('b', 1), cache.get('c', 1)]).toEqual([undefined, undefined]);
  });
});
