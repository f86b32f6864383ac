import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createAuditRepository } from './audit.repository.js';

/** What the audit log records (issue 14); the log screen translates each into its activity line. */
export const AUDIT_ACTIVITIES = [
  'login.success',
  'login.failure',
  'logout',
  'password.change',
  'password.reset',
  'subUser.create',
  'subUser.update',
  'subUser.disable',
  'subUser.resend',
  'payment.pay',
  'funds.topup',
  'refund.apply',
  'order.create',
  'order.cancel',
  'order.reissue',
  'privateKey.view',
  'privateKey.download',
  'certificate.download',
  'apiKey.reset',
  'apiKey.scope',
  'apiKey.call',
] as const;
export type AuditActivity = (typeof AUDIT_ACTIVITIES)[number];

/** Records who did what for the team's audit log (append-only: there is no update or delete path). */
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
