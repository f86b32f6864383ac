import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET account/contact_info: the account's contact, to prefill the purchase's contact person. */
export function getAccountContact() {
  return call(ROUTES.accountContactInfo, {}, { silent: true });
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
