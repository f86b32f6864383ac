import type { DayRange } from '../../../lib/dayRange';

/** The day rule of every search form (it lives in lib); re-exported for this feature's callers. */
export { isFutureDay } from '../../../lib/dayRange';

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
