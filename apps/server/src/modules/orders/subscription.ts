import type { OrderRow } from '../../db/schema/index.js';
import { addMonths, DAY } from '../../lib/clock.js';

/**
 * The end of an order (its subscription): the payment (or, for an unpaid trial, the order's creation) plus
 * the validity in calendar months, in UTC — the `subscriptionEndTime` of order/info. Certificates of a
 * multi-year order are renewed inside it; the last one may outlive it by a few days (200-day certificates).
 * The repository computes the same end in SQL (`paid_at + validity months` at UTC).
 */
export function subscriptionEnd(order: Pick<OrderRow, 'paidAt' | 'freeTrial' | 'createdAt' | 'validity'>) {
  const start = order.paidAt ?? (order.freeTrial ? order.createdAt : null);
  return start ? addMonths(start, order.validity) : null;
}

/**
 * How many days before the current certificate ends a running subscription gets its next one (the renewal the
 * lifecycle's certificate-renewals job makes; the Domains list looks ahead to it).
 */
export const CERTIFICATE_RENEWAL_DAYS = 30;

/**
 * When a running subscription makes its next certificate: `CERTIFICATE_RENEWAL_DAYS` before the current one
 * ends (now when that is past), or null when the subscription does not outlast the current certificate by more
 * than a day (the same rule as the renewal job).
 */
export function nextRenewalAt(
  order: Pick<OrderRow, 'paidAt' | 'freeTrial' | 'createdAt' | 'validity'>,
  notAfter: Date,
  now: Date,
): Date | null {
  const end = subscriptionEnd(order);
  if (!end || end.getTime() <= notAfter.getTime() + DAY) return null;
  return new Date(Math.max(now.getTime(), notAfter.getTime() - CERTIFICATE_RENEWAL_DAYS * DAY));
}

/** The date part of a step key: `autoRenewal:2027-06-01` is the automatic renewal of the end on that day. */
export const endKey = (end: Date) => end.toISOString().slice(0, 10);

/** How a date reads in a mail: minutes in UTC (mails have no time zone of the reader). */
export const mailTime = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/** Whole days from `now` until `end`, rounded up (a reminder 29.5 days before says 30). */
export const daysUntil = (end: Date, now: Date) =>
  Math.max(0, Math.ceil((end.getTime() - now.getTime()) / DAY));
