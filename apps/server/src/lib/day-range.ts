import { isFutureDayLabel } from '@portal/contract';
import { DAY } from './clock.js';
import { AppError } from './errors.js';

/**
 * Whole UTC days YYYY-MM-DD of a date filter: [start of the first day, start of the day after the last). With
 * `refuseFutureAt`, a day that has not begun anywhere yet at that instant is refused (the audit log's filter).
 */
export function dayRange(begin?: string, end?: string, refuseFutureAt?: Date): { from?: Date; to?: Date } {
  const start = (d: string) => {
    const date = new Date(Date.parse(`${d}T00:00:00Z`));
    // The pattern lets 2026-13-40 through; such a day is a bad parameter, not a failed query.
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== d)
      throw new AppError('invalidParams', 'validation.dateInvalid');
    if (refuseFutureAt && isFutureDayLabel(d, refuseFutureAt))
      throw new AppError('invalidParams', 'validation.dateFuture');
    return date;
  };
  return {
    ...(begin ? { from: start(begin) } : {}),
    ...(end ? { to: new Date(start(end).getTime() + DAY) } : {}),
  };
}
