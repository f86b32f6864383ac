import { describe, expect, it } from 'vitest';
import { createCountCache } from './order-count-cache.js';

describe('count cache', () => {
  it('keeps large totals for the ttl, always recounts small ones, and stays bounded', async () => {
    const cache = createCountCache({ ttlMs: 1000, minCached: 100, maxEntries: 2 });
    let counted = 0;
    const count = (n: number) => async () => {
      counted += 1;
      return n;
    };
    expect(await cache.get('big', 0, count(5000))).toBe(5000);
    expect(await cache.get('big', 999, count(6000))).toBe(5000);
    expect(await cache.get('big', 1000, count(6000))).toBe(6000);
    expect(await cache.get('small', 0, count(5))).toBe(5);
    expect(await cache.get('small', 1, count(6))).toBe(6);
    expect(counted).toBe(4);
    await cache.get('b', 1000, count(200));
    await cache.get('c', 1000, count(300));
    // 'big' was the oldest entry and made room for 'c'.
    expect(await cache.get('big', 1001, count(7000))).toBe(7000);
  });
});
