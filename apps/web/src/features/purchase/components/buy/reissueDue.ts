import { centsToNumber, sumCents, toCents, type OrderPaymentDetail } from '@portal/contract';

type DueFacts = Pick<OrderPaymentDetail, 'paid' | 'finalTotal' | 'reissueOrders'>;

/**
 * What buy-details has to charge: the order while it is unpaid (after its discount) and the unpaid Add-San
 * reissues of the order (`reissueOrders`, which stay payable once the order itself is paid).
 */
export function amountsDue(detail: DueFacts): {
  orderDue: boolean;
  reissueIds: string[];
  reissueTotal: number;
  finalTotal: number;
  /** Nothing left to pay: no payment buttons. */
  settled: boolean;
} {
  const orderDue = !detail.paid;
  const reissueIds = detail.reissueOrders.map((r) => r.id);
  // Summed in integer cents: adding the decimal amounts as floats drifts (0.1 + 0.2).
  const reissueCents = sumCents(detail.reissueOrders.map((r) => r.totalAmount));
  const orderCents = orderDue ? toCents(detail.finalTotal) : 0;
  return {
    orderDue,
    reissueIds,
    reissueTotal: centsToNumber(reissueCents),
    finalTotal: centsToNumber(orderCents + reissueCents),
    settled: !orderDue && reissueIds.length === 0,
  };
}

/** Where a paid Add-San reissue goes next: its detail, where it is committed and validated. */
export function reissueDetailPath(reissueId: string): string {
  return `/admin/reissue-detail/${encodeURIComponent(reissueId)}`;
}
