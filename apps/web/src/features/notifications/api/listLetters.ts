import type { LetterTag } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { BANNER_QUERY } from '../logic/letters';

export interface LettersArgs {
  tag: LetterTag;
  page: number;
  pageSize: number;
}

/** GET letters?tag&page&pageSize -> {list, total}. */
export function listLetters(args: LettersArgs, silent = false) {
  return call(ROUTES.letters, { query: { ...args } }, { silent });
}

/** Every letter query (lists, banner, count) starts with this key: a letter marked read refreshes them all. */
export const lettersKey = ['letters'] as const;
const listKey = (args: LettersArgs) => [...lettersKey, 'list', args] as const;

export function useLetters(args: LettersArgs) {
  return useQuery({
    queryKey: listKey(args),
    queryFn: () => listLetters(args),
    placeholderData: keepPreviousData,
  });
}

/** The banner's call: every private letter (page 1, size 999), silent because a failure shows nothing. */
export function usePrivateLettersForBanner() {
  return useQuery({
    queryKey: listKey(BANNER_QUERY),
    queryFn: () => listLetters(BANNER_QUERY, true),
    staleTime: 60_000,
    retry: false,
  });
}
