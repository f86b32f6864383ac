import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET event/approver_email: the five constructed approver addresses of the purchase's domain. */
export function getApproverEmails() {
  return call(ROUTES.approverEmail, {}, { silent: true });
}

/** A failure is shown with a "Try Again" button instead of a toast. */
export function useApproverEmails() {
  return useQuery({ queryKey: ['purchase', 'approver-emails'], queryFn: getApproverEmails, gcTime: 0 });
}
