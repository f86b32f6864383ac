import {
  DELIVERY_CLOSED_STATUSES,
  DELIVERY_OPEN_STATUSES,
  DELIVERY_SERVING_STATUSES,
  DELIVERY_PFX_PASSWORD_MAX,
  DELIVERY_TOKENS_PER_ORDER,
  type DeliveryFormat,
  type DeliveryTokenCreated,
  type DeliveryTokenRow as DeliveryTokenAnswer,
  type DeliveryTokensAnswer,
  type DeliveryTokenState,
} from '@portal/contract';
import type { DeliveryTokenRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditActor, AuditDetails, AuditService } from '../audit/audit.service.js';
import type { CertificatesService, DownloadFile } from '../certificates/certificates.service.js';
import { findOwnedOrder, lockOwnedOrders, renewalLineOf } from '../orders/order-records.js';
import type { SharedCounts } from '../shared-state/shared-counts.js';
import { createDeliveryCounter, type DeliveryRateLimits } from './delivery-limits.js';
import { looksLikeDeliveryToken, newDeliveryToken, tokenHint } from './delivery-token-format.js';
import { createDeliveryRepository } from './delivery.repository.js';

const OPEN_STATUSES = DELIVERY_OPEN_STATUSES;
const CLOSED_STATUSES = DELIVERY_CLOSED_STATUSES;
const SERVING_STATUSES = DELIVERY_SERVING_STATUSES;

/** "YYYY-MM-DD HH:mm:ss" in UTC, as the API key's and the team's times. */
const utcText = (date: Date) => date.toISOString().slice(0, 19).replace('T', ' ');

/** Why a known token's call was refused: the audit entry's `reason` (translated by the log screen). */
type Refusal =
  | 'revoked'
  | 'otherOrder'
  | 'accountDisabled'
  | 'rateLimited'
  | 'orderClosed'
  | 'noCertificate'
  | 'keyNotAllowed'
  | 'keyUnavailable'
  | 'passwordMissing';

export interface DeliveryServiceOptions {
  certificates: CertificatesService;
  audit: AuditService;
  limits: DeliveryRateLimits;
  /** Where calls are counted across processes (rate_limit_hits); absent: this process only (tests). */
  sharedCounts?: SharedCounts;
}

/** One delivery call as the route hands it over: the header, the path, the client's address. */
export interface DeliveryCall {
  /** The whole token (`Authorization: Bearer dt_…`), or undefined without one. */
  token: string | undefined;
  orderId: number;
  format: DeliveryFormat;
  /** format pfx: the PKCS#12 password (header x-pfx-password) and the legacy protection. */
  password?: string | undefined;
  compatible?: boolean;
  ip: string;
}

export interface DeliveredFile extends DownloadFile {
  sha1: string;
}

/**
 * Delivery tokens (issue 21, B4; docs/domain/delivery.md): the owner's calls that make, list and revoke an order's
 * tokens, and the download a server makes with one. Tokens are stored as keyed hashes (as sessions and API keys);
 * the download answers the order's current certificate through the certificates service, so a reissue or a
 * renewal is what the next call gets.
 */
