import {
  AWAITING_VALIDATION_STATUSES,
  ISSUED_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS,
} from '@portal/contract';
import { and, asc, desc, eq, exists, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, certificates, lifecycleMarks, orders, type OrderRow } from '../../db/schema/index.js';
import { moveOrderStatus, moveOrderStatusReturning } from '../orders/order-records.js';
import { expiryNoticesDue } from './expiry-notices.repository.js';
import {
  DAY_INTERVAL,
  endKey,
  markExists,
  subscriptionEnd,
  unpaidTrial,
  type LifecycleScope,
} from './lifecycle-sql.js';

export { EXPIRY_NOTICE_STEP, type ExpiryNoticeDue } from './expiry-notices.repository.js';
export type { LifecycleScope } from './lifecycle-sql.js';

export function createLifecycleRepository(db: Executor) {
  const select = (where: SQL | undefined, order: SQL, limit: number, scope: LifecycleScope) =>
    db
      .select()
      .from(orders)
      .where(and(where, scope.accountId === undefined ? undefined : eq(orders.accountId, scope.accountId)))
      .orderBy(order, asc(orders.id))
      .limit(limit);
  /** Unpaid open trials that also match `where`, the earliest trial end first. */
  const selectTrials = (where: SQL | undefined, limit: number, scope: LifecycleScope) =>
    select(and(unpaidTrial, where), asc(orders.trialEndsAt), limit, scope);

  return {
    /** Records a step as done; false when it was done already (the primary key decides, whatever races). */
    async claim(
      orderId: number,
      step: string,
      now: Date,
      detail: Record<string, string | number | boolean> = {},
    ): Promise<boolean> {
      const rows = await db
        .insert(lifecycleMarks)
        .values({ orderId, step, detail, createdAt: now })
        .onConflictDoNothing()
        .returning({ step: lifecycleMarks.step });
      return rows.length === 1;
    },
    /** Undoes a claim whose side effect (a mail) failed, so the next run tries again. */
    async release(orderId: number, step: string): Promise<void> {
      await db
        .delete(lifecycleMarks)
        .where(and(eq(lifecycleMarks.orderId, orderId), eq(lifecycleMarks.step, step)));
    },
    async marksOf(orderId: number): Promise<{ step: string; detail: Record<string, unknown> }[]> {
      return db
        .select({ step: lifecycleMarks.step, detail: lifecycleMarks.detail })
        .from(lifecycleMarks)
        .where(eq(lifecycleMarks.orderId, orderId))
        .orderBy(asc(lifecycleMarks.createdAt), asc(lifecycleMarks.step));
    },

    /** Unpaid trials with automatic payment whose trial has ended: charge them (retried while they wait). */
    trialsToCharge(now: Date, limit: number, scope: LifecycleScope = {}): Promise<OrderRow[]> {
      return selectTrials(
        and(eq(orders.subscribeAutoPayment, true), lte(orders.trialEndsAt, now)),
        limit,
        scope,
      );
    },
    /** Unpaid trials within `days` of their end (and not ended) that have not had `step` yet. */
    trialsEndingWithin(
      now: Date,
      days: number,
      step: string,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return selectTrials(
        and(
          sql`${orders.trialEndsAt} - ${DAY_INTERVAL(days)} <= ${now}`,
          sql`${orders.trialEndsAt} > ${now}`,
          not(markExists(sql`${step}`)),
        ),
        limit,
        scope,
      );
    },
    /** Unpaid trials without automatic payment that ended less than `days` ago and have not had `step` yet. */
    trialsEndedWithin(
      now: Date,
      days: number,
      step: string,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return selectTrials(
        and(
          eq(orders.subscribeAutoPayment, false),
          lte(orders.trialEndsAt, now),
          sql`${orders.trialEndsAt} + ${DAY_INTERVAL(days)} > ${now}`,
          not(markExists(sql`${step}`)),
        ),
        limit,
        scope,
      );
    },
    /** Unpaid trials whose pay window (`days` after the trial) is over: cancel them. */
    trialsPastWindow(
      now: Date,
      days: number,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return selectTrials(sql`${orders.trialEndsAt} + ${DAY_INTERVAL(days)} <= ${now}`, limit, scope);
    },
    /**
     * Trials this job cancelled whose certificate is still live (the CA failed last time): revoke again. Those with
     * an owed upstream action wait for it and are left out here, so they never fill the batch ahead of the others.
     */
    cancelledTrialsWithLiveCertificate(
      step: string,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return select(
        and(
          eq(orders.status, ORDER_STATUS.cancel),
          eq(orders.paid, false),
          isNull(orders.upstreamAction),
          markExists(sql`${step}`),
          exists(
            db
              .select({ id: certificates.id })
              .from(certificates)
              .where(and(eq(certificates.orderId, orders.id), isNull(certificates.revokedAt))),
          ),
        ),
        asc(orders.id),
        limit,
        scope,
      );
    },
    /**
     * Paid, running orders (2, 3) in one of `renewModes` whose subscription ends within `days` days, that have not
     * had `${stepPrefix}:${end}` yet (the automatic renewal).
     */
    endingWithin(
      now: Date,
      days: number,
      stepPrefix: string,
      renewModes: OrderRow['renewMode'][],
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return select(
        and(
          eq(orders.paid, true),
          inArray(orders.status, [...ISSUED_ORDER_STATUSES]),
          sql`${subscriptionEnd} - ${DAY_INTERVAL(days)} <= ${now}`,
          inArray(orders.renewMode, renewModes),
          not(markExists(sql`${stepPrefix} || ':' || ${endKey}`)),
        ),
        asc(subscriptionEnd),
        limit,
        scope,
      );
    },
    /** Expiry notices due now: expiry-notices.repository.ts. */
    expiryNoticesDue: (now: Date, limit: number, scope: LifecycleScope = {}) =>
      expiryNoticesDue(db, now, limit, scope),
    /**
     * Orders still waiting for their domain validation (0 need auth information, 1 validating) `days` after they
     * were placed, that have not had `step` yet.
     */
    awaitingValidationFor(
      now: Date,
      days: number,
      step: string,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return select(
        and(
          inArray(orders.status, [...AWAITING_VALIDATION_STATUSES]),
          sql`${orders.createdAt} + ${DAY_INTERVAL(days)} <= ${now}`,
          not(markExists(sql`${step}`)),
        ),
        asc(orders.createdAt),
        limit,
        scope,
      );
    },
    /** Paid, running orders (2, 3) whose subscription has ended: they move to 9. */
    ended(now: Date, limit: number, scope: LifecycleScope = {}): Promise<OrderRow[]> {
      return select(
        and(
          eq(orders.paid, true),
          inArray(orders.status, [...ISSUED_ORDER_STATUSES]),
          sql`${subscriptionEnd} <= ${now}`,
        ),
        asc(subscriptionEnd),
        limit,
        scope,
      );
    },

    /** Locks an order's row until the caller's transaction ends. */
    async lockOrder(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      return row;
    },
    /** The renewals of an order (orders/renew or auto-renewal), newest first. */
    renewalsOf(orderId: number): Promise<OrderRow[]> {
      return db.select().from(orders).where(eq(orders.renewalOf, orderId)).orderBy(desc(orders.id));
    },
    /**
     * Cancels an unpaid trial in the caller's transaction: locked, and only if still unpaid and open (from wherever
     * it got: ORDER_TRANSITIONS allows every open status → 5 for this).
     */
    async cancelUnpaidTrial(id: number, now: Date): Promise<OrderRow | undefined> {
      const [locked] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!locked || locked.paid || !OPEN_ORDER_STATUSES.includes(locked.status)) return undefined;
      const onlyUnpaid = true;
      return moveOrderStatusReturning(db, id, locked.status, ORDER_STATUS.cancel, now, undefined, onlyUnpaid);
    },
    /** Moves a running order whose subscription ended to 9 (only from 2 or 3). */
    expire(id: number, now: Date): Promise<boolean> {
      return moveOrderStatus(db, id, ISSUED_ORDER_STATUSES, ORDER_STATUS.expired, now);
    },

    /** The account's own list of expiry-notice days; null: it never chose one (the defaults apply). */
    async accountNoticeDays(accountId: number): Promise<number[] | null> {
      const [row] = await db
        .select({ days: accounts.expiryNoticeDays })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row?.days ?? null;
    },

    /** Where the account's mails go and in which language. */
    async recipient(accountId: number): Promise<{ email: string; lang: string | null } | undefined> {
      const [row] = await db
        .select({ email: accounts.email, lang: accounts.lang })
        .from(accounts)
        .where(eq(accounts.id, accountId));
      return row;
    },
    /** The addresses of an account and its sub-users (renewal mails may go to any of them). */
    async accountEmails(accountId: number): Promise<string[]> {
      const rows = await db
        .select({ email: accounts.email })
        .from(accounts)
        .where(or(eq(accounts.id, accountId), eq(accounts.parentId, accountId)))
        .orderBy(asc(accounts.id));
      return rows.map((r) => r.email);
    },
  };
}
export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;
