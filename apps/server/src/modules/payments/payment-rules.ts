import { CLOSED_ORDER_STATUSES, ORDER_STATUS } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';

/** An unpaid order can no longer be paid once it is closed (the contract's CLOSED_ORDER_STATUSES). */
const CLOSED = CLOSED_ORDER_STATUSES;

export type PayableVerdict = 'payable' | 'paid' | 'closed';

export function payableVerdict(order: Pick<OrderRow, 'paid' | 'status'>): PayableVerdict {
  if (order.paid) return 'paid';
  if (CLOSED.includes(order.status)) return 'closed';
  return 'payable';
}

/** A trial may start on an unpaid SSL order waiting submit, of a product that offers one, not yet in a trial. */
export function trialVerdict(
  order: Pick<OrderRow, 'paid' | 'status' | 'freeTrial' | 'productType'>,
  productSupportsTrial: boolean,
): 'allowed' | 'notOffered' | 'paid' | 'running' | 'state' {
  if (!productSupportsTrial || order.productType === 'CodeSign') return 'notOffered';
  if (order.paid) return 'paid';
  if (order.freeTrial) return 'running';
  if (order.status !== ORDER_STATUS.waitingSubmit) return 'state';
  return 'allowed';
}

/** Most trials an account may run at once (a trial costs the CA an issuance; this keeps abuse bounded). */
export const MAX_RUNNING_TRIALS = 5;

/**
 * Where buy-details sends the browser after a payment or trial (spec 000 section 4): no validation step is
 * needed for email validation, a complete order, or old DV orders of some brands.
 */
export function skipsValidationStep(order: {
  authMethod: string;
  complete: boolean;
  auditType: string;
  brand: string;
  old: boolean;
}): boolean {
  return (
    order.authMethod === 'email' ||
    order.complete ||
    (order.auditType === 'DV' && ['Enterprise', 'Positive', 'Sectigo'].includes(order.brand) && order.old)
  );
}
