import {
  formatDateTime,
  orderAllows,
  type CertRow,
  type DeliveryFormat,
  type PageQuery,
  type SERVER_TYPES,
} from '@portal/contract';
import type { CertificateRow, OrderRow } from '../../db/schema/index.js';
import { DAY } from '../../lib/clock.js';
import { dayWindow } from '../../lib/day-range.js';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { jksKeystore, pemBundle, pkcs12Bundle } from '../../lib/pki/bundles/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findOwnedOrder, findOwnedOrders } from '../orders/order-records.js';
import { findOwnedPrivateKey } from '../keys/private-key-records.js';
import type { AuditService } from '../audit/audit.service.js';
import { createCertificatesRepository } from './certificates.repository.js';

export interface CertsQuery extends PageQuery {
  orderID?: string | undefined;
  domain?: string | undefined;
  beginTime?: string | undefined;
  endTime?: string | undefined;
}

export interface DownloadFile {
  fileName: string;
  contentType: string;
  body: string | Uint8Array;
}

const iso = (date: Date) => date.toISOString();

/** A download's file name: the common name (a wildcard spelled out), then the issue time. */
const fileBaseOf = (cert: CertificateRow) =>
  `${cert.commonName.replace(/^\*\./, 'wildcard.').replace(/[^a-z0-9.-]/gi, '_')}-${formatDateTime(cert.notBefore, false)}`;

