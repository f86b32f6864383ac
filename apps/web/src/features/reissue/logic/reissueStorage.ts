import { readStorage, writeStorage } from '../../../lib/storage';

/**
 * Spec 000 section 2.2: the reissue detail stores the order id locally. A key of its own, so that a purchase
 * in progress (which keeps `orderID`) is not redirected to this order.
 */
const KEY = 'reissueOrderID';

export function rememberReissueOrder(orderID: number): void {
  if (Number.isInteger(orderID) && orderID > 0) writeStorage(KEY, String(orderID));
}

export function storedReissueOrder(): number | undefined {
  const id = Number(readStorage(KEY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}
