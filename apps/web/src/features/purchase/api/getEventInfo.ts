import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET event/info: the purchase in progress (product, contact, CSR), kept by the server so Back restores it. */
export function getEventInfo() {
  return call(ROUTES.eventInfo);
}

export const eventInfoKey = ['purchase', 'event-info'] as const;

export function useEventInfo() {
  return useQuery({ queryKey: eventInfoKey, queryFn: getEventInfo });
}
