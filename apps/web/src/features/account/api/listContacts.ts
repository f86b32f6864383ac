import type { Contact, ListAnswer } from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import type { PageArgs } from './listEnterprises';

/** GET contacts?page&pageSize -> {list, total} */
export function listContacts(args: PageArgs): Promise<ListAnswer<Contact>> {
  return api.get<ListAnswer<Contact>>('contacts', { page: args.page, pageSize: args.pageSize });
}

export const contactsKey = ['contacts'] as const;

export function useContacts(args: PageArgs) {
  return useQuery({
    queryKey: [...contactsKey, args],
    queryFn: () => listContacts(args),
    placeholderData: keepPreviousData,
  });
}
