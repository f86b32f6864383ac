import { isFutureDayLabel } from '@portal/contract';
import { DAY, MINUTE } from './clock.js';
import { AppError } from './errors.js';

/** The date filter of a list: whole days YYYY-MM-DD, both included. */
export interface DayFilter {
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

export interface DayWindowOptions {
  /** Minutes east of UTC of the reader's calendar (My Orders' CSV export); 0, the default, is UTC days. */
  offsetMinutes?: number;
  /** Refuse a day that has not begun anywhere yet at this instant (the audit log's filter). */
  refuseFutureAt?: Date;
}

/** Timestamps the database holds lie in years 1 to 9999: a bound outside them bounds nothing and is left off. */
const START_OF_TIME = new Date('0001-01-01T00:00:00Z').getTime();
const END_OF_TIME = Date.UTC(10000, 0, 1);

/**
 * The instants of a date filter: [start of the first day, start of the day after the last), either end left
 * open when not given. The contract's pattern already refuses most bad days; this is the rule every list
 * applies, so a day no timestamp can hold (year 0, a malformed one reaching a service another way) is a bad
 * parameter (400, `validation.dateInvalid` on its field), never a failed query.
 */
export function dayWindow(filter: DayFilter, options: DayWindowOptions = {}): { from?: Date; to?: Date } {
  const shift = (options.offsetMinutes ?? 0) * MINUTE;
  const startOf = (field: keyof DayFilter, day: string) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    const date = new Date(time);
    if (Number.isNaN(time) || date.getUTCFullYear() < 1 || date.toISOString().slice(0, 10) !== day)
      throw new AppError('invalidParams', 'validation.dateInvalid', {}, [
        { field, message: 'validation.dateInvalid' },
      ]);
    if (options.refuseFutureAt && isFutureDayLabel(day, options.refuseFutureAt))
      throw new AppError('invalidParams', 'validation.dateFuture', {}, [
        { field, message: 'validation.dateFuture' },
      ]);
    return time;
  };
  const window: { from?: Date; to?: Date } = {};
  if (filter.beginTime) {
    const from = startOf('beginTime', filter.beginTime) - shift;
    if (from >= START_OF_TIME) window.from = new Date(from);
  }
  if (filter.endTime) {
    const to = startOf('endTime', filter.endTime) + DAY - shift;
    if (to < END_OF_TIME) window.to = new Date(to);
  }
  return window;
}
