import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** GET order/resend-dcv-email/{id}?email (no email: the order's approval address). */
export function resendDcvEmail(args: { orderID: number; email?: string }) {
  return api.get<{ sent: number }>(
    `order/resend-dcv-email/${args.orderID}`,
    args.email ? { email: args.email } : undefined,
  );
}

export function useResendDcvEmail() {
  return useMutation({ mutationFn: resendDcvEmail });
}
