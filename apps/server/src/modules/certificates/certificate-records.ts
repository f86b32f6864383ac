// The certificates module's public surface for other modules: the reads and writes of `certificates` they use,
// each a thin function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { CertificateRow } from '../../db/schema/index.js';
import { createCertificatesRepository } from './certificates.repository.js';

/** The newest certificate of an order not revoked (its current one). */
export function currentCertificateOf(db: Executor, orderId: number): Promise<CertificateRow | undefined> {
  return createCertificatesRepository(db).currentFor(orderId);
}

/** Every certificate an order has had (revoked too), newest first: served-certificate checks tell them apart. */
export function certificatesOfOrder(db: Executor, orderId: number): Promise<CertificateRow[]> {
  return createCertificatesRepository(db).forOrder(orderId);
}

/** The certificates issued for a reissue, newest first. */
export function certificatesOfReissue(db: Executor, reissueId: string): Promise<CertificateRow[]> {
  return createCertificatesRepository(db).forReissue(reissueId);
}

export function markCertificateRevoked(db: Executor, id: number, now: Date): Promise<void> {
  return createCertificatesRepository(db).markRevoked(id, now);
}
