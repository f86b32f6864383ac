import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { payments, type PaymentRow } from '../../db/schema/index.js';
import { businessMetrics } from '../../lib/metrics.js';

/** An add-funds payment of the account created for a bank transfer and not settled or cancelled yet. */
const awaitingTransfer = (accountId: number) =>
  and(
    eq(payments.accountId, accountId),
    eq(payments.type, 'addFunds'),
    eq(payments.status, 'unpaid'),
    eq(payments.channel, 'offline'),
  );

/** The card wallet's and the bank transfer's side of payments (provider order and capture ids, settlement). */
export function createWalletPaymentsRepository(db: Executor) {
  return {
    async findPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id));
      return row;
    },
    async lockPayment(id: number): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.id, id)).for('update');
      return row;
    },
    async findByProviderOrder(providerOrderId: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerOrderId, providerOrderId));
      return row;
    },
    async findByProviderRef(providerRef: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
      return row;
    },
    /**
     * Stores the wallet order of a payment, replacing `previous` (null: none yet). False when a concurrent
     * submit stored another one first; the caller then answers that one.
     */
    async attachProviderOrder(
      id: number,
      providerOrderId: string,
      previous: string | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ providerOrderId, updatedAt: now })
        .where(
          and(
            eq(payments.id, id),
            eq(payments.status, 'unpaid'),
            or(
              previous === null ? isNull(payments.providerOrderId) : eq(payments.providerOrderId, previous),
              eq(payments.providerOrderId, providerOrderId),
            ),
          ),
        )
        .returning({ id: payments.id });
      return rows.length === 1;
    },
    /** unpaid → paid once, recording how (and the capture id: unique, so a capture settles one payment). */
    async markSettled(
      id: number,
      channel: NonNullable<PaymentRow['channel']>,
      providerRef: string | null,
      now: Date,
    ): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'paid', channel, providerRef, paidAt: now, updatedAt: now })
        .where(and(eq(payments.id, id), eq(payments.status, 'unpaid')))
        .returning({ id: payments.id });
      if (rows.length === 1) businessMetrics.paymentsCaptured.inc({ channel });
      return rows.length === 1;
    },
    /** Records a capture that arrived for a payment it could no longer pay (its amount went to the balance). */
    async attachCapture(id: number, providerRef: string, close: boolean, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({
          providerRef,
          updatedAt: now,
          ...(close ? { status: 'cancelled' as const, channel: 'paypal' as const } : {}),
        })
        .where(and(eq(payments.id, id), isNull(payments.providerRef)))
        .returning({ id: payments.id });
      return rows.length === 1;
    },
    /** Unpaid top-ups of an account that wait for a bank transfer (channel offline), newest first. */
    async pendingOffline(accountId: number, limit: number): Promise<PaymentRow[]> {
      return db
        .select()
        .from(payments)
        .where(awaitingTransfer(accountId))
        .orderBy(desc(payments.id))
        .limit(limit);
    },
    async countPendingOffline(accountId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(payments).where(awaitingTransfer(accountId));
      return Number(row?.n ?? 0);
    },
    /** unpaid → cancelled for a bank-transfer top-up of this account; false when it is no such payment (any more). */
    async cancelOffline(id: number, accountId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(payments)
        .set({ status: 'cancelled', updatedAt: now })
        .where(and(eq(payments.id, id), awaitingTransfer(accountId)))
        .returning({ id: payments.id });
      return rows.length === 1;
    },
  };
}
