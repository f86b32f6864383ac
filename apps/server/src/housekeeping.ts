// The running portal's periodic clean-up and its shared-cache poller (AppDeps.housekeeping; tests drive the
// services directly instead).
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.js';
import type { DatabaseHealth } from './db/health.js';
import { DAY, HOUR, type Clock } from './lib/clock.js';
import { purgeExpiredVisitorPurchases } from './modules/purchase/expired-visitor-purchases.js';
import { purgeRateLimits } from './modules/shared-state/database-rate-limit-store.js';
import type { SharedCaches } from './modules/shared-state/shared-caches.js';
import type { PortalServices } from './portal-services.js';

export function registerHousekeeping(
  app: FastifyInstance,
  parts: {
    db: Database;
    clock: Clock;
    sessions: Pick<PortalServices['sessions'], 'purgeExpired'>;
    sharedCaches: SharedCaches;
    health: DatabaseHealth;
  },
): void {
  const { db, clock, sessions, sharedCaches, health } = parts;
  /** A failure is logged unless it is the database being away (the health watch says so once). */
  const logFailure = (what: string) => (error: unknown) => {
    if (!health.report(error)) app.log.error({ err: error }, `${what} failed`);
  };
  // Expired sessions, finished rate-limit windows and expired visitor purchases are refused or restarted on read
  // already; this only keeps the tables small (and drops the keys made for purchases that never became orders).
  const timer = setInterval(() => {
    sessions.purgeExpired().catch(logFailure('session purge'));
    purgeRateLimits(db, new Date(clock.now().getTime() - DAY)).catch(logFailure('rate-limit purge'));
    purgeExpiredVisitorPurchases(db, clock.now()).catch(logFailure('visitor purchase purge'));
  }, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  // Another process's catalogue, rate and settings changes reach this one's caches.
  app.addHook('onReady', async () => {
    await sharedCaches.poll();
    sharedCaches.start(app.log, health);
  });
  app.addHook('onClose', async () => sharedCaches.stop());
}
