import { isFinishedStatementMonth } from '@portal/contract';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
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

/** Whole UTC days YYYY-MM-DD of a date filter: [start of the first day, start of the day after the last). */
export function dayRange(begin?: string, end?: string): { from?: Date; to?: Date } {
  const start = (d: string) => {
    const date = new Date(Date.parse(`${d}T00:00:00Z`));
    // The pattern lets 2026-13-40 through; such a day is a bad parameter, not a failed query.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== d)
      throw new AppError('invalidParams', 'validation.dateInvalid');
    return date;
  };
  return {
    ...(begin ? { from: start(begin) } : {}),
    ...(end ? { to: new Date(start(end).getTime() + DAY) } : {}),
  };
}
