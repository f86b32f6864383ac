import { call, ROUTES } from '../../../lib/api';
import type { CallOptions } from '../../../lib/api';

export interface CreditInput {
  uid: string;
  amount: string;
  note: string;
}

/** POST ops/users/{uid}/credit {amount, note} -> {uid, email, amount, balanceBefore, balanceAfter}. */
export function creditUser({ uid, amount, note }: CreditInput, options?: CallOptions) {
  return call(ROUTES.opsUserCredit, { params: { uid }, body: { amount, note } }, options);
}