export function createDeliveryService(deps: ServiceDeps, options: DeliveryServiceOptions) {
  const repo = createDeliveryRepository(deps.db);
  const counter = createDeliveryCounter(deps.clock, options.sharedCounts);
  const { limits, audit, certificates } = options;
  const deliverUrl = (orderId: number) => `${deps.publicUrl.replace(/\/+$/, '')}/api/deliver/${orderId}`;

  function rowOf(token: DeliveryTokenRow, createdBy: string, orderStatus: number): DeliveryTokenAnswer {
    const state: DeliveryTokenState = token.revokedAt
      ? 'revoked'
      : CLOSED_STATUSES.includes(orderStatus)
        ? 'closed'
        : 'active';
    return {
      id: token.id,
      orderID: token.orderId,
      name: token.name,
      hint: tokenHint(token.last4),
      includeKey: token.includeKey,
      state,
      createdAt: utcText(token.createdAt),
      createdBy,
      lastUsedAt: token.lastUsedAt ? utcText(token.lastUsedAt) : null,
      lastUsedIp: token.lastUsedIp,
      revokedAt: token.revokedAt ? utcText(token.revokedAt) : null,
    };
  }

  async function ownedOrder(session: SessionContext, orderId: number) {
    const order = await findOwnedOrder(deps.db, orderId, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
    return order;
  }

  /** A call without a usable token: counted per address; 401, or 429 past the address's limit. */
  async function refuseUnknown(ip: string): Promise<never> {
    const count = await counter.hit(`address|${ip}`, limits.windowMs);
    if (count.hits > limits.failuresPerAddress)
      throw new AppError('tooManyRequests', 'errors.tooManyRequests', {
        seconds: Math.max(1, Math.ceil(count.msLeft / 1000)),
      });
    throw new AppError('deliveryTokenInvalid', 'delivery.errors.tokenInvalid');
  }

  return {
    /** GET order/delivery_tokens?orderID: the order's tokens, revoked ones too, newest first. */
    async list(session: SessionContext, orderId: number): Promise<DeliveryTokensAnswer> {
      const order = await ownedOrder(session, orderId);
      const rows = await repo.listForOrder(order.id, session.ownerAccountId);
      return {
        list: rows.map((r) => rowOf(r.token, r.createdByEmail ?? '', order.status)),
        max: DELIVERY_TOKENS_PER_ORDER,
        url: deliverUrl(order.id),
      };
    },

    /** POST order/delivery_token: a new token, answered this once (only its keyed hash is kept). */
    async create(
      session: SessionContext,
      ip: string,
      input: { orderID: number; name: string; includeKey: boolean },
    ): Promise<DeliveryTokenCreated> {
      const token = newDeliveryToken();
      const row = await deps.db.transaction(async (tx) => {
        // The order's row lock: two creations at once cannot both pass the limit.
        const [order] = await lockOwnedOrders(tx, [input.orderID], session.ownerAccountId);
        if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: input.orderID });
        if (!OPEN_STATUSES.includes(order.status))
          throw new AppError('orderState', 'delivery.errors.orderState');
        const active = await createDeliveryRepository(tx).countActive(order.id);
        if (active >= DELIVERY_TOKENS_PER_ORDER)
          throw new AppError('deliveryTokenLimit', 'delivery.errors.tokenLimit', {
            max: DELIVERY_TOKENS_PER_ORDER,
          });
        const inserted = await createDeliveryRepository(tx).insert({
          accountId: session.ownerAccountId,
          orderId: order.id,
          createdBy: session.accountId,
          name: input.name,
          tokenHash: deps.hashToken(token),
          last4: token.slice(-4),
          includeKey: input.includeKey,
          createdAt: deps.clock.now(),
        });
        await audit.record(
          session,
          ip,
          'delivery.tokenCreate',
          {
            orderId: order.id,
            name: inserted.name,
            token: tokenHint(inserted.last4),
            withKey: inserted.includeKey,
          },
          tx,
        );
        return { inserted, status: order.status };
      });
      return {
        ...rowOf(row.inserted, session.email, row.status),
        token,
        url: deliverUrl(row.inserted.orderId),
      };
    },

    /** DELETE order/delivery_token/{id}: the token stops answering at once; it stays listed as revoked. */
    async revoke(session: SessionContext, ip: string, id: number): Promise<DeliveryTokenAnswer> {
      const found = await repo.findOwned(id, session.ownerAccountId);
      if (!found) throw new AppError('notFound', 'delivery.errors.tokenNotFound');
      const order = await ownedOrder(session, found.token.orderId);
      if (found.token.revokedAt) return rowOf(found.token, found.createdByEmail ?? '', order.status);
      const revoked = await repo.revoke(id, session.ownerAccountId, session.accountId, deps.clock.now());
      // Revoked by a concurrent call meanwhile: answer it as it is, recorded once (by that call).
      if (!revoked) {
        const again = await repo.findOwned(id, session.ownerAccountId);
        return rowOf(again!.token, again!.createdByEmail ?? '', order.status);
      }
      await audit.record(session, ip, 'delivery.tokenRevoke', {
        orderId: revoked.orderId,
        name: revoked.name,
        token: tokenHint(revoked.last4),
      });
      return rowOf(revoked, found.createdByEmail ?? '', order.status);
    },

    /**
     * GET deliver/{orderID}/{format}: the file of the order's current certificate for the token's holder. A token
     * that is missing, unknown, revoked or another order's answers 401 alike (nothing about other orders shows);
     * every call of a known token is recorded in the account's audit log.
     */
    async deliver(call: DeliveryCall): Promise<DeliveredFile> {
      if (!call.token || !looksLikeDeliveryToken(call.token)) return refuseUnknown(call.ip);
      const found = await repo.findByHash(deps.hashToken(call.token));
      if (!found) return refuseUnknown(call.ip);
      const { token } = found;
      const actor: AuditActor = { ownerAccountId: token.accountId, accountId: token.createdBy };
      const base: AuditDetails = {
        orderId: token.orderId,
        name: token.name,
        token: tokenHint(token.last4),
        format: call.format,
      };
      const refuse = async (reason: Refusal, error: AppError, details: AuditDetails = {}): Promise<never> => {
        await audit.recordFor(actor, call.ip, 'delivery.refused', { ...base, ...details, reason });
        throw error;
      };

      // Every call of a known token counts, refused ones too; the first call past the limit is recorded once.
      const count = await counter.hit(`token|${token.id}`, limits.windowMs);
      if (count.hits > limits.perToken) {
        const limited = new AppError('tooManyRequests', 'errors.tooManyRequests', {
          seconds: Math.max(1, Math.ceil(count.msLeft / 1000)),
        });
        if (count.hits === limits.perToken + 1) return refuse('rateLimited', limited);
        throw limited;
      }
      const invalid = new AppError('deliveryTokenInvalid', 'delivery.errors.tokenInvalid');
      if (token.revokedAt) return refuse('revoked', invalid);
      if (token.orderId !== call.orderId) return refuse('otherOrder', invalid, { asked: call.orderId });
      if (found.accountStatus !== 'active' || found.accountParentId !== null)
        return refuse('accountDisabled', invalid);

      const now = deps.clock.now();
      await repo.touch(token.id, now, call.ip.slice(0, 64));
      const order = await findOwnedOrder(deps.db, token.orderId, token.accountId);
      if (!order) return refuse('otherOrder', invalid);
      if (CLOSED_STATUSES.includes(order.status))
        return refuse('orderClosed', new AppError('deliveryOrderClosed', 'delivery.errors.orderClosed'));

      // The order and the orders renewing it (orders/renew, auto-renewal): the newest certificate of the line.
      const renewals = await renewalLineOf(deps.db, order.id, token.accountId);
      const line = [
        order.id,
        ...renewals.filter((r) => SERVING_STATUSES.includes(r.status)).map((r) => r.id),
      ];
      const cert = await certificates.currentOfLine(line);
      if (!cert) return refuse('noCertificate', new AppError('orderState', 'errors.noCertificateYet'));

      let privateKeyPem: string | undefined;
      if (call.format === 'key' || call.format === 'pfx') {
        const onToken = await certificates.refuseKeyOfHardwareToken(cert).then(
          () => undefined,
          (error: unknown) => error,
        );
        if (onToken instanceof AppError) return refuse('keyUnavailable', onToken);
        if (!token.includeKey)
          return refuse(
            'keyNotAllowed',
            new AppError('deliveryKeyNotAllowed', 'delivery.errors.keyNotAllowed'),
          );
        privateKeyPem = await certificates.privateKeyOf(cert, token.accountId);
        if (!privateKeyPem)
          return refuse(
            'keyUnavailable',
            new AppError('deliveryKeyUnavailable', 'delivery.errors.keyUnavailable'),
          );
      }
      if (call.format === 'pfx') {
        const length = [...(call.password ?? '')].length;
        if (length === 0 || length > DELIVERY_PFX_PASSWORD_MAX) {
          const message =
            length === 0 ? 'delivery.validation.passwordRequired' : 'delivery.validation.passwordTooLong';
          const vars = { max: DELIVERY_PFX_PASSWORD_MAX };
          return refuse(
            'passwordMissing',
            new AppError('invalidParams', message, vars, [{ field: 'x-pfx-password', message }]),
          );
        }
      }

      const file = await certificates.deliveryFile(cert, call.format, {
        privateKeyPem,
        ...(call.password === undefined ? {} : { password: call.password }),
        compatible: call.compatible ?? false,
      });
      await audit.recordFor(actor, call.ip, 'delivery.fetch', {
        ...base,
        sha1: cert.sha1,
        ...(cert.orderId === token.orderId ? {} : { certOrderId: cert.orderId }),
        ...(cert.reissueId ? { reissueId: cert.reissueId } : {}),
      });
      return { ...file, sha1: cert.sha1 };
    },
  };
}
export type DeliveryService = ReturnType<typeof createDeliveryService>;
