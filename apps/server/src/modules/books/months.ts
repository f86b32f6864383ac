import { isFinishedStatementMonth } from '@portal/contract';
import type { MonthWindow } from './statements.repository.js';

/** Statement months are UTC calendar months: YYYY-MM → [first instant, first instant of the next month). */
export function monthWindow(month: string): MonthWindow {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return { month, from: new Date(Date.UTC(year, mon - 1, 1)), to: new Date(Date.UTC(year, mon, 1)) };
}

/** The UTC month `now` falls in, as YYYY-MM. */
export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * Only a month that has ended may be reported: the current month and later ones are still moving. The rule is
 * the contract's, so the web app's month picker disables exactly the months refused here.
 */
export function isFinishedMonth(month: string, now: Date): boolean {
  return isFinishedStatementMonth(month, now);
}
