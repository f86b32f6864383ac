/** A limit that applies to certificates issued on or after `from` (UTC). */
interface LifetimeStep {
  from: number;
  days: number;
}

/**
 * CA/Browser Forum ballot SC-081 (TLS Baseline Requirements 6.3.2): the maximum validity of a subscriber
 * TLS certificate shrinks in steps. Newest step first.
 */
const TLS_STEPS: LifetimeStep[] = [
  { from: Date.UTC(2029, 2, 15), days: 47 },
  { from: Date.UTC(2027, 2, 15), days: 100 },
  { from: Date.UTC(2026, 2, 15), days: 200 },
];
const TLS_BEFORE_SC081_DAYS = 398;

/**
 * Code Signing Baseline Requirements 6.3.2, as changed by ballot CSC-31 "Maximum Validity Reduction"
 * (adopted 2025-11-17, CSBR v3.10.0, https://cabforum.org/2025/11/17/CSCWG-Ballot-CSC31/): a code-signing
 * certificate issued on or after 2026-03-01 may be valid for at most 460 days. Before, the limit was
 * 39 months; 1185 days is the shortest 39-month span of this century, so it never exceeds it.
 */
const CODE_SIGNING_STEPS: LifetimeStep[] = [{ from: Date.UTC(2026, 2, 1), days: 460 }];
const CODE_SIGNING_BEFORE_CSC31_DAYS = 1185;

/** The longest validity (in days) a public TLS certificate issued at `issueDay` may have. */
export function maxTlsLifetimeDays(issueDay: Date): number {
  return stepFor(TLS_STEPS, issueDay) ?? TLS_BEFORE_SC081_DAYS;
}

/** The longest validity (in days) a code-signing certificate issued at `issueDay` may have. */
export function maxCodeSigningLifetimeDays(issueDay: Date): number {
  return stepFor(CODE_SIGNING_STEPS, issueDay) ?? CODE_SIGNING_BEFORE_CSC31_DAYS;
}

function stepFor(steps: LifetimeStep[], issueDay: Date): number | undefined {
  const time = issueDay.getTime();
  if (Number.isNaN(time)) throw new RangeError('certificate lifetime: the issue day is not a valid date');
  return steps.find((step) => time >= step.from)?.days;
}
