import { ORDER_STATUS } from '@portal/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  accounts,
  certificates,
  dcvChallenges,
  orders,
  pollDueOf,
  type OrderRow,
} from '../../db/schema/index.js';
import { businessMetrics } from '../../lib/metrics.js';
import { assertOrderMove } from './order-status-move.js';

export type NewOrder = typeof orders.$inferInsert;
/** Columns an update may set: the status only moves through `moveStatus`. */
export type OrderColumnsBesideStatus = Omit<Partial<NewOrder>, 'status' | 'id'>;

/** A name of an account's orders (the Domains list). */
export interface OrderedName {
  domain: string;
  orders: number;
  lastValidatedAt: Date | null;
}

/** Each order's current certificate end: the newest `not_after` of its unrevoked certificates (a subquery). */
function currentCertificateEnds(db: Executor) {
  return db
    .select({
      orderId: certificates.orderId,
      notAfter: sql<Date>`max(${certificates.notAfter})`.as('not_after'),
    })
    .from(certificates)
    .where(isNull(certificates.revokedAt))
    .groupBy(certificates.orderId)
    .as('current');
}

export function createOrdersRepository(db: Executor) {
  /** The recheck job's claim statement (see claimDueForCheck). */
  function claimDueForCheckQuery(now: Date, leaseUntil: Date, limit: number) {
    const dueAt = pollDueOf(orders.nextPollAt);
    const due = db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, ORDER_STATUS.pending),
          sql`${orders.validationRequestedAt} is not null`,
          sql`${dueAt} <= ${now}`,
        ),
      )
      .orderBy(sql`${dueAt} asc`, asc(orders.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(orders)
      .set({ nextPollAt: leaseUntil, lastPolledAt: now })
      .where(and(inArray(orders.id, due), sql`${dueAt} <= ${now}`))
      .returning();
  }
  return {
    async insert(values: NewOrder): Promise<OrderRow> {
      const [row] = await db.insert(orders).values(values).returning();
      if (!row) throw new Error('order not written');
      businessMetrics.ordersCreated.inc(); // every entry path creates orders here
      return row;
    },
    /** The order if it belongs to the account; another account's order is simply not found. */
    async findOwned(id: number, accountId: number): Promise<OrderRow | undefined> {
      const [row] = await db
        .select()
        .from(orders)
        .where(and(eq(orders.id, id), eq(orders.accountId, accountId)));
      return row;
    },
    /** The contact person of the newest order `userId` placed for the account `accountId` (none: undefined). */
    async newestContactBy(accountId: number, userId: number): Promise<Record<string, string> | undefined> {
      const [row] = await db
        .select({ contact: orders.contact })
        .from(orders)
        .where(and(eq(orders.accountId, accountId), eq(orders.createdBy, userId)))
        .orderBy(desc(orders.id))
        .limit(1);
      return row?.contact;
    },
    /**
     * Every TLS name the account has ordered (as ordered: wildcards keep their `*.`), how many of its orders name
     * it and its newest passed validation (any order, any reissue); by name, at most `limit`.
     */
    async orderedNames(accountId: number, limit: number): Promise<OrderedName[]> {
      const result = await db.execute(sql`
        select n.name as domain, count(distinct o.id)::int as orders, max(c.validated_at) as validated
        from ${orders} o
        cross join lateral jsonb_array_elements_text(o.dns_names) as n(name)
        left join ${dcvChallenges} c on c.order_id = o.id and c.domain = n.name and c.validated_at is not null
        where o.account_id = ${accountId} and o.product_type = 'SSL'
        group by n.name
        order by n.name
        limit ${limit}`);
      const rows = (result as { rows: { domain: string; orders: number; validated: unknown }[] }).rows;
      return rows.map((row) => ({
        domain: row.domain,
        orders: Number(row.orders),
        lastValidatedAt: row.validated === null ? null : new Date(row.validated as string | Date),
      }));
    },
    /** The account's orders that renew one of `ids` (orders/renew, auto-renewal): id and status. */
    renewalsOf(ids: number[], accountId: number): Promise<{ id: number; status: number }[]> {
      return db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(inArray(orders.renewalOf, ids), eq(orders.accountId, accountId)))
        .orderBy(asc(orders.id));
    },
    /** Locks the account's orders in id order (one lock order everywhere: no deadlocks). */
    lockOwned(ids: number[], accountId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.accountId, accountId)))
        .orderBy(asc(orders.id))
        .for('update');
    },
    findOwnedMany(ids: number[], accountId: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(and(inArray(orders.id, ids), eq(orders.accountId, accountId)))
        .orderBy(asc(orders.id));
    },
    async markPaid(ids: number[], now: Date): Promise<number> {
      const rows = await db
        .update(orders)
        .set({ paid: true, paidAt: now, updatedAt: now })
        .where(and(inArray(orders.id, ids), eq(orders.paid, false)))
        .returning({ id: orders.id });
      return rows.length;
    },
    /**
     * THE status write of `orders` (issue 32): moves the status only from the expected one (two racing requests
     * cannot both move it), or from any of several, and answers the updated order (undefined when it had moved).
     * `extra` columns are set in the same statement; `onlyUnpaid` also requires the order to be unpaid. A move the
     * transition table does not allow throws OrderStatusMoveRefused before anything is written.
     */
    async moveStatus(
      id: number,
      from: number | readonly number[],
      to: number,
      now: Date,
      options: { extra?: OrderColumnsBesideStatus; onlyUnpaid?: boolean } = {},
    ): Promise<OrderRow | undefined> {
      assertOrderMove(id, from, to);
      const [row] = await db
        .update(orders)
        .set({ ...options.extra, status: to, updatedAt: now })
        .where(
          and(
            eq(orders.id, id),
            typeof from === 'number' ? eq(orders.status, from) : inArray(orders.status, [...from]),
            options.onlyUnpaid ? eq(orders.paid, false) : undefined,
          ),
        )
        .returning();
      return row;
    },
    /**
     * Claims an order waiting submit (12) for `caName` before that CA is asked (the status stays 12 until the
     * answer is stored): of two concurrent commits one wins. A claim last touched before `staleBefore` (a
     * process that died while asking) may be taken over.
     */
    async claimForSubmit(
      id: number,
      caName: string,
      now: Date,
      staleBefore: Date,
    ): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ caName, updatedAt: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.status, ORDER_STATUS.waitingSubmit),
            sql`(${orders.caName} is null or ${orders.updatedAt} < ${staleBefore})`,
          ),
        )
        .returning();
      return row;
    },
    /** How many orders in `statuses` each CA (by name) holds: the orders waiting on an upstream. */
    async countByCa(statuses: readonly number[]): Promise<Map<string, number>> {
      const rows = await db
        .select({ caName: orders.caName, count: sql<number>`count(*)::int` })
        .from(orders)
        .where(and(inArray(orders.status, [...statuses]), sql`${orders.caName} is not null`))
        .groupBy(orders.caName);
      return new Map(rows.map((r) => [r.caName ?? '', Number(r.count)]));
    },
    /** Gives a claim back when the CA could not be asked (the order stays waiting submit, unclaimed). */
    async releaseSubmitClaim(id: number, now: Date): Promise<void> {
      await db
        .update(orders)
        .set({ caName: null, updatedAt: now })
        .where(and(eq(orders.id, id), eq(orders.status, ORDER_STATUS.waitingSubmit)));
    },
    /** Orders owing their upstream CA a cancel or revoke whose next try is due (the upstream-actions job). */
    async upstreamActionsDue(now: Date, limit: number): Promise<OrderRow[]> {
      return db
        .select()
        .from(orders)
        .where(
          and(
            sql`${orders.upstreamAction} is not null`,
            sql`(${orders.upstreamAction}->>'nextAt')::timestamptz <= ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(sql`(${orders.upstreamAction}->>'nextAt')::timestamptz asc`, asc(orders.id))
        .limit(limit);
    },
    async findById(id: number): Promise<OrderRow | undefined> {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      return row;
    },
    /**
     * The recheck job's batch: orders waiting for validation (status 1 after order/authz) whose next poll is due,
     * in the order they came due (never polled first; a claimed order goes to the back, so a batch that never
     * passes cannot keep others from their turn), claimed in one statement (their next poll moves to
     * `leaseUntil`, rows another process is claiming are skipped), so two processes never take the same order in
     * one interval. The due test and the order are `orders_poll_due_idx`'s expression: the claim reads only the
     * rows it takes, however many orders wait (docs/domain/upstreams.md "Pending orders and failures"). The
     * statement itself (`claimDueForCheckQuery`, also sent bare by the bench's `upstreams/poll-sweep`).
     */
    claimDueForCheckQuery,
    async claimDueForCheck(now: Date, leaseUntil: Date, limit: number): Promise<OrderRow[]> {
      const rows = await claimDueForCheckQuery(now, leaseUntil, limit);
      // The run asks them in the claim's order (RETURNING has no order; ids break the ties of the index).
      return rows.sort((a, b) => a.id - b.id);
    },
    /** Notes that a validation check looked at the order now (the recheck job's order of turns). */
    /**
     * An upstream's notification about its order `caOrderId` (docs/domain/upstreams.md "Webhooks"): the order of that
     * upstream, and when it waits for validation it becomes due now and first in line for the next recheck run (its
     * last check is forgotten). Nothing else moves: the run asks the upstream before anything is believed.
     */
    async pollNowByCaOrder(
      caName: string,
      caOrderId: string,
      now: Date,
    ): Promise<{ id: number; status: number } | undefined> {
      const [waiting] = await db
        .update(orders)
        .set({ nextPollAt: now, lastCheckedAt: null })
        .where(
          and(
            eq(orders.caName, caName),
            eq(orders.caOrderId, caOrderId),
            eq(orders.status, ORDER_STATUS.pending),
            sql`${orders.validationRequestedAt} is not null`,
          ),
        )
        .returning({ id: orders.id, status: orders.status });
      if (waiting) return waiting;
      const [other] = await db
        .select({ id: orders.id, status: orders.status })
        .from(orders)
        .where(and(eq(orders.caName, caName), eq(orders.caOrderId, caOrderId)))
        .limit(1);
      return other;
    },
    async markChecked(id: number, now: Date): Promise<void> {
      await db.update(orders).set({ lastCheckedAt: now }).where(eq(orders.id, id));
    },
    /** Complete orders whose current certificate ends before `until` (renewal candidates), soonest first. */
    async completeEndingBefore(until: Date, limit: number): Promise<{ order: OrderRow; notAfter: Date }[]> {
      const current = currentCertificateEnds(db);
      const rows = await db
        .select({ order: orders, notAfter: current.notAfter })
        .from(orders)
        .innerJoin(current, eq(current.orderId, orders.id))
        .where(and(eq(orders.status, ORDER_STATUS.complete), lt(current.notAfter, until)))
        .orderBy(asc(current.notAfter))
        .limit(limit);
      return rows.map((r) => ({ order: r.order, notAfter: new Date(r.notAfter) }));
    },
    /**
     * Complete, paid TLS orders with their current certificate's end (the newest unrevoked `not_after`), by that
     * end: one account's (`accountId`) and/or those ending between `endingAfter` and `endingBefore`. The subscriptions whose
     * next renewal the Domains list and its notice look ahead to.
     */
    async runningWithCertificate(
      filter: { accountId?: number; endingAfter?: Date; endingBefore?: Date },
      limit: number,
    ): Promise<{ order: OrderRow; notAfter: Date }[]> {
      const current = currentCertificateEnds(db);
      const rows = await db
        .select({ order: orders, notAfter: current.notAfter })
        .from(orders)
        .innerJoin(current, eq(current.orderId, orders.id))
        .where(
          and(
            eq(orders.status, ORDER_STATUS.complete),
            eq(orders.paid, true),
            eq(orders.productType, 'SSL'),
            filter.accountId === undefined ? undefined : eq(orders.accountId, filter.accountId),
            filter.endingAfter ? gt(current.notAfter, filter.endingAfter) : undefined,
            filter.endingBefore ? lt(current.notAfter, filter.endingBefore) : undefined,
          ),
        )
        .orderBy(asc(current.notAfter))
        .limit(limit);
      return rows.map((r) => ({ order: r.order, notAfter: new Date(r.notAfter) }));
    },
    async update(id: number, values: OrderColumnsBesideStatus, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ ...values, updatedAt: now })
        .where(eq(orders.id, id))
        .returning();
      return row;
    },
    /** Starts a trial only if the order is still unpaid, waiting submit and not in a trial (race-safe). */
    async startTrial(id: number, endsAt: Date, now: Date): Promise<OrderRow | undefined> {
      const [row] = await db
        .update(orders)
        .set({ freeTrial: true, trialEndsAt: endsAt, updatedAt: now })
        .where(
          and(
            eq(orders.id, id),
            eq(orders.paid, false),
            eq(orders.freeTrial, false),
            eq(orders.status, ORDER_STATUS.waitingSubmit),
          ),
        )
        .returning();
      return row;
    },
    /** Locks the account's row until the transaction ends: trial starts of one account then take turns. */
    async lockAccount(accountId: number): Promise<void> {
      await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
    },
    async countRunningTrials(accountId: number, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.accountId, accountId),
            eq(orders.freeTrial, true),
            eq(orders.paid, false),
            sql`${orders.trialEndsAt} > ${now}`,
          ),
        );
      return row?.n ?? 0;
    },
  };
}
export type OrdersRepository = ReturnType<typeof createOrdersRepository>;
