import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

export type RenewMode = 'auto' | 'manual' | 'never';

/** PUT order/renewal (form orderID, renewMode auto|manual|never, email for auto): what happens at the end. */
export function setRenewal(args: { orderID: number; renewMode: RenewMode; email?: string }) {
  return call(
    ROUTES.orderRenewal,
    {
      body: {
        orderID: args.orderID,
        renewMode: args.renewMode,
        ...(args.email ? { email: args.email } : {}),
      },
    },
    { bodyType: 'form' },
  );
}

export function useSetRenewal() {
  return useMutation({ mutationFn: setRenewal });
}
