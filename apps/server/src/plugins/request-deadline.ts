import type { FastifyInstance } from 'fastify';
import { RequestDeadline, runWithDeadline } from '../db/request-deadline.js';

/**
 * API_REQUEST_TIMEOUT_MS (PostgreSQL only; docs/architecture.md, "PostgreSQL outages and timeouts"): every /api
 * request except the routes marked `config.longRunning` runs under a deadline for its database waits, so a frozen
 * database answers it 503 (code 1028, Retry-After) after at most `limitMs` of waiting instead of the statement
 * timeout + 2 s. Registered before the session hook, so the session's own reads count too. On the embedded
 * database (in the process, it cannot freeze apart from it) nothing is registered.
 */
export function registerRequestDeadline(app: FastifyInstance, limitMs: number | undefined): void {
  if (limitMs === undefined) return;
  // A callback hook: it runs on every request and needs no promise. `done` runs inside the deadline's context,
  // and so do the later hooks and the handler (Fastify keeps the context across the body's parsing).
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || request.routeOptions.config.longRunning === true) return done();
    const raw = reply.raw;
    runWithDeadline(new RequestDeadline(limitMs, () => raw.writableEnded), done);
  });
}
