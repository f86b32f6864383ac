import { isNotNull, isNull } from 'drizzle-orm';
import { pricingRequests } from '../../db/schema/index.js';

/** The console inbox's tabs: not answered yet, or answered. */
export type InboxState = 'new' | 'answered';

/**
 * The condition of an inbox tab: the one place for it (GET ops/requests?state= and the overview's `requests`
 * queue, ops-overview.test.ts compares the two).
 */
export const inboxStateWhere = (state: InboxState) =>
  state === 'new' ? isNull(pricingRequests.answeredAt) : isNotNull(pricingRequests.answeredAt);
