import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  operatorAudit,
  operatorConfirmations,
  orders,
  reviewDecisions,
  type NewOperatorAuditRow,
} from '../../db/schema/index.js';

/** `%text%` for ILIKE, its own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

export interface OpsOrderFilter {
  status?: number | undefined;
  id?: number | undefined;
  email?: string | undefined;
  domain?: string | undefined;
}

/** The console's tables: the operator audit trail (insert and read only), review claims, confirmations. */
export function createOpsRepository(db: Executor) {
  function orderCondition(filter: OpsOrderFilter): SQL | undefined {
    const parts: (SQL | undefined)[] = [];
    if (filter.status !== undefined) parts.push(eq(orders.status, filter.status));
    if (filter.id !== undefined) parts.push(eq(orders.id, filter.id));
    if (filter.email) parts.push(ilike(accounts.email, containing(filter.email)));
    if (filter.domain) {
      const pattern = containing(filter.domain);
      parts.push(or(ilike(orders.commonName, pattern), sql`${orders.dnsNames}::text ilike ${pattern}`));
    }
    return and(...parts);
  }

  return {
    /** Orders of every account with the owner's e-mail, newest first. */
    async ordersPage(filter: OpsOrderFilter, limit: number, offset: number) {
      const where = orderCondition(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select({ order: orders, email: accounts.email, uid: accounts.uid })
          .from(orders)
          .innerJoin(accounts, eq(accounts.id, orders.accountId))
          .where(where)
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(limit)
          .offset(offset),
        db
          .select({ n: count() })
          .from(orders)
          .innerJoin(accounts, eq(accounts.id, orders.accountId))
          .where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Appends one row of the operator audit trail (there is deliberately no update or delete here). */
    async appendAudit(row: NewOperatorAuditRow): Promise<void> {
      await db.insert(operatorAudit).values(row);
    },

    async auditPage(search: string | undefined, limit: number, offset: number) {
      const pattern = search ? containing(search) : undefined;
      const where = pattern
        ? or(
            ilike(operatorAudit.action, pattern),
            ilike(operatorAudit.operatorEmail, pattern),
            ilike(operatorAudit.targetId, pattern),
            ilike(operatorAudit.targetType, pattern),
          )
        : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(operatorAudit)
          .where(where)
          .orderBy(desc(operatorAudit.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(operatorAudit).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /**
     * The claim of a review decision: true for the one request whose row went in. The primary key decides
     * between concurrent requests on any process (the loser waits for the winner's commit and inserts nothing).
     */
    async claimDecision(claim: {
      orderId: number;
      decision: 'approved' | 'rejected';
      operatorEmail: string;
      note: string;
      at: Date;
    }): Promise<boolean> {
      const rows = await db
        .insert(reviewDecisions)
        .values({
          orderId: claim.orderId,
          decision: claim.decision,
          operatorEmail: claim.operatorEmail,
          note: claim.note,
          createdAt: claim.at,
        })
        .onConflictDoNothing()
        .returning({ orderId: reviewDecisions.orderId });
      return rows.length === 1;
    },

    async decisionOf(orderId: number): Promise<'approved' | 'rejected' | undefined> {
      const [row] = await db
        .select({ decision: reviewDecisions.decision })
        .from(reviewDecisions)
        .where(eq(reviewDecisions.orderId, orderId));
      return row?.decision;
    },

    async saveConfirmation(sessionIdHash: string, accountId: number, at: Date): Promise<void> {
      await db
        .insert(operatorConfirmations)
        .values({ sessionIdHash, accountId, confirmedAt: at })
        .onConflictDoUpdate({ target: operatorConfirmations.sessionIdHash, set: { confirmedAt: at } });
    },

    async confirmedAt(sessionIdHash: string): Promise<Date | undefined> {
      const [row] = await db
        .select({ at: operatorConfirmations.confirmedAt })
        .from(operatorConfirmations)
        .where(eq(operatorConfirmations.sessionIdHash, sessionIdHash));
      return row?.at;
    },
  };
}
