import type { Advertisement } from '@portal/contract';
import { call, ROUTES } from '../../../lib/api';

let pending: Promise<Advertisement[]> | undefined;

/**
 * GET advertisements, once per page load (the list changes only through the operator). Silent: a failure shows no
 * toast and no popup (the spec uses the answer only when its code is 0); the next page that wants it asks again.
 */
export function listAdvertisements(): Promise<Advertisement[]> {
  pending ??= call(ROUTES.advertisements, undefined, { silent: true }).then(
    (answer) => answer.list,
    () => {
      pending = undefined;
      return [];
    },
  );
  return pending;
}
