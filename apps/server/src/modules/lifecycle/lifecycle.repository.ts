import { and, asc, desc, eq, exists, inArray, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, certificates, lifecycleMarks, orders, type OrderRow } from '../../db/schema/index.js';

/** Statuses an unpaid free trial can be in before it is closed (waiting submit … issued). */
export const OPEN_TRIAL_STATUSES = [0, 1, 2, 3, 11, 12];
/** Statuses of an order whose domain validation is not done (need auth information, validating). */
export const AWAITING_VALIDATION_STATUSES = [0, 1];
/** Statuses of a running subscription: what expiry reminders, auto-renewal and expiry look at. */
export const ACTIVE_STATUSES = [2, 3];

/** Whole days as hours: exact whatever the session's time zone (a `days` interval follows its DST). */
const DAY_INTERVAL = (days: number) => sql`make_interval(hours => ${days * 24}::int)`;

/** The end of a paid order's subscription: paid_at + validity months, counted in UTC (see subscription.ts). */
const subscriptionEnd = sql`((${orders.paidAt} at time zone 'UTC' + make_interval(months => ${orders.validity})) at time zone 'UTC')`;
/** The step key suffix of that end (YYYY-MM-DD in UTC), the same text as `endKey` in subscription.ts. */
const endKey = sql`to_char(${subscriptionEnd} at time zone 'UTC', 'YYYY-MM-DD')`;

function markExists(step: SQL): SQL {
  return sql`exists (select 1 from ${lifecycleMarks} where ${lifecycleMarks.orderId} = ${orders.id} and ${lifecycleMarks.step} = ${step})`;
}

/** A paid renewal of the order exists (bought by hand or by auto-renewal). */
const paidRenewalExists = sql`exists (select 1 from ${orders} as r where r.renewal_of = ${orders.id} and r.paid)`;

const unpaidTrial = and(
  eq(orders.freeTrial, true),
  eq(orders.paid, false),
  inArray(orders.status, OPEN_TRIAL_STATUSES),
);

/** Limits a run to one account (support, tests sharing one database); the jobs look at every account. */
export interface LifecycleScope {
  accountId?: number;
}

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
    /** Trials this job cancelled whose certificate is still live (the CA failed last time): revoke again. */
    cancelledTrialsWithLiveCertificate(
      step: string,
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return select(
        and(
          eq(orders.status, 5),
          eq(orders.paid, false),
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
     * Paid, running orders (2, 3) whose subscription ends within `fromDays` days but not within `toDays`
     * days (no lower bound without it), that have not had `${stepPrefix}:${end}` yet. `withoutPaidRenewal`
     * skips orders already renewed.
     */
    endingWithin(
      now: Date,
      window: { fromDays: number; toDays?: number },
      stepPrefix: string,
      options: { renewModes?: OrderRow['renewMode'][]; withoutPaidRenewal?: boolean },
      limit: number,
      scope: LifecycleScope = {},
    ): Promise<OrderRow[]> {
      return select(
        and(
          eq(orders.paid, true),
          inArray(orders.status, ACTIVE_STATUSES),
          sql`${subscriptionEnd} - ${DAY_INTERVAL(window.fromDays)} <= ${now}`,
          window.toDays === undefined
            ? undefined
            : sql`${subscriptionEnd} - ${DAY_INTERVAL(window.toDays)} > ${now}`,
          options.renewModes ? inArray(orders.renewMode, options.renewModes) : undefined,
          options.withoutPaidRenewal ? not(paidRenewalExists) : undefined,
          not(markExists(sql`${stepPrefix} || ':' || ${endKey}`)),
        ),
        asc(subscriptionEnd),
        limit,
        scope,
      );
    },
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
          inArray(orders.status, AWAITING_VALIDATION_STATUSES),
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
          inArray(orders.status, ACTIVE_STATUSES),
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
    /** Cancels an unpaid trial in the caller's transaction: locked, and only if still unpaid and open. */
    async cancelUnpaidTrial(id: number, now: Date): Promise<OrderRow | undefined> {
      const [locked] = await db.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!locked || locked.paid || !OPEN_TRIAL_STATUSES.includes(locked.status)) return undefined;
      const [row] = await db
        .update(orders)
        .set({ status: 5, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, locked.status), eq(orders.paid, false)))
        .returning();
      return row;
    },
    /** Moves a running order whose subscription ended to 9 (only from 2 or 3). */
    async expire(id: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(orders)
        .set({ status: 9, updatedAt: now })
        .where(and(eq(orders.id, id), inArray(orders.status, ACTIVE_STATUSES)))
        .returning({ id: orders.id });
      return rows.length === 1;
    },
    async setRenewal(
      id: number,
      values: { renewMode: OrderRow['renewMode']; renewEmail: string },
      now: Date,
    ): Promise<void> {
      await db
        .update(orders)
        .set({ ...values, updatedAt: now })
        .where(eq(orders.id, id));
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
