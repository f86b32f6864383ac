/** The review queue: orders waiting for an operator's decision (OV / EV / code signing). */
export const REVIEW_STATUS = 11;
/** The `status` search parameter of /ops/orders that lists every status. */
export const ANY_STATUS = 'any';

/** A picked day (dayjs from the range field): only its calendar date is sent. */
interface PickedDay {
  format(template: 'YYYY-MM-DD'): string;
}

export interface OpsOrderFilterValues {
  id?: string | undefined;
  email?: string | undefined;
  domain?: string | undefined;
  /** Created between these days (either end may be open). */
  created?: [PickedDay | null, PickedDay | null] | null | undefined;
}

/** The filters of GET ops/orders (besides paging); empty fields are left out. */
export interface OpsOrderArgs {
  status?: number;
  id?: string;
  email?: string;
  domain?: string;
  beginTime?: string;
  endTime?: string;
}

/**
 * The status the page lists, from its `status` search parameter: none means the review queue (the console's
 * first screen), `any` every status, a number 0-13 that status; anything else falls back to the queue.
 */
export function statusOfSearch(value: string | null): number | undefined {
  if (value === ANY_STATUS) return undefined;
  if (value !== null && /^\d{1,2}$/.test(value) && Number(value) <= 13) return Number(value);
  return REVIEW_STATUS;
}

/** The search parameter that selects a status (the inverse of statusOfSearch). */
export function searchOfStatus(status: number | undefined): string {
  return status === undefined ? ANY_STATUS : String(status);
}

/** GET ops/orders's filters from the form and the chosen status: texts trimmed, the e-mail lower-cased. */
export function opsOrderArgs(status: number | undefined, values: OpsOrderFilterValues): OpsOrderArgs {
  const id = values.id?.trim();
  const email = values.email?.trim().toLowerCase();
  const domain = values.domain?.trim().toLowerCase();
  const [begin, end] = values.created ?? [null, null];
  return {
    ...(status === undefined ? {} : { status }),
    ...(id ? { id } : {}),
    ...(email ? { email } : {}),
    ...(domain ? { domain } : {}),
    ...(begin ? { beginTime: begin.format('YYYY-MM-DD') } : {}),
    ...(end ? { endTime: end.format('YYYY-MM-DD') } : {}),
  };
}
