import { AWAITING_VALIDATION_STATUSES, ORDER_STATUS } from '@portal/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pollDueOf, reissues, type ReissueRow } from '../../db/schema/index.js';
import { assertReissueMove, assertReissueStart } from './reissue-status-move.js';

export type NewReissue = typeof reissues.$inferInsert;
/** Columns an update may set: the status only moves through `moveStatus`. */
export type ReissueColumnsBesideStatus = Omit<Partial<NewReissue>, 'status' | 'id'>;

export function createReissuesRepository(db: Executor) {
  /** The recheck job's claim statement (see claimDueForCheck). */
  function claimDueForCheckQuery(now: Date, leaseUntil: Date, limit: number) {
    const dueAt = pollDueOf(reissues.nextPollAt);
    const batch = db
      .select({ id: reissues.id })
      .from(reissues)
      .where(and(eq(reissues.status, ORDER_STATUS.pending), sql`${dueAt} <= ${now}`))
      .orderBy(sql`${dueAt} asc`, asc(reissues.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(reissues)
      .set({ nextPollAt: leaseUntil, lastPolledAt: now })
      .where(and(inArray(reissues.id, batch), sql`${dueAt} <= ${now}`))
      .returning();
  }
  return {
    /** The next `{orderId}_{n}`: call it with the order row locked (concurrent reissues take turns). */
    async nextSeq(orderId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`coalesce(max(${reissues.seq}), 0)::int` })
        .from(reissues)
        .where(eq(reissues.orderId, orderId));
      return (row?.n ?? 0) + 1;
    },
    /** Writes a new reissue; its status must be one a reissue starts in (`REISSUE_START_STATUSES`). */
    async insert(values: NewReissue): Promise<ReissueRow> {
      assertReissueStart(values.id, values.status);
      const [row] = await db.insert(reissues).values(values).returning();
      if (!row) throw new Error('reissue not written');
      return row;
    },
    async findOwned(id: string, accountId: number): Promise<ReissueRow | undefined> {
      const [row] = await db
        .select()
        .from(reissues)
        .where(and(eq(reissues.id, id), eq(reissues.accountId, accountId)));
      return row;
    },
    async findById(id: string): Promise<ReissueRow | undefined> {
      const [row] = await db.select().from(reissues).where(eq(reissues.id, id));
      return row;
    },
    forOrder(orderId: number): Promise<ReissueRow[]> {
      return db.select().from(reissues).where(eq(reissues.orderId, orderId)).orderBy(desc(reissues.seq));
    },
    lockOwned(ids: string[], accountId: number): Promise<ReissueRow[]> {
      return db
        .select()
        .from(reissues)
        .where(and(inArray(reissues.id, ids), eq(reissues.accountId, accountId)))
        .orderBy(asc(reissues.id))
        .for('update');
    },
    /**
     * The reissues' one status write: from the expected status only (undefined when the row had moved), and only a
     * move `REISSUE_TRANSITIONS` lists (ReissueStatusMoveRefused otherwise, nothing written).
     */
    async moveStatus(
      id: string,
      from: number,
      to: number,
      now: Date,
      extra: ReissueColumnsBesideStatus = {},
    ): Promise<ReissueRow | undefined> {
      assertReissueMove(id, from, to);
      const [row] = await db
        .update(reissues)
        .set({ ...extra, status: to, updatedAt: now })
        .where(and(eq(reissues.id, id), eq(reissues.status, from)))
        .returning();
      return row;
    },
    async markPaid(ids: string[], now: Date): Promise<void> {
      if (ids.length > 0)
        await db
          .update(reissues)
          .set({ paid: true, paidAt: now, updatedAt: now })
          .where(inArray(reissues.id, ids));
    },
    async update(id: string, values: ReissueColumnsBesideStatus, now: Date): Promise<void> {
      await db
        .update(reissues)
        .set({ ...values, updatedAt: now })
        .where(eq(reissues.id, id));
    },
    /**
     * The recheck job's batch of reissues waiting for validation (status 1) whose next poll is due, in the order
     * they came due (never polled first), claimed in one statement as orders are (orders.repository
     * claimDueForCheck, index `reissues_poll_due_idx`): their next poll moves to `leaseUntil` and rows another
     * process is claiming are skipped.
     */
    claimDueForCheckQuery,
    async claimDueForCheck(now: Date, leaseUntil: Date, limit: number): Promise<ReissueRow[]> {
      const rows = await claimDueForCheckQuery(now, leaseUntil, limit);
      return rows.sort((a, b) => a.id.localeCompare(b.id));
    },
    /** Notes that a validation check looked at the reissue now (the recheck job's order of turns). */
    async markChecked(id: string, now: Date): Promise<void> {
      await db.update(reissues).set({ lastCheckedAt: now }).where(eq(reissues.id, id));
    },
    /** Open renewals of an order (still validating: need auth information or pending). */
    async openRenewal(orderId: number): Promise<ReissueRow | undefined> {
      const [row] = await db
        .select()
        .from(reissues)
        .where(
          and(
            eq(reissues.orderId, orderId),
            eq(reissues.type, 'renewal'),
            inArray(reissues.status, [...AWAITING_VALIDATION_STATUSES]),
          ),
        )
        .limit(1);
      return row;
    },
  };
}
export type ReissuesRepository = ReturnType<typeof createReissuesRepository>;
