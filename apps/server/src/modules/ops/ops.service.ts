import {
  centsToAmount,
  OPS_CONFIRM_WINDOW_MS,
  type Language,
  type OpsAuditRow,
  type OpsOrderDetail,
  type OpsOrderRow,
  type OrderInfo,
  type OpsOrdersQuery,
  type PageQuery,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import { verifyPassword } from '../../lib/crypto.js';
import { dayWindow } from '../../lib/day-range.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount } from '../account/account-records.js';
import {
  appendOperatorAudit,
  operatorAuditPage,
  type OperatorActor,
} from '../operator-audit/operator-audit.js';
import { wholesaleOf } from '../upstreams/wholesale.js';
import type { OpsTotpService } from './ops-totp.service.js';
import { createOpsRepository } from './ops.repository.js';

/** The signed-in operator as the audit trail records it. */
export const actorOf = (session: SessionContext, ip: string): OperatorActor => ({
  accountId: session.accountId,
  email: session.email,
  ip,
});

/**
 * The operator console's own work: the order list across accounts, the password re-confirmation money actions
 * need (fresh-confirmation.ts), and the audit trail's reading. Users: ops-users.service.ts; the refund, payout
 * and offline-payment queues: ops-queues.service.ts.
 */
export function createOpsService(
  deps: ServiceDeps,
  parts: {
    orderDetail: (id: number, lang: Language) => Promise<OrderInfo | undefined>;
    totp: Pick<OpsTotpService, 'confirmCode'>;
  },
) {
  const repo = createOpsRepository(deps.db);

  return {
    /** GET ops/orders/{id}: the customer's order detail of any account's order, its owner and review decision. */
    async order(id: number, lang: Language): Promise<OpsOrderDetail> {
      const [context, detail] = await Promise.all([repo.orderContext(id), parts.orderDetail(id, lang)]);
      if (!context || !detail) throw new AppError('notFound', 'errors.orderNotFound', { id });
      const { review } = context;
      return {
        account: { uid: context.uid, email: context.email },
        review: review
          ? {
              decision: review.decision,
              operatorEmail: review.operatorEmail,
              note: review.note,
              createdAt: review.createdAt.toISOString(),
            }
          : null,
        detail,
        wholesale: wholesaleOf(context),
      };
    },

    async orders(query: OpsOrdersQuery, lang: Language): Promise<{ list: OpsOrderRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { beginTime, endTime, ...rest } = query;
      const { rows, total } = await repo.ordersPage(
        { ...rest, ...dayWindow({ beginTime, endTime }) },
        limit,
        offset,
      );
      return {
        total,
        list: rows.map(({ order, email, uid }) => ({
          id: order.id,
          accountUid: uid,
          email,
          product: order.productName,
          auditType: order.auditType,
          domain: order.commonName,
          dnsNames: order.dnsNames,
          organization: order.organization.organizationName ?? '',
          status: order.status,
          paid: order.paid,
          total: centsToAmount(order.totalCents),
          lastProblem: order.lastProblem
            ? translate(lang, order.lastProblem.key, order.lastProblem.vars)
            : null,
          createdAt: order.createdAt.toISOString(),
        })),
      };
    },

    /**
     * POST ops/confirm: the password again, and the authenticator's code when the operator enrolled TOTP; money
     * actions pass for the next 10 minutes (every process).
     */
    async confirm(
      session: SessionContext,
      body: { password: string; code?: string | undefined },
      ip: string,
    ): Promise<{ validUntil: string }> {
      const { password } = body;
      const account = await findAccount(deps.db, session.accountId);
      if (!account || !(await verifyPassword(account.passwordHash, password)))
        throw new AppError('wrongCredentials', 'ops.errors.wrongPassword');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const withCode = await parts.totp.confirmCode(tx, session, body.code, now);
        const txRepo = createOpsRepository(tx);
        await txRepo.saveConfirmation(session.idHash, session.accountId, now);
        await appendOperatorAudit(tx, actorOf(session, ip), {
          action: 'password.confirm',
          targetType: 'session',
          targetId: String(session.accountId),
          details: withCode ? { totp: true } : {},
          at: now,
        });
      });
      return { validUntil: new Date(now.getTime() + OPS_CONFIRM_WINDOW_MS).toISOString() };
    },

    async audit(
      query: PageQuery & { q?: string | undefined },
    ): Promise<{ list: OpsAuditRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await operatorAuditPage(deps.db, query.q, limit, offset);
      return {
        total,
        list: rows.map((row) => ({
          id: row.id,
          operatorEmail: row.operatorEmail,
          ip: row.ip,
          action: row.action,
          targetType: row.targetType,
          targetId: row.targetId,
          details: row.details,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type OpsService = ReturnType<typeof createOpsService>;
