import type { ContactFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { contactsKey } from './listContacts';

/** POST contact {firstName, lastName, telephone}. */
export function createContact(body: ContactFields) {
  return call(ROUTES.contactCreate, { body }, { silent: true });
}

export function useCreateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createContact,
    onSuccess: () => client.invalidateQueries({ queryKey: contactsKey }),
  });
}
