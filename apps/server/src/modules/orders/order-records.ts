// The orders module's public surface for other modules: the reads and writes of `orders` they use, each a thin
// function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import {
  createOrdersRepository,
  type NewOrder,
  type OrderColumnsBesideStatus,
  type OrderedName,
} from './orders.repository.js';

export type { OrderedName } from './orders.repository.js';

export { OrderStatusMoveRefused } from './order-status-move.js';

/** The columns of a new `orders` row (what `insertOrder` writes). */
export type NewOrderRow = NewOrder;

export function insertOrder(db: Executor, values: NewOrderRow): Promise<OrderRow> {
  return createOrdersRepository(db).insert(values);
}

export function findOrder(db: Executor, id: number): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).findById(id);
}

/** The order if it belongs to the account; another account's order is simply not found. */
export function findOwnedOrder(db: Executor, id: number, accountId: number): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).findOwned(id, accountId);
}

/** The contact person of the newest order the user `userId` placed for the account `accountId`. */
export function newestOrderContact(
  db: Executor,
  accountId: number,
  userId: number,
): Promise<Record<string, string> | undefined> {
  return createOrdersRepository(db).newestContactBy(accountId, userId);
}

/** Renewal terms followed at most this deep (one renewal order per term: decades of renewals). */
const RENEWAL_DEPTH_MAX = 50;

/**
 * The orders that renew `orderId`, and theirs in turn (orders/renew and auto-renewal set `renewal_of`), of the
 * same account, oldest first: where a delivery token of the first order finds the certificate of a later term.
 */
export async function renewalLineOf(
  db: Executor,
  orderId: number,
  accountId: number,
): Promise<{ id: number; status: number }[]> {
  const repo = createOrdersRepository(db);
  const line: { id: number; status: number }[] = [];
  const seen = new Set([orderId]);
  let frontier = [orderId];
  for (let depth = 0; depth < RENEWAL_DEPTH_MAX && frontier.length > 0; depth += 1) {
    const next = (await repo.renewalsOf(frontier, accountId)).filter((row) => !seen.has(row.id));
    for (const row of next) seen.add(row.id);
    line.push(...next);
    frontier = next.map((row) => row.id);
  }
  return line;
}

export function findOwnedOrders(db: Executor, ids: number[], accountId: number): Promise<OrderRow[]> {
  return createOrdersRepository(db).findOwnedMany(ids, accountId);
}

/** Locks the account's orders in id order (one lock order everywhere: no deadlocks). */
export function lockOwnedOrders(db: Executor, ids: number[], accountId: number): Promise<OrderRow[]> {
  return createOrdersRepository(db).lockOwned(ids, accountId);
}

/** Marks the unpaid ones of these orders paid; answers how many it marked. */
export function markOrdersPaid(db: Executor, ids: number[], now: Date): Promise<number> {
  return createOrdersRepository(db).markPaid(ids, now);
}

/**
 * Moves the status only from the expected one (two racing requests cannot both move it); false when it had moved.
 * Throws OrderStatusMoveRefused for a move `ORDER_TRANSITIONS` does not allow. `from` may list several statuses.
 */
export async function moveOrderStatus(
  db: Executor,
  id: number,
  from: number | readonly number[],
  to: number,
  now: Date,
): Promise<boolean> {
  return (await createOrdersRepository(db).moveStatus(id, from, to, now)) !== undefined;
}

/**
 * Like moveOrderStatus, answering the updated order (and setting `extra` columns in the same statement);
 * `onlyUnpaid` also requires the order to be unpaid.
 */
export function moveOrderStatusReturning(
  db: Executor,
  id: number,
  from: number | readonly number[],
  to: number,
  now: Date,
  extra?: OrderColumnsBesideStatus,
  onlyUnpaid = false,
): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).moveStatus(id, from, to, now, {
    ...(extra ? { extra } : {}),
    onlyUnpaid,
  });
}

/** How many orders in `statuses` each CA (by its name, `caName`) holds. */
export function countOrdersByCa(db: Executor, statuses: readonly number[]): Promise<Map<string, number>> {
  return createOrdersRepository(db).countByCa(statuses);
}

