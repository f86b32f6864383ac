import type { FastifyInstance } from 'fastify';
import type { DatabaseHealth } from '../db/health.js';
import { AppError } from '../lib/errors.js';

/**
 * The operational endpoints (CONTRACT.md): `/healthz` answers while the process runs and never touches the
 * database; `/readyz` answers 200 only when the database answers and holds this version's migrations, and once the
 * start-up work that runs after the listen (the job queues) is done. Both are registered on the root, so the web
 * app's HTML fallback never answers them.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  health: DatabaseHealth,
  /** True once the process is shutting down: not ready any more, so a balancer sends nothing new. */
  isDraining: () => boolean = () => false,
  /** True while the start-up work after the listen runs: not ready yet. */
  isStarting: () => boolean = () => false,
): void {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    const ready = !isStarting() && !isDraining() && !health.isDown() && (await health.check());
    return reply
      .status(ready ? 200 : 503)
      .header('cache-control', 'no-store')
      .send({ status: ready ? 'ok' : 'unavailable' });
  });
}

/**
 * While the database is known to be unreachable, every API call is answered 503 at once (before the session is
 * looked up), instead of each one waiting for its own connection attempt to fail.
 */
export function registerOutageGuard(app: FastifyInstance, health: DatabaseHealth): void {
  // A callback hook: it runs on every request and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    if (!health.isDown() || !request.url.startsWith('/api/')) return done();
    done(new AppError('unavailable', 'server.unavailable'));
  });
}
