import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET letters/unread: msg is the number of unread letters. Silent: the bell shows the raw error itself. */
export function getUnreadCount(): Promise<number> {
  return api.get<number>('letters/unread', undefined, { silent: true });
}

export const unreadCountKey = ['letters', 'unread'] as const;

export function useUnreadCount() {
  return useQuery({ queryKey: unreadCountKey, queryFn: getUnreadCount, staleTime: 60_000, retry: false });
}