/** Issued certificates: the current one of an order, lists, expiry views and the download formats. */
export function createCertificatesService(deps: ServiceDeps, secretKey: string, audit: AuditService) {
  const certs = createCertificatesRepository(deps.db);
  const keyBox = createPrivateKeyBox(secretKey);

  async function keyPemOf(cert: CertificateRow, accountId: number): Promise<string | undefined> {
    if (!cert.privateKeyId) return undefined;
    const key = await findOwnedPrivateKey(deps.db, cert.privateKeyId, accountId);
    return key ? keyBox.open(key.sealed) : undefined;
  }

  /**
   * A certificate the CA delivered on its hardware token (code signing through CertCentral) has no key anywhere
   * the portal could reach: key, PFX and JKS downloads are refused with the reason; the PEM stays available.
   */
  async function refuseKeyOfHardwareToken(cert: CertificateRow): Promise<void> {
    const order = await findOwnedOrder(deps.db, cert.orderId, cert.accountId);
    if (order?.caDelivery === 'hardwareToken') throw new AppError('orderState', 'errors.hardwareTokenNoKey');
  }

  async function rowsOf(list: CertificateRow[], accountId: number): Promise<Map<number, OrderRow>> {
    const ids = [...new Set(list.map((c) => c.orderId))];
    const found = ids.length ? await findOwnedOrders(deps.db, ids, accountId) : [];
    return new Map(found.map((o) => [o.id, o]));
  }

  return {
    /** order/cert/{id}: certificate with its chain, the key when the portal made it, sha1. */
    async current(session: SessionContext, orderId: number, ip: string) {
      const order = await findOwnedOrder(deps.db, orderId, session.ownerAccountId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
      if (!orderAllows('certificate', order.status))
        throw new AppError('orderState', 'errors.noCertificateYet');
      const cert = await certs.currentFor(order.id);
      if (!cert) throw new AppError('orderState', 'errors.noCertificateYet');
      const key = (await keyPemOf(cert, session.ownerAccountId)) ?? '';
      // The answer carries the key when the portal made it: that is the entry that matters.
      if (key) await audit.record(session, ip, 'privateKey.view', { orderId, sha1: cert.sha1 });
      else await audit.record(session, ip, 'certificate.download', { orderId, sha1: cert.sha1 });
      return {
        cert: `${cert.certificatePem.trim()}
${cert.chainPem.trim()}
`,
        key,
        sha1: cert.sha1,
      };
    },

    async list(session: SessionContext, query: CertsQuery): Promise<{ list: CertRow[]; total: number }> {
      const { limit, offset } = pageWindow(query);
      const { from, to } = dayWindow(query);
      const orderID = query.orderID ? Number(query.orderID.split('_')[0]) : undefined;
      // An id no order can have (beyond bigint and the safe integers) matches nothing.
      if (orderID !== undefined && !Number.isSafeInteger(orderID)) return { list: [], total: 0 };
      const page = await certs.page(
        session.ownerAccountId,
        { orderID, domain: query.domain, from, to },
        limit,
        offset,
      );
      const byId = await rowsOf(page.list, session.ownerAccountId);
      return {
        list: page.list.map((c) => ({
          orderID: c.reissueId ?? String(c.orderId),
          commonName: c.commonName,
          productName: byId.get(c.orderId)?.productName ?? '',
          brand: byId.get(c.orderId)?.brand ?? '',
          sha1: c.sha1,
          beginTime: iso(c.notBefore),
          endTime: iso(c.notAfter),
        })),
        total: page.total,
      };
    },

    /** certs/expiring: ended less than 7 days ago; ending within 30 days. */
    async expiring(session: SessionContext) {
      const now = deps.clock.now();
      const [ended, ending] = await Promise.all([
        certs.expiringBetween(session.ownerAccountId, new Date(now.getTime() - 7 * DAY), now),
        certs.expiringBetween(session.ownerAccountId, now, new Date(now.getTime() + 30 * DAY)),
      ]);
      const byId = await rowsOf([...ended, ...ending], session.ownerAccountId);
      const row = (c: CertificateRow) => ({
        orderID: c.reissueId ?? String(c.orderId),
        commonName: c.commonName,
        productName: byId.get(c.orderId)?.productName ?? '',
        validity: byId.get(c.orderId)?.validity ?? 0,
        expireTime: iso(c.notAfter),
      });
      return { expiringInWeek: ended.map(row), expiringInMonth: ending.map(row) };
    },

    /**
     * The current certificate of an order's line (`orderIds`: the order and the orders that renew it): the newest
     * issued and not revoked, as `current` (order/cert) answers for one order. Delivery tokens read through this,
     * so every reissue and renewal is the certificate they answer next, by construction.
     */
    currentOfLine: (orderIds: number[]): Promise<CertificateRow | undefined> => certs.currentAmong(orderIds),

    /** The certificate's private key (PEM) when the portal holds it (made online), else undefined. */
    privateKeyOf: (cert: CertificateRow, accountId: number) => keyPemOf(cert, accountId),
    refuseKeyOfHardwareToken,

    /**
     * A delivery file of a certificate (GET deliver/{orderID}/{format}): `pem` the leaf, `fullchain` the leaf and
     * its intermediates, `key` the private key, `pfx` PKCS#12 with the key under `password`. The caller checks
     * the right to the key and passes it for key and pfx.
     */
    async deliveryFile(
      cert: CertificateRow,
      format: DeliveryFormat,
      extra: { privateKeyPem?: string | undefined; password?: string; compatible?: boolean },
    ): Promise<DownloadFile> {
      const base = fileBaseOf(cert);
      switch (format) {
        case 'pem':
          return {
            fileName: `${base}.pem`,
            contentType: 'application/x-pem-file',
            body: pemBundle({ certificatePem: cert.certificatePem, chainPem: '' }),
          };
        case 'fullchain':
          return {
            fileName: `${base}-fullchain.pem`,
            contentType: 'application/x-pem-file',
            body: pemBundle({ certificatePem: cert.certificatePem, chainPem: cert.chainPem }),
          };
        case 'key': {
          if (!extra.privateKeyPem) throw new Error('deliveryFile: key without the private key');
          return {
            fileName: `${base}.key`,
            contentType: 'application/x-pem-file',
            body: `${extra.privateKeyPem.trim()}\n`,
          };
        }
        case 'pfx':
          if (!extra.privateKeyPem) throw new Error('deliveryFile: pfx without the private key');
          return {
            fileName: `${base}.pfx`,
            contentType: 'application/x-pkcs12',
            body: await pkcs12Bundle({
              certificatePem: cert.certificatePem,
              chainPem: cert.chainPem,
              privateKeyPem: extra.privateKeyPem,
              alias: 'server',
              password: extra.password ?? '',
              compatibility: extra.compatible ? 'legacy' : 'modern',
            }),
          };
      }
    },

    /** cert/download/{sha1}: Linux PEM, IIS PKCS#12 (modern or compatible), Tomcat JKS. */
    async download(
      session: SessionContext,
      sha1: string,
      query: {
        serverType: (typeof SERVER_TYPES)[number];
        password?: string | undefined;
        compatible: boolean;
      },
      ip: string,
    ): Promise<DownloadFile> {
      const cert = await certs.findBySha1(sha1, session.ownerAccountId);
      if (!cert) throw new AppError('notFound', 'errors.certificateNotFound');
      if (query.serverType !== 'Linux') await refuseKeyOfHardwareToken(cert);
      const privateKeyPem = await keyPemOf(cert, session.ownerAccountId);
      const input = {
        certificatePem: cert.certificatePem,
        chainPem: cert.chainPem,
        ...(privateKeyPem ? { privateKeyPem } : {}),
        alias: 'server',
      };
      await audit.record(session, ip, 'certificate.download', {
        ...(cert.reissueId ? { reissueId: cert.reissueId } : { orderId: cert.orderId }),
        sha1,
        serverType: query.serverType,
        withKey: Boolean(privateKeyPem),
      });
      const base = fileBaseOf(cert);
      switch (query.serverType) {
        case 'Linux':
          return {
            fileName: `${base}.pem`,
            contentType: 'application/x-pem-file',
            body: pemBundle(input),
          };
        case 'IIS':
          return {
            fileName: `${base}.pfx`,
            contentType: 'application/x-pkcs12',
            body: await pkcs12Bundle({
              ...input,
              password: query.password ?? '',
              compatibility: query.compatible ? 'legacy' : 'modern',
            }),
          };
        case 'Tomcat':
          return {
            fileName: `${base}.jks`,
            contentType: 'application/octet-stream',
            body: await jksKeystore({ ...input, password: query.password ?? '' }),
          };
      }
    },
  };
}
export type CertificatesService = ReturnType<typeof createCertificatesService>;
