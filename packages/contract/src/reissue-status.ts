import { ORDER_STATUS } from './domain.js';

const S = ORDER_STATUS;

/*
 * Reissue statuses (issue 32). A reissue shares the order's status numbers and names (ORDER_STATUS: the web shows
 * both with the same texts and colours) but takes only five of them: it waits to be submitted (12), for its domain
 * validation values (0) and their check (1), and ends issued (3) or cancelled (5).
 */

/** The statuses a reissue takes (a subset of ORDER_STATUS). */
export const REISSUE_STATUSES: readonly number[] = [
  S.waitingSubmit,
  S.needAuth,
  S.pending,
  S.complete,
  S.cancel,
];

/**
 * The statuses a new reissue is written with: waiting submit (a customer's reissue and a renewal; an Add-San one
 * waits there for its payment), pending (an ACME client's certificate: its names were validated by the ACME
 * challenges before it is written).
 */
export const REISSUE_START_STATUSES: readonly number[] = [S.waitingSubmit, S.pending];

/**
 * Every status move the server makes on a reissue; anything else is a bug and is refused: the orders module's one
 * reissue status write (`moveStatus` in reissues.repository.ts) throws for a move not listed here.
 */
export const REISSUE_TRANSITIONS: Readonly<Record<number, readonly number[]>> = {
  // Submitted (free at once, an Add-San one after its payment, a renewal by the lifecycle job).
  [S.waitingSubmit]: [S.needAuth],
  // The values are checked; a reissue whose order was revoked, refunded or ended meanwhile is cancelled.
  [S.needAuth]: [S.pending, S.cancel],
  [S.pending]: [S.complete, S.cancel],
  [S.complete]: [],
  [S.cancel]: [],
};

export function canMoveReissue(from: number, to: number): boolean {
  return REISSUE_TRANSITIONS[from]?.includes(to) ?? false;
}
