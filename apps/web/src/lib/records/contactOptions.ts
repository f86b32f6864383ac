import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../api';

/** GET contacts?page=1&pageSize=999: the saved contacts offered by the bulk order and the wizard's contact step. */
export function listContacts() {
  return call(ROUTES.contacts, { query: { page: 1, pageSize: 999 } });
}

/** `enabled` false where nobody is signed in (a visitor's purchase on the storefront). */
export function useContactOptions(enabled = true) {
  return useQuery({ queryKey: ['contacts', 'options'], queryFn: listContacts, enabled });
}
