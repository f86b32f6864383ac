/** Reissue ids carry an underscore (`{orderId}_{n}`), which tells them from order ids (spec 000 section 3). */
export function isReissueId(orderID: string): boolean {
  return orderID.includes('_');
}

/** Where a certificate's order id leads: the reissue detail or the order detail. */
export function orderLink(orderID: string): string {
  const id = encodeURIComponent(orderID);
  return isReissueId(orderID) ? `/admin/reissue-detail/${id}` : `/admin/order-detail/${id}`;
}

/** The order a certificate row belongs to ("12_1" -> 12), for order/cert/{id}. */
export function baseOrderId(orderID: string): number {
  return Number(orderID.split('_')[0]);
}

/** The list shows the first 10 characters of the fingerprint (commercial spec section 9). */
export function shortSha1(sha1: string): string {
  return sha1.slice(0, 10);
}
