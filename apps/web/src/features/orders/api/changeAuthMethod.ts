import type { DcvMethod } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';

/** PUT order/authMethod (form orderID, authzMethod, domain, approverEmail). */
export function changeAuthMethod(args: {
  orderID: number;
  authzMethod: DcvMethod;
  domain: string;
  approverEmail?: string;
}) {
  return call(ROUTES.authMethod, { body: args }, { bodyType: 'form' });
}

export function useChangeAuthMethod() {
  return useMutation({ mutationFn: changeAuthMethod });
}
