import { canMoveReissue, REISSUE_START_STATUSES } from '@portal/contract';

/**
 * A reissue status write the transition table (`REISSUE_TRANSITIONS`, packages/contract reissue-status.ts) does not
 * allow, or a new reissue written with a status it cannot start in: a bug of the caller, refused before anything
 * is written. `from` is null for the status of a new row.
 */
export class ReissueStatusMoveRefused extends Error {
  constructor(
    readonly reissueId: string,
    readonly from: number | null,
    readonly to: number,
  ) {
    super(
      from === null
        ? `reissue ${reissueId}: no new reissue at ${to}`
        : `reissue ${reissueId}: no move from ${from} to ${to}`,
    );
    this.name = 'ReissueStatusMoveRefused';
  }
}

/** Throws ReissueStatusMoveRefused unless the table allows the move. */
export function assertReissueMove(reissueId: string, from: number, to: number): void {
  if (!canMoveReissue(from, to)) throw new ReissueStatusMoveRefused(reissueId, from, to);
}

/** Throws ReissueStatusMoveRefused unless a new reissue may start at `status`. */
export function assertReissueStart(reissueId: string, status: number): void {
  if (!REISSUE_START_STATUSES.includes(status)) throw new ReissueStatusMoveRefused(reissueId, null, status);
}
