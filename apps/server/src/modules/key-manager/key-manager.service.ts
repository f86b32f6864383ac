import { ISSUED_ORDER_STATUSES } from '@portal/contract';
import { randomUUID } from 'node:crypto';
import { translate } from '@portal/i18n';
import type { Language } from '@portal/contract';
import { randomToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import { currentCertificateOf } from '../certificates/certificate-records.js';
import { findOwnedOrders } from '../orders/order-records.js';
import { findOwnedPrivateKey } from '../keys/private-key-records.js';
import { createKeyManagerRepository } from './key-manager.repository.js';

/** How long the launcher link works. */
export const EXPORT_TTL_MS = 10 * 60_000;

/**
 * Hands issued certificates (and their keys) to the customer's local key manager: the portal answers an id
 * and a one-time token; the key manager fetches the bundle once with them, within ten minutes.
 */
export function createKeyManagerService(
  deps: ServiceDeps,
  parts: { secretKey: string; audit: AuditService },
) {
  const repo = createKeyManagerRepository(deps.db);
  const keyBox = createPrivateKeyBox(parts.secretKey);

  return {
    async create(session: SessionContext, ids: number[], lang: Language, ip: string) {
      const unique = [...new Set(ids)];
      const found = await findOwnedOrders(deps.db, unique, session.ownerAccountId);
      if (found.length !== unique.length) {
        const missing = unique.find((id) => !found.some((o) => o.id === id));
        throw new AppError('notFound', 'errors.orderNotFound', { id: missing ?? '' });
      }
      const notIssued = found.find((o) => !ISSUED_ORDER_STATUSES.includes(o.status));
      if (notIssued) throw new AppError('orderState', 'errors.noCertificateYet');
      const id = randomUUID();
      const token = randomToken();
      await repo.insert({
        id,
        accountId: session.ownerAccountId,
        actorId: session.accountId,
        tokenHash: deps.hashToken(token),
        ordersId: unique,
        expiresAt: new Date(deps.clock.now().getTime() + EXPORT_TTL_MS),
      });
      await parts.audit.record(session, ip, 'privateKey.view', {
        keyManagerExport: id,
        orders: unique.join(','),
      });
      return {
        id,
        token,
        remind: translate(lang, 'errors.keyManagerRemind', { minutes: EXPORT_TTL_MS / 60_000 }),
      };
    },

    /** The bundle, once: certificates with chains and the keys the portal holds. */
    async fetch(id: string, token: string) {
      const row = await repo.consume(id, deps.hashToken(token), deps.clock.now());
      if (!row) throw new AppError('notFound', 'errors.keyManagerExportGone');
      const certificates = [];
      for (const orderId of row.ordersId) {
        const cert = await currentCertificateOf(deps.db, orderId);
        if (!cert) continue;
        const key = cert.privateKeyId
          ? await findOwnedPrivateKey(deps.db, cert.privateKeyId, row.accountId)
          : undefined;
        certificates.push({
          orderID: orderId,
          commonName: cert.commonName,
          sha1: cert.sha1,
          certificate: cert.certificatePem,
          chain: cert.chainPem,
          key: key ? keyBox.open(key.sealed) : '',
        });
      }
      return { certificates };
    },
  };
}
export type KeyManagerService = ReturnType<typeof createKeyManagerService>;
