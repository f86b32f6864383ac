// The orders module's public surface for other modules over `reissues`: the reads and writes they use, each a thin
// function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { ReissueRow } from '../../db/schema/index.js';
import {
  createReissuesRepository,
  type NewReissue,
  type ReissueColumnsBesideStatus,
} from './reissues.repository.js';

export { ReissueStatusMoveRefused } from './reissue-status-move.js';

/** The columns of a new `reissues` row (what `insertReissue` writes). */
export type NewReissueRow = NewReissue;

/** The next `{orderId}_{n}`: call it with the order row locked (concurrent reissues take turns). */
export function nextReissueSeq(db: Executor, orderId: number): Promise<number> {
  return createReissuesRepository(db).nextSeq(orderId);
}

/** A new reissue, at a status a reissue starts in (REISSUE_START_STATUSES; ReissueStatusMoveRefused otherwise). */
export function insertReissue(db: Executor, values: NewReissueRow): Promise<ReissueRow> {
  return createReissuesRepository(db).insert(values);
}

export function findReissue(db: Executor, id: string): Promise<ReissueRow | undefined> {
  return createReissuesRepository(db).findById(id);
}

/** The reissue if it belongs to the account; another account's reissue is simply not found. */
export function findOwnedReissue(
  db: Executor,
  id: string,
  accountId: number,
): Promise<ReissueRow | undefined> {
  return createReissuesRepository(db).findOwned(id, accountId);
}

/** An order's reissues, newest first. */
export function reissuesOfOrder(db: Executor, orderId: number): Promise<ReissueRow[]> {
  return createReissuesRepository(db).forOrder(orderId);
}

/** Locks the account's reissues in id order. */
export function lockOwnedReissues(db: Executor, ids: string[], accountId: number): Promise<ReissueRow[]> {
  return createReissuesRepository(db).lockOwned(ids, accountId);
}

/**
 * The one reissue status write: moves the status only from the expected one, answering the updated reissue
 * (undefined when it had moved), and only along REISSUE_TRANSITIONS (ReissueStatusMoveRefused otherwise).
 */
export function moveReissueStatus(
  db: Executor,
  id: string,
  from: number,
  to: number,
  now: Date,
  extra?: ReissueColumnsBesideStatus,
): Promise<ReissueRow | undefined> {
  return createReissuesRepository(db).moveStatus(id, from, to, now, extra);
}

export function markReissuesPaid(db: Executor, ids: string[], now: Date): Promise<void> {
  return createReissuesRepository(db).markPaid(ids, now);
}

/** Columns beside the status (which moves only through moveReissueStatus). */
export function updateReissue(
  db: Executor,
  id: string,
  values: ReissueColumnsBesideStatus,
  now: Date,
): Promise<void> {
  return createReissuesRepository(db).update(id, values, now);
}

/**
 * The recheck job's batch: reissues waiting for validation whose next poll is due, least recently checked first,
 * claimed until `leaseUntil` (another process's run skips them).
 */
export function claimReissuesDueForCheck(
  db: Executor,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<ReissueRow[]> {
  return createReissuesRepository(db).claimDueForCheck(now, leaseUntil, limit);
}

/** Notes that a validation check looked at the reissue now (the recheck job's order of turns). */
export function markReissueChecked(db: Executor, id: string, now: Date): Promise<void> {
  return createReissuesRepository(db).markChecked(id, now);
}

/** The order's open renewal (not yet issued or abandoned), if any. */
export function openRenewalOfOrder(db: Executor, orderId: number): Promise<ReissueRow | undefined> {
  return createReissuesRepository(db).openRenewal(orderId);
}
