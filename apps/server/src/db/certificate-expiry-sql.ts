// Which certificates count as ending in a time window: the one definition the Expiring certificates page and the
// dashboard's expiry chart share, so the chart's slices add up to the page's list.
import { and, gte, isNull, lt, type SQL, type SQLWrapper } from 'drizzle-orm';
import { certificates } from './schema/index.js';

/** Not revoked, and `notAfter` in [since, until). */
export function certificateEndsWithin(since: Date | SQLWrapper, until: Date | SQLWrapper): SQL {
  return and(
    isNull(certificates.revokedAt),
    gte(certificates.notAfter, since),
    lt(certificates.notAfter, until),
  ) as SQL;
}
