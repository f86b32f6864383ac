import type { ContactFields } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { codeHeaders, codeQuery, usePurchaseCode } from '../logic/purchaseCode';

/** The body of contract `eventContactBody`. */
export type EventContactBody = ContactFields & { email?: string };

/** POST event/contact_info/save {firstName, lastName, telephone, email?}; the form shows errors itself. */
export function saveEventContact(body: EventContactBody, code?: string) {
  return call(ROUTES.eventContactSave, { body, ...codeQuery(code) }, { silent: true, ...codeHeaders(code) });
}

export function useSaveEventContact() {
  const code = usePurchaseCode();
  return useMutation({ mutationFn: (body: EventContactBody) => saveEventContact(body, code) });
}
