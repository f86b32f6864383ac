import type { ContactFields } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** The body of contract `eventContactBody`. */
export type EventContactBody = ContactFields & { email?: string };

/** POST event/contact_info/save {firstName, lastName, telephone, email?}; the form shows errors itself. */
export function saveEventContact(body: EventContactBody) {
  return call(ROUTES.eventContactSave, { body }, { silent: true });
}

export function useSaveEventContact() {
  return useMutation({ mutationFn: saveEventContact });
}
