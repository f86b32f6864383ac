import type { Contact, ListAnswer } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../api';

/** GET contacts?page=1&pageSize=999: the saved contacts offered by the bulk order and the wizard's contact step. */
export function listContacts(): Promise<ListAnswer<Contact>> {
  return api.get<ListAnswer<Contact>>('contacts', { page: 1, pageSize: 999 });
}

export function useContactOptions() {
  return useQuery({ queryKey: ['contacts', 'options'], queryFn: listContacts });
}
