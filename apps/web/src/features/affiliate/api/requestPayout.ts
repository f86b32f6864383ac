import type { ExtractBody } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { affiliateKey } from './affiliateQueries';

/** POST commission/extract {payPalID, extractAmount}: code 0 is success, otherwise the error is shown. */
export function requestPayout(body: ExtractBody) {
  return call(ROUTES.commissionExtractCreate, { body }, { silent: true });
}

/** Requests a payout, then refreshes the amounts, the lists and the history. */
export function useRequestPayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestPayout,
    onSuccess: () => client.invalidateQueries({ queryKey: affiliateKey }),
  });
}
