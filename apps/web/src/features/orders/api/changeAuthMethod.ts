import type { DcvMethod } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** PUT order/authMethod (form orderID, authzMethod, domain, approverEmail). */
export function changeAuthMethod(args: {
  orderID: number;
  authzMethod: DcvMethod;
  domain: string;
  approverEmail?: string;
}) {
  return api.put<unknown>('order/authMethod', args, { bodyType: 'form' });
}

export function useChangeAuthMethod() {
  return useMutation({ mutationFn: changeAuthMethod });
}
