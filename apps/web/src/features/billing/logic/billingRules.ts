import {
  isFinishedStatementMonth,
  isReissueId,
  PAYMENT_TYPES,
  STATEMENT_FIRST_MONTH,
  type PaymentType,
} from '@portal/contract';
import type { Dayjs } from 'dayjs';
import type { DayRange } from '../../../lib/dayRange';

/** The day rule of every search form (it lives in lib); re-exported for this feature's callers. */
export { isFutureDay } from '../../../lib/dayRange';

/** The search form of account activity. */
export interface ActivityFilterValues {
  type?: PaymentType | undefined;
  orderID?: string | undefined;
  range?: DayRange | null | undefined;
}

export interface ActivityArgs {
  type?: PaymentType;
  orderID?: string;
  /** YYYY-MM-DD */
  beginTime?: string;
  endTime?: string;
}

/** The filters of GET payments; empty fields are left out. */
export function activityArgs(values: ActivityFilterValues): ActivityArgs {
  const orderID = values.orderID?.trim();
  const [begin, end] = values.range ?? [];
  return {
    ...(values.type && (PAYMENT_TYPES as readonly string[]).includes(values.type)
      ? { type: values.type }
      : {}),
    ...(orderID ? { orderID } : {}),
    ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}

/** Where an order id leads: a reissue id (`123_2`, with an underscore) to the reissue detail, else the order. */
export function orderLink(orderID: string | number): string {
  const id = String(orderID);
  const encoded = encodeURIComponent(id);
  return isReissueId(id) ? `/admin/reissue-detail/${encoded}` : `/admin/order-detail/${encoded}`;
}

/**
 * Statement month picker: only months the server reports — finished UTC months (the current month and later
 * ones are refused with code 1027, even while the month has already ended in a timezone east of UTC) from
 * STATEMENT_FIRST_MONTH on. The picker's `month` is a local date inside the month it offers.
 */
export function isUnreportableMonth(month: Dayjs, now: Date): boolean {
  const label = month.format('YYYY-MM');
  return label < STATEMENT_FIRST_MONTH || !isFinishedStatementMonth(label, now);
}

/** account_statement/csv: minutes east of UTC (the browser's offset negated), as orders/csv. */
export function timezoneMinutes(date: Date = new Date()): number {
  const offset = -date.getTimezoneOffset();
  return offset === 0 ? 0 : offset;
}
