import dayjs from 'dayjs';
import { isFinishedStatementMonth } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { activityArgs, isFutureDay, isUnreportableMonth, orderLink, timezoneMinutes } from './billingRules';

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

  it('disables days after today', () => {
    const today = dayjs('2026-05-15');
    expect(isFutureDay(dayjs('2026-05-15'), today)).toBe(false);
    expect(isFutureDay(dayjs('2026-05-16'), today)).toBe(true);
  });

  it('offers only the statement months the server reports: finished UTC months from 2000-01', () => {
    const now = new Date('2026-05-15T12:00:00Z');
    expect(isUnreportableMonth(dayjs('2026-04-01'), now)).toBe(false);
    // The current month is refused by the server (code 1027): the picker must not offer it.
    expect(isUnreportableMonth(dayjs('2026-05-01'), now)).toBe(true);
    expect(isUnreportableMonth(dayjs('2026-06-01'), now)).toBe(true);
    expect(isUnreportableMonth(dayjs('2000-01-01'), now)).toBe(false);
    expect(isUnreportableMonth(dayjs('1999-12-01'), now)).toBe(true);
  });

  it('uses the UTC month boundary, as the server does, whatever the local time says', () => {
    // 31 May 23:59:59 UTC: May has not ended in UTC yet, though it has in UTC+8.
    expect(isUnreportableMonth(dayjs('2026-05-10'), new Date('2026-05-31T23:59:59.999Z'))).toBe(true);
    expect(isUnreportableMonth(dayjs('2026-05-10'), new Date('2026-06-01T00:00:00.000Z'))).toBe(false);
    expect(isFinishedStatementMonth('2026-12', new Date('2027-01-01T00:00:00Z'))).toBe(true);
    expect(isFinishedStatementMonth('2026-12', new Date('2026-12-31T23:59:59Z'))).toBe(false);
  });

  it('gives the timezone as minutes east of UTC (the browser offset negated, never -0)', () => {
    const at = (offset: number) => ({ getTimezoneOffset: () => offset }) as Date;
    expect(timezoneMinutes(at(-480))).toBe(480);
    expect(timezoneMinutes(at(300))).toBe(-300);
    expect(Object.is(timezoneMinutes(at(0)), 0)).toBe(true);
  });
});
