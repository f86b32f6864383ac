import type { AuditLogQuery, AuditLogRow, Language } from '@portal/contract';
import { dayWindow } from '../../lib/day-range.js';
import { pageWindow } from '../../lib/pagination.js';
import type { Executor } from '../../db/client.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { activityLine, detailLines } from './audit-lines.js';
import { createAuditRepository } from './audit.repository.js';

/** What the audit log records (issue 14; docs/domain/audit.md); the log screen translates each into its line. */
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
  'order.trial',
  'order.cancel',
  'order.reissue',
  'privateKey.view',
  'privateKey.download',
  'certificate.download',
  'delivery.tokenCreate',
  'delivery.tokenRevoke',
  'delivery.fetch',
  'delivery.refused',
  'apiKey.reset',
  'apiKey.scope',
  'apiKey.call',
  'acme.credentialCreate',
  'acme.credentialRevoke',
  'acme.certificate',
  'affiliate.payoutRequest',
  'affiliate.payoutPaid',
  'affiliate.payoutRejected',
  'affiliate.payoutFailed',
  'affiliate.commissionCancelled',
  'affiliate.commissionReversed',
] as const;
export type AuditActivity = (typeof AUDIT_ACTIVITIES)[number];
export type AuditDetails = Record<string, string | number | boolean>;

/** Whose log an entry goes to: the main account (`ownerAccountId`) and the (sub-)user who acted. */
export interface AuditActor {
  ownerAccountId: number;
  accountId: number;
}

/**
 * Records who did what for the team's audit log, and reads it back. Append-only: there is no update or delete
 * path. The IP is the caller's `request.ip` (Fastify's, which honours TRUST_PROXY), never a header read here.
 */
export function createAuditService(deps: ServiceDeps) {
  const repo = createAuditRepository(deps.db);

  async function recordFor(
    actor: AuditActor,
    ip: string,
    activity: AuditActivity,
    details: AuditDetails,
    /** The action's transaction, so the entry is written with it (or not at all). */
    db: Executor = deps.db,
  ): Promise<void> {
    await createAuditRepository(db).insert({
      accountId: actor.ownerAccountId,
      actorId: actor.accountId,
      ip: ip.slice(0, 64),
      activity,
      details,
      createdAt: deps.clock.now(),
    });
  }

  return {
    /** An action of the signed-in caller (or its API key): goes to its main account's log. */
    record: (
      session: SessionContext,
      ip: string,
      activity: AuditActivity,
      details: AuditDetails = {},
      db?: Executor,
    ) => recordFor(session, ip, activity, details, db),

    /** An action without a session (a sign-in, a password reset by e-mailed link): the account is named. */
    recordFor,

    /** The log an account's actions go to: its own, or its main account's for a sub-user. */
    actorOf: (account: { id: number; parentId: number | null }): AuditActor => ({
      ownerAccountId: account.parentId ?? account.id,
      accountId: account.id,
    }),

    /**
     * Records the action once per value of one detail (a card payment the browser asks about again, or that the
     * provider's notification settled before): a second call with the same `key` value adds nothing.
     */
    async recordOnce(
      session: SessionContext,
      ip: string,
      activity: AuditActivity,
      details: AuditDetails,
      key: string,
    ): Promise<void> {
      const value = details[key];
      if (value !== undefined && (await repo.has(session.ownerAccountId, activity, key, String(value))))
        return;
      await recordFor(session, ip, activity, details);
    },

    /** GET log: the team's entries (the main account's and its sub-users'), newest first, in the reader's language. */
    async list(
      session: SessionContext,
      query: AuditLogQuery,
      lang: Language,
    ): Promise<{ list: AuditLogRow[]; total: number }> {
      const filter = { email: query.email, ...dayWindow(query, { refuseFutureAt: deps.clock.now() }) };
      const { limit, offset } = pageWindow(query);
      const [rows, total] = await Promise.all([
        repo.page(session.ownerAccountId, filter, limit, offset),
        repo.count(session.ownerAccountId, filter),
      ]);
      return {
        list: rows.map((row) => ({
          id: row.id,
          name: `${row.firstName} ${row.lastName}`.trim() || row.email,
          email: row.email,
          ip: row.ip,
          activity: activityLine(lang, row.activity, row.details),
          action: row.activity,
          createdAt: row.createdAt.toISOString(),
          message: detailLines(lang, row.details),
        })),
        total,
      };
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
