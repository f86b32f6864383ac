import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from './domain.js';
import { ORDER_TRANSITIONS } from './order-status.js';
import {
  canMoveReissue,
  REISSUE_START_STATUSES,
  REISSUE_STATUSES,
  REISSUE_TRANSITIONS,
} from './reissue-status.js';

const S = ORDER_STATUS;

describe('reissue status table', () => {
  it('lists the moves of every reissue status, between reissue statuses only', () => {
    expect(
      Object.keys(REISSUE_TRANSITIONS)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...REISSUE_STATUSES].sort((a, b) => a - b));
    for (const targets of Object.values(REISSUE_TRANSITIONS))
      for (const to of targets) expect(REISSUE_STATUSES).toContain(to);
    for (const start of REISSUE_START_STATUSES) expect(REISSUE_STATUSES).toContain(start);
  });

  it('uses the order status numbers, so the web shows a reissue with the order’s texts', () => {
    for (const status of REISSUE_STATUSES) expect(Object.keys(ORDER_TRANSITIONS)).toContain(String(status));
  });

  it('issues only after validation and never leaves an end', () => {
    expect(canMoveReissue(S.waitingSubmit, S.needAuth)).toBe(true);
    expect(canMoveReissue(S.waitingSubmit, S.complete)).toBe(false);
    expect(canMoveReissue(S.needAuth, S.complete)).toBe(false);
    expect(canMoveReissue(S.pending, S.complete)).toBe(true);
    expect(canMoveReissue(S.complete, S.cancel)).toBe(false);
    expect(canMoveReissue(S.cancel, S.pending)).toBe(false);
    // Statuses only orders take are not reissue statuses at all.
    expect(canMoveReissue(S.issued, S.complete)).toBe(false);
    expect(canMoveReissue(S.pending, S.underReview)).toBe(false);
  });
});
