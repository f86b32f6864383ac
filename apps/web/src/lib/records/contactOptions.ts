import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';

/** GET contacts?page=1&pageSize=999: the saved contacts offered by the bulk order and the wizard's contact step. */
export function listContacts() {
  return call(ROUTES.contacts, { query: { page: 1, pageSize: 999 } });
}

export function useContactOptions() {
  return useQuery({ queryKey: ['contacts', 'options'], queryFn: listContacts });
}
