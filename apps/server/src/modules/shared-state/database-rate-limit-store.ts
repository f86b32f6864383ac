// @fastify/rate-limit's store contract (incr + child), counted in the database so that every portal process on
// one PostgreSQL sees the same counts (the plugin's own store counts per process).
import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { createRateLimitsRepository } from './rate-limits.repository.js';

type Incr = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * What the plugin really hands a route's child (index.js: its merged settings with `routeInfo`); the published
 * typings call it RouteOptions.
 */
interface ChildOptions {
  timeWindow?: unknown;
  routeInfo?: { method?: string | string[]; url?: string };
}

const DEFAULT_WINDOW_MS = 60_000;

/** The class the plugin instantiates (`store` option); each route's child prefixes its keys with the route. */
export function databaseRateLimitStore(
  db: Database,
  log?: FastifyBaseLogger,
): new (options?: unknown) => FastifyRateLimitStore {
  const repo = createRateLimitsRepository(db);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The plugin passes its options first; children name their route and window. */
    constructor(
      _options?: unknown,
      private readonly prefix = 'global|',
      private readonly windowMs = DEFAULT_WINDOW_MS,
    ) {}

    incr(key: string, callback: Incr, timeWindow?: number): void {
      repo.hit(`${this.prefix}${key}`, timeWindow ?? this.windowMs).then(
        ({ hits, msLeft }) => callback(null, { current: hits, ttl: msLeft }),
        (error: unknown) => {
          log?.warn({ err: error }, 'rate-limit count failed');
          callback(error instanceof Error ? error : new Error(String(error)));
        },
      );
    }

    child(given: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      const options = given as unknown as ChildOptions;
      const method = options.routeInfo?.method;
      const route = `${Array.isArray(method) ? method.join(',') : (method ?? '')} ${options.routeInfo?.url ?? ''}`;
      const windowMs = typeof options.timeWindow === 'number' ? options.timeWindow : this.windowMs;
      return new DatabaseRateLimitStore(undefined, `${route.trim()}|`, windowMs);
    }
  };
}

/** Drops counters whose window started before `before` (housekeeping; a later hit starts a new window anyway). */
export function purgeRateLimits(db: Database, before: Date): Promise<number> {
  return createRateLimitsRepository(db).purge(before);
}
