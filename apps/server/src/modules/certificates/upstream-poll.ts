import type { OrderRow, ReissueRow } from '../../db/schema/index.js';
import { CaError, type SubmitResult } from '../../integrations/ca/certificate-authority.js';
import { HOUR, MINUTE } from '../../lib/clock.js';

/**
 * How the recheck job paces an order waiting on its CA (docs/domain/upstreams.md "Pending orders and failures"):
 * one minute between polls while the CA answers; after an upstream failure 1, 2, 4, … minutes up to an hour,
 * or the CA's own Retry-After when longer; back to one minute as soon as it answers again.
 */
export const POLL_INTERVAL_MS = MINUTE;
export const BACKOFF_CAP_MS = HOUR;
const UNAVAILABLE = 'errors.ca.unavailable';

/** The wait after the `attempts`-th failure in a row (1 → 1 min, 2 → 2 min, … capped at 1 h). */
export function backoffAfter(attempts: number, retryAfterSeconds?: number): number {
  const doubled = POLL_INTERVAL_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20);
  const wait = Math.min(doubled, BACKOFF_CAP_MS);
  return retryAfterSeconds && retryAfterSeconds * 1000 > wait
    ? Math.min(retryAfterSeconds * 1000, BACKOFF_CAP_MS)
    : wait;
}

/** An error from asking the CA that means "could not be asked" (the order keeps waiting), not a CA decision. */
export function isUpstreamFailure(error: unknown): boolean {
  if (error instanceof CaError) return error.kind === 'unavailable';
  return error instanceof Error; // a timeout, a refused connection, an answer the adapter could not read
}

/** The order's columns after an upstream failure: the problem (since its first failure) and the next try. */
export function afterUpstreamFailure(
  order: Pick<OrderRow, 'pollAttempts' | 'upstreamProblem'>,
  error: unknown,
  now: Date,
): Pick<OrderRow, 'pollAttempts' | 'upstreamProblem' | 'nextPollAt' | 'lastProblem'> {
  const attempts = order.pollAttempts + 1;
  const detail = error instanceof Error ? error.message : String(error);
  const retryAfter = error instanceof CaError ? Number(error.detail.retryAfterSeconds) : NaN;
  const problem = { key: UNAVAILABLE, vars: { detail } };
  return {
    pollAttempts: attempts,
    // Also the order's last problem: the operator's queue and the order/authz answer show it as before.
    lastProblem: problem,
    upstreamProblem: { ...problem, since: order.upstreamProblem?.since ?? now.toISOString() },
    nextPollAt: new Date(
      now.getTime() + backoffAfter(attempts, Number.isFinite(retryAfter) ? retryAfter : undefined),
    ),
  };
}

/** The order's columns once the CA answered (pending, issued or a decision): the backoff starts over. */
export function afterUpstreamAnswer(
  order: Pick<OrderRow, 'lastProblem'>,
): Pick<OrderRow, 'pollAttempts' | 'upstreamProblem' | 'lastProblem'> {
  return {
    pollAttempts: 0,
    upstreamProblem: null,
    lastProblem: order.lastProblem?.key === UNAVAILABLE ? null : order.lastProblem,
  };
}

/**
 * A reissue's columns after an upstream failure: the same backoff as an order's; the problem is the reissue's
 * last problem (reissues show no separate upstream problem).
 */
export function reissueAfterUpstreamFailure(
  reissue: Pick<ReissueRow, 'pollAttempts'>,
  error: unknown,
  now: Date,
): Pick<ReissueRow, 'pollAttempts' | 'nextPollAt' | 'lastProblem'> {
  const { pollAttempts, nextPollAt, lastProblem } = afterUpstreamFailure(
    { pollAttempts: reissue.pollAttempts, upstreamProblem: null },
    error,
    now,
  );
  return { pollAttempts, nextPollAt, lastProblem };
}

/** A reissue's columns once the CA answered: the backoff starts over, an outage problem is cleared. */
export function reissueAfterUpstreamAnswer(
  reissue: Pick<ReissueRow, 'lastProblem'>,
): Pick<ReissueRow, 'pollAttempts' | 'lastProblem'> {
  const { pollAttempts, lastProblem } = afterUpstreamAnswer(reissue);
  return { pollAttempts, lastProblem };
}

/**
 * The order's wholesale cost columns when the CA's answer says what it charged and the order does not have that yet
 * (docs/domain/upstreams.md "Wholesale cost"); empty otherwise, so an unchanged answer writes nothing.
 */
export function chargeColumns(
  order: Pick<OrderRow, 'upstreamCostCents' | 'upstreamCostCurrency'>,
  result: SubmitResult,
): Partial<Pick<OrderRow, 'upstreamCostCents' | 'upstreamCostCurrency'>> {
  const { charge } = result;
  if (!charge) return {};
  if (order.upstreamCostCents === charge.amountCents && order.upstreamCostCurrency === charge.currency)
    return {};
  return { upstreamCostCents: charge.amountCents, upstreamCostCurrency: charge.currency };
}
