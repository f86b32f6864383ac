import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { refunds, type RefundRow } from '../../db/schema/index.js';

export function createRefundsRepository(db: Executor) {
  return {
    async insert(values: typeof refunds.$inferInsert): Promise<RefundRow | undefined> {
      const [row] = await db.insert(refunds).values(values).onConflictDoNothing().returning();
      return row;
    },
    async find(id: number): Promise<RefundRow | undefined> {
      const [row] = await db.select().from(refunds).where(eq(refunds.id, id));
      return row;
    },
    async pendingFor(orderId: number): Promise<RefundRow | undefined> {
      const [row] = await db
        .select()
        .from(refunds)
        .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'pending')));
      return row;
    },
    /** pending → approved/rejected exactly once; undefined when already decided. */
    async decide(
      id: number,
      status: 'approved' | 'rejected',
      note: string,
      now: Date,
    ): Promise<RefundRow | undefined> {
      const [row] = await db
        .update(refunds)
        .set({ status, decisionNote: note, decidedAt: now })
        .where(and(eq(refunds.id, id), eq(refunds.status, 'pending')))
        .returning();
      return row;
    },
  };
}
