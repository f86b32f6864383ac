import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET order/verify-email?domain -> {email_list}: the approver addresses allowed for a name. */
export function getVerifyEmails(domain: string): Promise<{ email_list: string[] }> {
  return api.get<{ email_list: string[] }>('order/verify-email', { domain });
}

export function useVerifyEmails(domain: string | undefined) {
  return useQuery({
    queryKey: ['orders', 'verifyEmail', domain ?? ''],
    queryFn: () => getVerifyEmails(domain!),
    enabled: Boolean(domain),
  });
}
