import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET order/verify-email?domain -> {email_list}: the approver addresses allowed for a name. */
export function getVerifyEmails(domain: string) {
  return call(ROUTES.verifyEmail, { query: { domain } });
}

export function useVerifyEmails(domain: string | undefined) {
  return useQuery({
    queryKey: ['orders', 'verifyEmail', domain ?? ''],
    queryFn: () => getVerifyEmails(domain!),
    enabled: Boolean(domain),
  });
}
