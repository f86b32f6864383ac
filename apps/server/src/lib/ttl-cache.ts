/**
 * A process's short-lived copy of rows it read (resolved sessions, API keys). Entries older than `ttlMs` are not
 * answered, so a change made by another process behind the same PostgreSQL is seen within that time (kept under a
 * second: CONTRACT.md, several processes); a change made in this process evicts at once (`deleteWhere`). At most
 * `max` entries: the oldest goes first.
 */
export function createTtlCache<V>(ttlMs: number, max: number) {
  const entries = new Map<string, { value: V; cachedAt: number }>();
  return {
    /** The value cached under `key` less than `ttlMs` before `now`. */
    get(key: string, now: number): V | undefined {
      const entry = entries.get(key);
      if (entry && now - entry.cachedAt < ttlMs) return entry.value;
      if (entry) entries.delete(key);
      return undefined;
    },
    set(key: string, value: V, now: number): void {
      entries.delete(key);
      if (entries.size >= max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, cachedAt: now });
    },
    delete(key: string): void {
      entries.delete(key);
    },
    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
  };
}
