import { describe, expect, it } from 'vitest';
import { dayWindow, type DayFilter, type DayWindowOptions } from './day-range.js';
import { AppError } from './errors.js';

const at = (iso: string) => new Date(iso);

describe('dayWindow', () => {
  it.each<[string, DayFilter, DayWindowOptions, { from?: Date; to?: Date }]>([
    ['no filter', {}, {}, {}],
    ['blank days', { beginTime: '', endTime: '' }, {}, {}],
    [
      'whole UTC days, the end day included',
      { beginTime: '2026-05-01', endTime: '2026-05-31' },
      {},
      { from: at('2026-05-01T00:00:00Z'), to: at('2026-06-01T00:00:00Z') },
    ],
    ['only a first day', { beginTime: '2026-02-28' }, {}, { from: at('2026-02-28T00:00:00Z') }],
    ['a leap day as the last', { endTime: '2028-02-29' }, {}, { to: at('2028-03-01T00:00:00Z') }],
    [
      'the reader’s days east of UTC (UTC+8)',
      { beginTime: '2026-05-01', endTime: '2026-05-01' },
      { offsetMinutes: 480 },
      { from: at('2026-04-30T16:00:00Z'), to: at('2026-05-01T16:00:00Z') },
    ],
    [
      'the reader’s days west of UTC (UTC-5)',
      { beginTime: '2026-05-01' },
      { offsetMinutes: -300 },
      { from: at('2026-05-01T05:00:00Z') },
    ],
    ['the last day there is: no upper bound', { endTime: '9999-12-31' }, {}, {}],
    ['the first day there is', { beginTime: '0001-01-01' }, {}, { from: at('0001-01-01T00:00:00Z') }],
    [
      'the first day there is, read east of UTC: no lower bound',
      { beginTime: '0001-01-01' },
      { offsetMinutes: 60 },
      {},
    ],
    [
      'today, where the audit log refuses the future',
      { endTime: '2026-05-15' },
      { refuseFutureAt: at('2026-05-15T09:00:00Z') },
      { to: at('2026-05-16T00:00:00Z') },
    ],
  ])('%s', (_label, filter, options, expected) => {
    expect(dayWindow(filter, options)).toEqual(expected);
  });

  it.each<[string, DayFilter, DayWindowOptions, string, string]>([
    ['a month the calendar lacks', { beginTime: '2026-13-01' }, {}, 'beginTime', 'validation.dateInvalid'],
    ['a day the month lacks', { endTime: '2026-02-30' }, {}, 'endTime', 'validation.dateInvalid'],
    ['year 0', { beginTime: '0000-06-01' }, {}, 'beginTime', 'validation.dateInvalid'],
    ['not a day', { endTime: 'yesterday' }, {}, 'endTime', 'validation.dateInvalid'],
    [
      'a day not begun anywhere yet',
      { endTime: '2026-05-16' },
      { refuseFutureAt: at('2026-05-15T09:00:00Z') },
      'endTime',
      'validation.dateFuture',
    ],
  ])('refuses %s as a bad parameter of its field', (_label, filter, options, field, key) => {
    let thrown: unknown;
    try {
      dayWindow(filter, options);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: 'invalidParams',
      messageKey: key,
      fields: [{ field, message: key }],
    });
  });
});
