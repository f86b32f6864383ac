import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { lettersKey } from './listLetters';

/** GET letters/unread: msg is the number of unread letters. Silent: the bell shows the raw error itself. */
export function getUnreadCount(): Promise<number> {
  return call(ROUTES.lettersUnread, undefined, { silent: true });
}

export const unreadCountKey = [...lettersKey, 'unread'] as const;

export function useUnreadCount() {
  return useQuery({ queryKey: unreadCountKey, queryFn: getUnreadCount, staleTime: 60_000, retry: false });
}
