import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** GET order/resend-dcv-email/{id}?email (no email: the order's approval address). */
export function resendDcvEmail(args: { orderID: number; email?: string }) {
  return call(ROUTES.resendDcvEmail, {
    params: { id: args.orderID },
    ...(args.email ? { query: { email: args.email } } : {}),
  });
}

export function useResendDcvEmail() {
  return useMutation({ mutationFn: resendDcvEmail });
}
