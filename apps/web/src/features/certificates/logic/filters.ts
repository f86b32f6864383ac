import type { Dayjs } from 'dayjs';

/** A date range whose ends may each be left open. */
export type DayRange = [Dayjs | null, Dayjs | null];

/** The search form of the certificate list. */
export interface CertFilterValues {
  orderID?: string | undefined;
  domain?: string | undefined;
  range?: DayRange | null | undefined;
}

export interface CertsArgs {
  page: number;
  pageSize: number;
  orderID?: string;
  domain?: string;
  /** YYYY-MM-DD (spec section 9: search dates are sent as dates only). */
  beginTime?: string;
  endTime?: string;
}

/** The query of GET certs for a page and the filters; empty fields are left out. */
export function certsArgs(values: CertFilterValues, page: number, pageSize: number): CertsArgs {
  const orderID = values.orderID?.trim();
  const domain = values.domain?.trim();
  const [begin, end] = values.range ?? [];
  return {
    page,
    pageSize,
    ...(orderID ? { orderID } : {}),
    ...(domain ? { domain } : {}),
    ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}

/** Search forms: no date after today can be picked (spec section 5). */
export function isFutureDay(day: Dayjs, today: Dayjs): boolean {
  return day.isAfter(today, 'day');
}
