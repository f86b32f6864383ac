import type { Contact, ListAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET contacts?page=1&pageSize=999: the contact selector of the bulk order. */
export function listContacts(): Promise<ListAnswer<Contact>> {
  return api.get<ListAnswer<Contact>>('contacts', { page: 1, pageSize: 999 });
}

export function useContactOptions() {
  return useQuery({ queryKey: ['contacts', 'options'], queryFn: listContacts });
}
