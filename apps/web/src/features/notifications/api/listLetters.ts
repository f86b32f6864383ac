import type { ListAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** A letter as the list answers it (document 2, section 3). */
export interface Letter {
  id: number | string;
  title: string;
  content?: string;
  status?: 'read' | 'unread' | string;
  createdAt?: string;
}

export type LetterTag = 'private' | 'public';

export interface LettersQuery {
  tag: LetterTag;
  page: number;
  pageSize: number;
}

/** GET letters?tag&page&pageSize. */
export function listLetters(query: LettersQuery, silent = false): Promise<ListAnswer<Letter>> {
  return api.get<ListAnswer<Letter>>('letters', { ...query }, { silent });
}

export const lettersKey = (query: LettersQuery) => ['letters', 'list', query] as const;

/** The banner's call: every private letter (page 1, size 999), silent because a failure shows nothing. */
export function usePrivateLettersForBanner() {
  const query: LettersQuery = { tag: 'private', page: 1, pageSize: 999 };
  return useQuery({
    queryKey: lettersKey(query),
    queryFn: () => listLetters(query, true),
    staleTime: 60_000,
    retry: false,
  });
}
