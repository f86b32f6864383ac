import {
  AUTO_CHARGE_DAYS_BEFORE_EXPIRY,
  AWAITING_VALIDATION_STATUSES,
  DEFAULT_EXPIRY_NOTICE_DAYS,
  EXPIRY_NOTICE_MAX_DAYS,
  ISSUED_ORDER_STATUSES,
  OPEN_ORDER_STATUSES,
  ORDER_STATUS,
} from '@portal/contract';
import {
  and,
  asc,
  desc,
  eq,
  exists,
  inArray,
  isNotNull,
  isNull,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { DAY } from '../../lib/clock.js';
import { accounts, certificates, lifecycleMarks, orders, type OrderRow } from '../../db/schema/index.js';
import { moveOrderStatus, moveOrderStatusReturning } from '../orders/order-records.js';

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
  inArray(orders.status, [...OPEN_ORDER_STATUSES]),
);

/** The step prefix of an expiry notice: `expiryNotice:<certificate id>:<days>` (detail `{certificateId, days}`). */
export const EXPIRY_NOTICE_STEP = 'expiryNotice';

/** An order's current certificate whose expiry notice of `days` is due (expiryNoticesDue). */
export interface ExpiryNoticeDue {
  order: OrderRow;
  certificate: { id: number; serialNumber: string; notAfter: Date };
  /** The subscription's end. */
  end: Date;
  /** The interval to send now: the smallest one crossed. */
  days: number;
  /** The order ends with this certificate (its end is at most a day after the certificate's): no next one. */
  lastOfOrder: boolean;
}

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
          eq(orders.status, ORDER_STATUS.cancel),
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
    /**
     * Expiry notices due now (docs/domain/expiry-notices.md): running paid orders (2, 3) whose current certificate
     * (newest not revoked) has passed the moment of one of the order's intervals (its own list, else the
     * account's, else 30 and 7) before `least(notAfter, end)`. The interval due is the smallest one passed; it is
     * sent unless this certificate already had a notice at or after its moment (the same interval, a smaller one,
     * or a larger one sent late). Moments before the certificate was issued do not count; for the last
     * certificate of an `auto` order the charge 7 days before the end takes the place of notices at or under 7
     * days, and an order renewed and paid already gets none. Soonest expiry first.
     */
    async expiryNoticesDue(now: Date, limit: number, scope: LifecycleScope = {}): Promise<ExpiryNoticeDue[]> {
      const current = db
        .select({
          id: sql<number>`${certificates.id}`.as('certificate_id'),
          serialNumber: sql<string>`${certificates.serialNumber}`.as('certificate_serial'),
          notBefore: sql<Date>`${certificates.notBefore}`.as('certificate_not_before'),
          notAfter: sql<Date>`${certificates.notAfter}`.as('certificate_not_after'),
        })
        .from(certificates)
        .where(and(eq(certificates.orderId, orders.id), isNull(certificates.revokedAt)))
        .orderBy(desc(certificates.id))
        .limit(1)
        .as('current');
      const target = sql`least(${current.notAfter}, ${subscriptionEnd})`;
      const lastOfOrder = sql`(${subscriptionEnd} <= ${current.notAfter} + ${DAY_INTERVAL(1)})`;
      const defaults = sql.raw(`array[${DEFAULT_EXPIRY_NOTICE_DAYS.join(',')}]::integer[]`);
      const moment = sql`${target} - make_interval(hours => d * 24)`;
      const due = sql<
        number | null
      >`(select min(d) from unnest(coalesce(${orders.expiryNoticeDays}, ${accounts.expiryNoticeDays}, ${defaults})) as d
        where ${moment} <= ${now} and ${moment} >= ${current.notBefore}
          and not (${lastOfOrder} and ${orders.renewMode} = 'auto' and d <= ${AUTO_CHARGE_DAYS_BEFORE_EXPIRY}))`;
      const horizon = new Date(now.getTime() + EXPIRY_NOTICE_MAX_DAYS * DAY);
      const candidates = db
        .select({
          orderId: sql<number>`${orders.id}`.as('notice_order_id'),
          certificateId: sql<number>`${current.id}`.as('notice_certificate_id'),
          serialNumber: sql<string>`${current.serialNumber}`.as('serial_number'),
          notAfter: sql<Date>`${current.notAfter}`.as('not_after'),
          end: sql<Date>`${subscriptionEnd}`.as('subscription_end'),
          target: sql<Date>`${target}`.as('notice_target'),
          lastOfOrder: sql<boolean>`${lastOfOrder}`.as('last_of_order'),
          days: due.as('notice_days'),
        })
        .from(orders)
        .innerJoin(accounts, eq(accounts.id, orders.accountId))
        .innerJoinLateral(current, sql`true`)
        .where(
          and(
            eq(orders.paid, true),
            inArray(orders.status, [...ISSUED_ORDER_STATUSES]),
            scope.accountId === undefined ? undefined : eq(orders.accountId, scope.accountId),
            // Only orders that end, or whose live certificate ends, within the longest interval (an index each).
            or(
              sql`${subscriptionEnd} <= ${horizon}`,
              inArray(
                orders.id,
                db
                  .select({ orderId: certificates.orderId })
                  .from(certificates)
                  .where(
                    and(
                      isNull(certificates.revokedAt),
                      sql`${certificates.notAfter} > ${now}`,
                      lte(certificates.notAfter, horizon),
                    ),
                  ),
              ),
            ),
            not(and(lastOfOrder, paidRenewalExists) as SQL),
          ),
        )
        .as('candidates');
      const rows = await db
        .select()
        .from(candidates)
        .where(
          and(
            isNotNull(candidates.days),
            sql`${candidates.target} > ${now}`,
            // The candidates' columns have names of their own: inside this subquery a plain "order_id" would be the
            // mark's own.
            sql`not exists (select 1 from ${lifecycleMarks} where ${lifecycleMarks.orderId} = ${candidates.orderId}
              and ${lifecycleMarks.step} like ${EXPIRY_NOTICE_STEP + ':%'}
              and (${lifecycleMarks.detail} ->> 'certificateId')::bigint = ${candidates.certificateId}
              and ${lifecycleMarks.createdAt} >= ${candidates.target} - make_interval(hours => ${candidates.days} * 24))`,
          ),
        )
        .orderBy(asc(candidates.target), asc(candidates.orderId))
        .limit(limit);
      if (rows.length === 0) return [];
      const byId = new Map(
        (
          await db
            .select()
            .from(orders)
            .where(
              inArray(
                orders.id,
                rows.map((r) => Number(r.orderId)),
              ),
            )
        ).map((o) => [o.id, o]),
      );
      return rows.flatMap((r) => {
        const order = byId.get(Number(r.orderId));
        if (!order || r.days === null) return [];
        return [
          {
            order,
            certificate: {
              id: Number(r.certificateId),
              serialNumber: r.serialNumber,
              notAfter: new Date(r.notAfter),
            },
            end: new Date(r.end),
            days: Number(r.days),
            lastOfOrder: r.lastOfOrder,
          },
        ];
      });
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
