import type { AccountExpiryNoticesBody } from '@portal/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { QUERY_KEYS } from '../../../lib/queryKeys';

/** GET account/expiry_notices -> {days, isDefault}. */
export function getAccountExpiryNotices() {
  return call(ROUTES.accountExpiryNotices, {}, { silent: true });
}

export function useAccountExpiryNotices() {
  return useQuery({ queryKey: QUERY_KEYS.accountExpiryNotices, queryFn: getAccountExpiryNotices });
}

/** PUT account/expiry_notices {days}; the form shows the server's error itself. */
export function saveAccountExpiryNotices(body: AccountExpiryNoticesBody) {
  return call(ROUTES.accountExpiryNoticesSave, { body }, { silent: true });
}

/** Saving refreshes every expiry-notice view: orders that follow the account show the new list. */
export function useSaveAccountExpiryNotices() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAccountExpiryNotices,
    onSuccess: () => client.invalidateQueries({ queryKey: QUERY_KEYS.expiryNotices }),
  });
}
