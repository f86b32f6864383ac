import { orderAllows, refundable } from '@portal/contract';
import { isClosedForRenewal, isPaidOrClosed, nextStepOf, submittable } from './orderRules';

/** What a row's "More" menu can do; a handler per action, so a misspelt action is a type error. */
export type RowAction =
  | 'submit'
  | 'validate'
  | 'details'
  | 'cert'
  | 'authInfo'
  | 'autoPay'
  | 'noAutoPay'
  | 'autoRenew'
  | 'manualRenew'
  | 'doNotRenew'
  | 'refund';

interface RowFacts {
  status: number;
  paid: boolean;
  freeTrial: boolean;
  subscribeAutoPayment: boolean;
  paidAt?: string | null;
}

/**
 * The row menu's actions in order: the step the order waits for first (submit here, or prove control on the
 * detail page), then the drawers its status allows, auto-payment for unpaid open orders and the renewal choices
 * for paid running ones (neither for role sale), and Refund where the server's rule allows it (paid, cancelled,
 * invalid, revoked or failed, within 30 days of payment) for callers with `refunds.apply`.
 */
export function rowActions(
  row: RowFacts,
  payAllowed: boolean,
  refundAllowed = false,
  now: Date = new Date(),
): RowAction[] {
  const step = nextStepOf(row, payAllowed);
  const actions: RowAction[] = [];
  if (step === 'submit') actions.push('submit');
  if (step === 'validate') actions.push('validate');
  actions.push('details');
  if (orderAllows('certificate', row.status)) actions.push('cert');
  if (orderAllows('authInfo', row.status)) actions.push('authInfo');
  if (payAllowed && !row.paid && !isPaidOrClosed(row))
    actions.push(row.subscribeAutoPayment ? 'noAutoPay' : 'autoPay');
  if (payAllowed && row.paid && !isClosedForRenewal(row.status))
    actions.push('autoRenew', 'manualRenew', 'doNotRenew');
  if (refundAllowed && refundable(row, now)) actions.push('refund');
  return actions;
}

/** The batch menu over the selected orders. */
export type BatchAction = 'submit' | 'pay' | 'cert' | 'keymanager' | 'file';

export function batchActions(options: { payAllowed: boolean; keyManagerOn: boolean }): BatchAction[] {
  return [
    'submit',
    ...(options.payAllowed ? (['pay'] as const) : []),
    'cert',
    ...(options.keyManagerOn ? (['keymanager'] as const) : []),
    'file',
  ];
}

/** What a batch action does with the selection: open its dialog with these orders, or say why not. */
export type BatchPlan =
  | { kind: 'open'; action: BatchAction; ids: number[] }
  | { kind: 'warn'; message: 'noneSelected' | 'noneSubmittable' }
  | { kind: 'info'; message: 'alreadyPaid' };

export function planBatch(
  action: BatchAction,
  selectedIds: number[],
  rows: { id: number; status: number; paid: boolean }[],
): BatchPlan {
  // The bulk file needs no selection: it makes new orders.
  if (action === 'file') return { kind: 'open', action, ids: [] };
  if (selectedIds.length === 0) return { kind: 'warn', message: 'noneSelected' };
  const selectedRows = rows.filter((row) => selectedIds.includes(row.id));
  if (action === 'submit') {
    const ids = submittable(selectedRows).map((row) => row.id);
    return ids.length === 0 ? { kind: 'warn', message: 'noneSubmittable' } : { kind: 'open', action, ids };
  }
  if (action === 'pay') {
    const ids = selectedRows.filter((row) => !isPaidOrClosed(row)).map((row) => row.id);
    return ids.length === 0 ? { kind: 'info', message: 'alreadyPaid' } : { kind: 'open', action, ids };
  }
  return { kind: 'open', action, ids: selectedIds };
}
