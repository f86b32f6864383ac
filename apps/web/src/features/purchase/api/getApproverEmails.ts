import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET event/approver_email: the five constructed approver addresses of the purchase's domain. */
export function getApproverEmails(): Promise<string[]> {
  return api.get<string[]>('event/approver_email', undefined, { silent: true });
}

/** A failure is shown with a "Try Again" button instead of a toast. */
export function useApproverEmails() {
  return useQuery({ queryKey: ['purchase', 'approver-emails'], queryFn: getApproverEmails, gcTime: 0 });
}
