import { call, ROUTES } from '../../../lib/api';

/** Every call is silent: the action dialog shows a refusal (and asks for the password on 1029). */
const silent = { silent: true } as const;

/** POST ops/users/{uid}/debit {amount, note} -> {uid, email, amount, balanceBefore, balanceAfter}. */
export function debitUser(uid: string, body: { amount: string; note: string }) {
  return call(ROUTES.opsUserDebit, { params: { uid }, body }, silent);
}

/** POST ops/users/{uid}/credit {amount, note} (the same answer). */
export function creditUserOf(uid: string, body: { amount: string; note: string }) {
  return call(ROUTES.opsUserCredit, { params: { uid }, body }, silent);
}

/** POST ops/users/{uid}/status {status}: disabling ends the account's sessions at once. */
export function setUserStatus(uid: string, status: 'active' | 'disabled') {
  return call(ROUTES.opsUserStatus, { params: { uid }, body: { status } }, silent);
}

/** POST ops/users/{uid}/level {level} (0 or 1). */
export function setUserLevel(uid: string, level: number) {
  return call(ROUTES.opsUserLevel, { params: { uid }, body: { level } }, silent);
}

/** POST ops/users/{uid}/operator {operator}: grant or take the role (never one's own). */
export function setUserOperator(uid: string, operator: boolean) {
  return call(ROUTES.opsUserOperator, { params: { uid }, body: { operator } }, silent);
}
