import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createAuditRepository } from './audit.repository.js';

export type AuditActivity = 'privateKey.view' | 'privateKey.download' | 'certificate.download';

/** Records who viewed or downloaded key material; the audit log screen (a later area) reads these. */
export function createAuditService(deps: ServiceDeps) {
  const repo = createAuditRepository(deps.db);
  return {
    async record(
      session: SessionContext,
      ip: string,
      activity: AuditActivity,
      details: Record<string, string | number | boolean>,
    ): Promise<void> {
      await repo.insert({
        accountId: session.ownerAccountId,
        actorId: session.accountId,
        ip,
        activity,
        details,
        createdAt: deps.clock.now(),
      });
    },
    latest: (accountId: number, limit = 50) => repo.latest(accountId, limit),
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
