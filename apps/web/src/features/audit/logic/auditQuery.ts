import type { DayRange } from '../../../lib/dayRange';

/** The search form of the audit log. */
export interface AuditFilterValues {
  email?: string | undefined;
  range?: DayRange | null | undefined;
}

/** The filters of GET log (besides paging); empty fields are left out. */
export interface AuditArgs {
  email?: string;
  /** YYYY-MM-DD */
  beginTime?: string;
  endTime?: string;
}

/** GET log's filters from the form: the e-mail trimmed and lower-cased, days as YYYY-MM-DD. */
export function auditArgs(values: AuditFilterValues): AuditArgs {
  const email = values.email?.trim().toLowerCase();
  const [begin, end] = values.range ?? [];
  return {
    ...(email ? { email } : {}),
    ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}
