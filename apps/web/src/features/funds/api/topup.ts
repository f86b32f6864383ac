import { api } from '../../../lib/api';

/** POST payments/topup {charge}: an unpaid add-funds payment of that many US dollars; answers its id. */
export async function topup(charge: string): Promise<string> {
  const answer = await api.post<{ paymentID: string }>('payments/topup', { charge }, { silent: true });
  return answer.paymentID;
}
