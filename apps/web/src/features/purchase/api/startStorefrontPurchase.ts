import type { PurchaseIntent } from '@portal/contract';
import { call, ROUTES } from '../../../lib/api';

/** GET islogin: whether the browser's session is signed in (the storefront's first question). */
export function isSignedIn(): Promise<boolean> {
  return call(ROUTES.isLogin, undefined, { silent: true });
}

/**
 * POST event/create {shortName, intent, validity?}: a member's storefront purchase (the chosen term, else 24
 * months), with no code.
 */
export function startMemberPurchase(shortName: string, intent: PurchaseIntent, validity?: number) {
  return call(ROUTES.eventCreate, { body: { shortName, intent, validity } }, { silent: true });
}

/**
 * The e-mail step of a visitor: POST event/contact_info/save {product, email, trial} without a session starts the
 * purchase and answers its code (409 with the login hint when the address has an account).
 */
export async function startVisitorPurchase(body: {
  product: string;
  email: string;
  trial: boolean;
  validity?: number | undefined;
}) {
  const answer = await call(ROUTES.eventContactSave, { body }, { silent: true });
  if (typeof answer !== 'object') throw new Error('no purchase code in the answer');
  return answer.code;
}
