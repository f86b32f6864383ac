import { DAY } from '../../lib/clock.js';

/**
 * How long a passed domain validation may be reused for a new certificate (TLS BR 4.2.1 / 3.2.2.4, as changed
 * by ballot SC-081): 398 days before 2026-03-15, 200 days from then, 100 days from 2027-03-15, 10 days from
 * 2029-03-15. Counted on the day the new certificate is issued.
 */
const STEPS: [string, number][] = [
  ['2029-03-15T00:00:00Z', 10],
  ['2027-03-15T00:00:00Z', 100],
  ['2026-03-15T00:00:00Z', 200],
];

export function dcvReuseDays(issueDay: Date): number {
  for (const [from, days] of STEPS) if (issueDay.getTime() >= Date.parse(from)) return days;
  return 398;
}

export function validationStillReusable(validatedAt: Date, issueDay: Date): boolean {
  return issueDay.getTime() - validatedAt.getTime() < dcvReuseDays(issueDay) * DAY;
}
