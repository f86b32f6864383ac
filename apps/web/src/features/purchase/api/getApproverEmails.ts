import { useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import { codeQuery, usePurchaseCode } from '../logic/purchaseCode';

/** GET event/approver_email: the five constructed approver addresses of the purchase's domain. */
export function getApproverEmails(code?: string) {
  return call(ROUTES.approverEmail, codeQuery(code), { silent: true });
}

/** A failure is shown with a "Try Again" button instead of a toast. */
export function useApproverEmails() {
  const code = usePurchaseCode();
  return useQuery({
    queryKey: ['purchase', 'approver-emails', code ?? ''],
    queryFn: () => getApproverEmails(code),
    gcTime: 0,
  });
}
