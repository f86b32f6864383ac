import { call, ROUTES } from '../../../lib/api';

/** POST payments/topup {charge}: an unpaid add-funds payment of that many US dollars; answers its id. */
export async function topup(charge: string): Promise<string> {
  const answer = await call(ROUTES.topup, { body: { charge } }, { silent: true });
  return answer.paymentID;
}
