import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { activityArgs, isFutureDay, isFutureMonth, orderLink, timezoneMinutes } from './billingRules';

describe('billing rules', () => {
  it('sends only the filled filters, dates as YYYY-MM-DD', () => {
    expect(activityArgs({})).toEqual({});
    expect(
      activityArgs({
        type: 'purchase',
        orderID: ' 12_1 ',
        range: [dayjs('2026-03-01'), null],
      }),
    ).toEqual({ type: 'purchase', orderID: '12_1', beginTime: '2026-03-01' });
    expect(activityArgs({ orderID: '  ', range: [null, dayjs('2026-03-09')] })).toEqual({
      endTime: '2026-03-09',
    });
  });

  it('links reissue ids (with an underscore) to the reissue detail and order ids to the order detail', () => {
    expect(orderLink('123_2')).toBe('/admin/reissue-detail/123_2');
    expect(orderLink(123)).toBe('/admin/order-detail/123');
  });

  it('disables days after today and months after the current one', () => {
    const today = dayjs('2026-05-15');
    expect(isFutureDay(dayjs('2026-05-15'), today)).toBe(false);
    expect(isFutureDay(dayjs('2026-05-16'), today)).toBe(true);
    expect(isFutureMonth(dayjs('2026-05-31'), today)).toBe(false);
    expect(isFutureMonth(dayjs('2026-06-01'), today)).toBe(true);
  });

  it('gives the timezone as minutes east of UTC (the browser offset negated, never -0)', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(timezoneMinutes(at(-480))).toBe(480);
    expect(timezoneMinutes(at(300))).toBe(-300);
    expect(Object.is(timezoneMinutes(at(0)), 0)).toBe(true);
  });
});
