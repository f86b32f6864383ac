import type { Dayjs } from 'dayjs';

/** A date range whose ends may each be left open (the date range of the search forms). */
export type DayRange = [Dayjs | null, Dayjs | null];

/** Search forms: no date after today can be picked (spec section 5). */
export function isFutureDay(day: Dayjs, today: Dayjs): boolean {
  return day.isAfter(today, 'day');
}
