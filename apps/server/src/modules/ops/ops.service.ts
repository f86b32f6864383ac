import {
  amountToCents,
  centsToAmount,
  OPS_CONFIRM_WINDOW_MS,
  type Language,
  type OpsAuditRow,
  type OpsCreditBody,
  type OpsOrderRow,
  type OpsOrdersQuery,
  type PageQuery,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import { verifyPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount, findAccountByUid } from '../account/account-records.js';
import type { OfflineCreditService } from '../books/offline-credit.service.js';
import { createOpsRepository } from './ops.repository.js';
import type { OperatorActor } from './review.service.js';

/** The signed-in operator as the audit trail records it. */
export const actorOf = (session: SessionContext, ip: string): OperatorActor => ({
  accountId: session.accountId,
  email: session.email,
  ip,
});

/**
 * The operator console's own work: the order list across accounts, the password re-confirmation money actions
 * need, credits through the offline credit service (`portal funds:credit`'s), and the audit trail's reading.
 */
export function createOpsService(deps: ServiceDeps, parts: { offlineCredit: OfflineCreditService }) {
  const repo = createOpsRepository(deps.db);

  /** Money actions: the session's password confirmation must be younger than OPS_CONFIRM_WINDOW_MS. */
  async function requireFreshConfirmation(session: SessionContext): Promise<void> {
    const at = await repo.confirmedAt(session.idHash);
    if (!at || deps.clock.now().getTime() - at.getTime() > OPS_CONFIRM_WINDOW_MS)
      throw new AppError('reconfirmRequired', 'ops.errors.reconfirmRequired');
  }

  return {
    async orders(query: OpsOrdersQuery, lang: Language): Promise<{ list: OpsOrderRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.ordersPage(query, limit, offset);
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

    /** POST ops/confirm: the password again; money actions pass for the next 10 minutes (every process). */
    async confirm(session: SessionContext, password: string, ip: string): Promise<{ validUntil: string }> {
      const account = await findAccount(deps.db, session.accountId);
      if (!account || !(await verifyPassword(account.passwordHash, password)))
        throw new AppError('wrongCredentials', 'ops.errors.wrongPassword');
      const now = deps.clock.now();
      await deps.db.transaction(async (tx) => {
        const txRepo = createOpsRepository(tx);
        await txRepo.saveConfirmation(session.idHash, session.accountId, now);
        await txRepo.appendAudit({
          operatorAccountId: session.accountId,
          operatorEmail: session.email,
          ip,
          action: 'password.confirm',
          targetType: 'session',
          targetId: String(session.accountId),
          details: {},
          createdAt: now,
        });
      });
      return { validUntil: new Date(now.getTime() + OPS_CONFIRM_WINDOW_MS).toISOString() };
    },

    /** POST ops/users/{uid}/credit: the booking and its audit row (balances before and after) commit together. */
    async credit(session: SessionContext, uid: string, input: OpsCreditBody, ip: string) {
      await requireFreshConfirmation(session);
      const account = await findAccountByUid(deps.db, uid);
      if (!account) throw new AppError('notFound', 'ops.errors.userNotFound', { uid });
      const amountCents = amountToCents(input.amount);
      if (amountCents === undefined) throw new AppError('invalidParams', 'ops.validation.amountInvalid');
      // Sub-users share their main account's balance (as `portal funds:credit` books it).
      const owner = account.parentId ?? account.id;
      const actor = actorOf(session, ip);
      const after = await deps.db.transaction(async (tx) => {
        const balance = await parts.offlineCredit.creditIn(tx, {
          accountId: owner,
          amountCents,
          note: input.note,
        });
        // The booking holds the account row's lock: nothing else moved the balance in between.
        const before = balance - amountCents;
        await createOpsRepository(tx).appendAudit({
          operatorAccountId: actor.accountId,
          operatorEmail: actor.email,
          ip: actor.ip,
          action: 'user.credit',
          targetType: 'account',
          targetId: uid,
          details: {
            amount: centsToAmount(amountCents),
            note: input.note,
            email: account.email,
            balanceAccount: owner,
            before: { balance: centsToAmount(before) },
            after: { balance: centsToAmount(balance) },
          },
          createdAt: deps.clock.now(),
        });
        return balance;
      });
      return {
        uid,
        email: account.email,
        amount: centsToAmount(amountCents),
        balanceBefore: centsToAmount(after - amountCents),
        balanceAfter: centsToAmount(after),
      };
    },

    async audit(
      query: PageQuery & { q?: string | undefined },
    ): Promise<{ list: OpsAuditRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { rows, total } = await repo.auditPage(query.q, limit, offset);
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
