import type { CsrInfoAnswer, KeyAlgorithm } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { api, call, ROUTES } from '../../../lib/api';
import { codeHeaders, codeQuery, usePurchaseCode } from '../logic/purchaseCode';

/** Subject and address fields of the CSR forms (all optional for the server; the forms decide). */
export interface CsrSubjectFields {
  organizationName?: string;
  organizationUnit?: string;
  organizationPhone?: string;
  postalCode?: string;
  streetAddress?: string;
  country?: string;
  region?: string;
  city?: string;
  verifyEmail?: string;
}

export type CsrInfoRequest =
  | ({ csrFrom: 'online'; domains: string; keyAlgorithm: KeyAlgorithm; newKey?: boolean } & CsrSubjectFields)
  | ({ csrFrom: 'newCSR'; domains?: string; csr?: string; csrFile?: File } & CsrSubjectFields);

/**
 * POST event/csr_info/save: JSON for an online CSR (the server makes the key), multipart for a pasted or
 * uploaded CSR. Errors 1018 (CSR) and 1019 (domain) carry a precise text the form shows.
 */
export function saveCsrInfo(body: CsrInfoRequest, code?: string): Promise<CsrInfoAnswer> {
  if (body.csrFrom === 'online')
    return call(ROUTES.csrInfoSave, { body, ...codeQuery(code) }, { silent: true, ...codeHeaders(code) });
  // A pasted or uploaded CSR goes as multipart (the file as a file part): not the table's JSON body type.
  return api.post<CsrInfoAnswer>('event/csr_info/save', body, {
    silent: true,
    bodyType: 'multipart',
    ...codeQuery(code),
    ...codeHeaders(code),
  });
}

export function useSaveCsrInfo() {
  const code = usePurchaseCode();
  return useMutation({ mutationFn: (body: CsrInfoRequest) => saveCsrInfo(body, code) });
}
