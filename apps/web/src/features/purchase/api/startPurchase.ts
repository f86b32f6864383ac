import type { EventInfo } from '@portal/contract';
import { call, ROUTES } from '../../../lib/api';

type EventProduct = NonNullable<EventInfo['product']>;

/**
 * POST event/create for the wizard's address product (issue 31): starts the member's purchase of it, replacing an
 * unfinished one. Called when the user goes on from the contact step, not when the page opens, so the draft can
 * still be continued until then.
 */
export function startPurchase(product: EventProduct) {
  const body: {
    shortName: string;
    domainType: number;
    productType: EventProduct['productType'];
    name?: string;
  } = { shortName: product.shortName, domainType: product.domainType, productType: product.productType };
  if (product.productType === 'CodeSign') body.name = product.name;
  return call(ROUTES.eventCreate, { body }, { bodyType: 'form' });
}
