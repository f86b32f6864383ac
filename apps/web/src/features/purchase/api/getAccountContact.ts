import type { ContactInfo } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET account/contact_info: the account's contact, to prefill the purchase's contact person. */
export function getAccountContact(): Promise<ContactInfo> {
  return api.get<ContactInfo>('account/contact_info', undefined, { silent: true });
}

/** Only asked when the purchase has no contact yet; a failure just leaves the form empty. */
export function useAccountContact(enabled: boolean) {
  return useQuery({
    queryKey: ['purchase', 'account-contact'],
    queryFn: getAccountContact,
    enabled,
    staleTime: 60_000,
  });
}