/** Claims an order waiting submit for `caName` before that CA is asked (see the repository's claimForSubmit). */
export function claimOrderForSubmit(
  db: Executor,
  id: number,
  caName: string,
  now: Date,
  staleBefore: Date,
): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).claimForSubmit(id, caName, now, staleBefore);
}

/** Gives a submit claim back when the CA could not be asked. */
export function releaseOrderSubmitClaim(db: Executor, id: number, now: Date): Promise<void> {
  return createOrdersRepository(db).releaseSubmitClaim(id, now);
}

/** Sets columns of the order (never its status: that moves through moveOrderStatus). */
export function updateOrder(
  db: Executor,
  id: number,
  values: OrderColumnsBesideStatus,
  now: Date,
): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).update(id, values, now);
}

/**
 * The recheck job's batch: due orders waiting for validation, claimed until `leaseUntil` so no other process takes
 * them meanwhile (FOR UPDATE SKIP LOCKED and a compare on the due time).
 */
export function claimOrdersDueForCheck(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OrderRow[]> {
  return createOrdersRepository(db).claimDueForCheck(now, leaseUntil, limit);
}

/**
 * "Poll this order now" (an upstream's webhook): the order `caOrderId` of upstream `caName`; when it waits for
 * validation its next poll is due now and it is first in the next recheck run's line.
 */
export function pollOrderNow(
  db: Executor,
  caName: string,
  caOrderId: string,
  now: Date,
): Promise<{ id: number; status: number } | undefined> {
  return createOrdersRepository(db).pollNowByCaOrder(caName, caOrderId, now);
}

/** Orders owing their upstream CA a cancel or revoke that is due again (docs/domain/upstreams.md). */
export function ordersWithUpstreamActionDue(db: Executor, now: Date, limit: number): Promise<OrderRow[]> {
  return createOrdersRepository(db).upstreamActionsDue(now, limit);
}

/** Notes that a validation check looked at the order now (the recheck job's order of turns). */
export function markOrderChecked(db: Executor, id: number, now: Date): Promise<void> {
  return createOrdersRepository(db).markChecked(id, now);
}

/** Complete orders whose current certificate ends before `until` (renewal candidates), soonest first. */
export function completeOrdersEndingBefore(
  db: Executor,
  until: Date,
  limit: number,
): Promise<{ order: OrderRow; notAfter: Date }[]> {
  return createOrdersRepository(db).completeEndingBefore(until, limit);
}

/** Starts a trial only if the order is still unpaid, waiting submit and not in a trial (race-safe). */
export function startOrderTrial(
  db: Executor,
  id: number,
  endsAt: Date,
  now: Date,
): Promise<OrderRow | undefined> {
  return createOrdersRepository(db).startTrial(id, endsAt, now);
}

/** Locks the account's row until the transaction ends: trial starts of one account then take turns. */
export function lockAccountForTrialStart(db: Executor, accountId: number): Promise<void> {
  return createOrdersRepository(db).lockAccount(accountId);
}

export function countRunningTrials(db: Executor, accountId: number, now: Date): Promise<number> {
  return createOrdersRepository(db).countRunningTrials(accountId, now);
}

/** Every TLS name the account has ordered, with its order count and newest passed validation (by name). */
export function orderedNamesOfAccount(
  db: Executor,
  accountId: number,
  limit: number,
): Promise<OrderedName[]> {
  return createOrdersRepository(db).orderedNames(accountId, limit);
}

/**
 * Complete, paid TLS orders with their current certificate's end, by that end: one account's, or every account's
 * ending between `endingAfter` and `endingBefore` (coming renewals: modules/domains' list and notice).
 */
export function runningOrdersWithCertificate(
  db: Executor,
  filter: { accountId?: number; endingAfter?: Date; endingBefore?: Date },
  limit: number,
): Promise<{ order: OrderRow; notAfter: Date }[]> {
  return createOrdersRepository(db).runningWithCertificate(filter, limit);
}
