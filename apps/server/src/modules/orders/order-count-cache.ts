/**
 * Totals of large order lists, kept a short while. Counting 100 000 orders of a reseller costs far more than
 * reading the 10 rows of a page, and paging through them asks the same count again and again; a total above
 * `minCached` may therefore be up to `ttlMs` old (documented in docs/domain/orders.md), smaller totals are
 * always counted afresh so a customer with a few orders sees a new one at once.
 */
export function createCountCache(options: { ttlMs: number; minCached: number; maxEntries: number }) {
  const entries = new Map<string, { total: number; at: number }>();
  return {
    async get(key: string, now: number, count: () => Promise<number>): Promise<number> {
      const hit = entries.get(key);
      if (hit && now - hit.at < options.ttlMs) return hit.total;
      entries.delete(key);
      const total = await count();
      if (total >= options.minCached) {
        // Oldest first in a Map: drop from the front when full.
        if (entries.size >= options.maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { total, at: now });
      }
      return total;
    },
  };
}
