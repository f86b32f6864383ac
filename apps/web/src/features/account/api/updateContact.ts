import type { ContactFields } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { contactsKey } from './listContacts';

export type ContactUpdate = ContactFields & { contactID: number };

/** PUT contact with contactID plus the contact fields. */
export function updateContact(body: ContactUpdate) {
  return call(ROUTES.contactUpdate, { body }, { silent: true });
}

export function useUpdateContact() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateContact,
    onSuccess: () => client.invalidateQueries({ queryKey: contactsKey }),
  });
}
