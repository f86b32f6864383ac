import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { codeQuery, usePurchaseCode } from '../logic/purchaseCode';

/**
 * GET event/info: the purchase in progress (product, contact, CSR), kept by the server so Back restores it; a
 * visitor's purchase by its code (an unknown or expired code fails with 1030 / 1031, shown by the page).
 */
export function getEventInfo(code?: string) {
  return call(ROUTES.eventInfo, codeQuery(code), code ? { silent: true } : undefined);
}

export const eventInfoKey = ['purchase', 'event-info'] as const;

export function useEventInfo() {
  const code = usePurchaseCode();
  return useQuery({
    queryKey: code ? [...eventInfoKey, code] : eventInfoKey,
    queryFn: () => getEventInfo(code),
    retry: code ? false : undefined,
  });
}
