import type { PricingRequestAnswer } from '@portal/contract';
import { ROUTE_PATHS } from '@portal/contract/route-paths';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

export interface GuaranteeInput {
  email: string;
  name: string;
  salesVoucher: File;
}

/**
 * POST promote/email (multipart: email, name, salesVoucher). The plain client: the route table's body type does
 * not describe a File part. The server judges the image by its bytes.
 */
export function sendGuarantee(input: GuaranteeInput): Promise<PricingRequestAnswer> {
  return api.post(ROUTE_PATHS.promoteEmail.path, input, { bodyType: 'multipart', silent: true });
}

export function useSendGuarantee() {
  return useMutation({ mutationFn: sendGuarantee });
}
