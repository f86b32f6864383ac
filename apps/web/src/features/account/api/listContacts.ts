import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from './listEnterprises';

/** GET contacts?page&pageSize -> {list, total} */
export function listContacts(args: PageArgs) {
  return call(ROUTES.contacts, { query: { page: args.page, pageSize: args.pageSize } });
}

export const contactsKey = ['contacts'] as const;

export function useContacts(args: PageArgs) {
  return useQuery({
    queryKey: [...contactsKey, args],
    queryFn: () => listContacts(args),
    placeholderData: keepPreviousData,
  });
}
