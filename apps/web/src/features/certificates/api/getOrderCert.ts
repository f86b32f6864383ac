import { useMutation } from '@tanstack/react-query';
import { getOrderCert } from '../../../lib/queries/orderCalls';
import { baseOrderId } from '../logic/orderLink';
import { saveBlob } from '../../../lib/saveFile';

export type { OrderCert } from '../../../lib/queries/orderCalls';

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
