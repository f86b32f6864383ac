import type { EventInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET event/info: the purchase in progress (product, contact, CSR), kept by the server so Back restores it. */
export function getEventInfo(): Promise<EventInfo> {
  return api.get<EventInfo>('event/info');
}

export const eventInfoKey = ['purchase', 'event-info'] as const;

export function useEventInfo() {
  return useQuery({ queryKey: eventInfoKey, queryFn: getEventInfo });
}
