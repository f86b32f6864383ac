import type { orderCertAnswer } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api';
import { baseOrderId } from '../logic/orderLink';
import { saveBlob } from '../../../lib/saveFile';

export type OrderCert = z.infer<typeof orderCertAnswer>;

/**
 * GET order/cert/{id} (CSRF header; status 2 or 3): the current certificate with its chain, the key when the
 * portal holds it ('' otherwise), its sha1. A refusal is shown by the caller as a warning (spec section 8).
 */
export function getOrderCert(id: number): Promise<OrderCert> {
  return api.get<OrderCert>(`order/cert/${id}`, undefined, { silent: true });
}

export type ZipOutcome = 'saved' | 'savedWithoutKey' | 'notCurrent';

/**
 * "Certificate and key (.zip)": `{orderID}.zip` with `{orderID}.key` and `{orderID}.pem`, built in the
 * browser. order/cert answers the order's current certificate: an earlier row (another sha1) is not packed.
 */
export async function saveCertZip(row: { orderID: string; sha1: string }): Promise<ZipOutcome> {
  const answer = await getOrderCert(baseOrderId(row.orderID));
  if (answer.sha1.toLowerCase() !== row.sha1.toLowerCase()) return 'notCurrent';
  // fflate loads only when an archive is asked for.
  const { buildCertZip } = await import('../logic/zipBundle');
  const zip = buildCertZip(row.orderID, answer);
  saveBlob(new Blob([zip.bytes as BlobPart], { type: 'application/zip' }), zip.fileName);
  return zip.withKey ? 'saved' : 'savedWithoutKey';
}

export function useCertZip() {
  return useMutation({ mutationFn: saveCertZip });
}
