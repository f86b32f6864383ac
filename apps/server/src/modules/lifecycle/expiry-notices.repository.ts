// The expiry notices due now (docs/domain/expiry-notices.md): one statement over the running orders, their current
// certificates, the accounts' and orders' notice days and the notices already sent (lifecycle marks).
import {
  AUTO_CHARGE_DAYS_BEFORE_EXPIRY,
  DEFAULT_EXPIRY_NOTICE_DAYS,
  EXPIRY_NOTICE_MAX_DAYS,
  ISSUED_ORDER_STATUSES,
} from '@portal/contract';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, certificates, lifecycleMarks, orders, type OrderRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { DAY_INTERVAL, paidRenewalExists, subscriptionEnd, type LifecycleScope } from './lifecycle-sql.js';

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

/**
 * Expiry notices due now (docs/domain/expiry-notices.md): running paid orders (2, 3) whose current certificate
 * (newest not revoked) has passed the moment of one of the order's intervals (its own list, else the
 * account's, else 30 and 7) before `least(notAfter, end)`. The interval due is the smallest one passed; it is
 * sent unless this certificate already had a notice at or after its moment (the same interval, a smaller one,
 * or a larger one sent late). Moments before the certificate was issued do not count; for the last
 * certificate of an `auto` order the charge 7 days before the end takes the place of notices at or under 7
 * days, and an order renewed and paid already gets none. Soonest expiry first.
 */
export async function expiryNoticesDue(
  db: Executor,
  now: Date,
  limit: number,
  scope: LifecycleScope = {},
): Promise<ExpiryNoticeDue[]> {
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
}
