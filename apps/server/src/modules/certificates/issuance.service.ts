import { createHash, X509Certificate } from 'node:crypto';
import { isIPv4 } from 'node:net';
import { ORDER_STATUS } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { OrderRow, ReissueRow } from '../../db/schema/index.js';
import { moveReissueStatus, updateReissue } from '../orders/reissue-records.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import {
  CaError,
  type CertificateAuthority,
  type CertificateRequest,
  type IssuedCertificate,
  type SubmitResult,
} from '../../integrations/ca/certificate-authority.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { findOrder, moveOrderStatusReturning, updateOrder } from '../orders/order-records.js';
import { createCertificatesRepository } from './certificates.repository.js';
import { adoptNewOrderAtCa, adoptNewReissueOrderAtCa, movedToNewCaOrder } from './ca-order-recovery.js';
import {
  afterUpstreamAnswer,
  afterUpstreamFailure,
  chargeColumns,
  isUpstreamFailure,
  reissueAfterUpstreamAnswer,
  reissueAfterUpstreamFailure,
} from './upstream-poll.js';

/** SHA-1 fingerprint of a PEM certificate's DER, lower-case hex (the download key of spec 001). */
export function sha1Of(certificatePem: string): string {
  return createHash('sha1').update(new X509Certificate(certificatePem).raw).digest('hex');
}

/**
 * The request the CA gets for an order: its CSR, names split into DNS names and IPv4 addresses; `upstreamProduct`
 * when the order is placed through a product route that names one (CaDirectory.upstreamProductFor).
 */
export function requestFor(order: OrderRow, upstreamProduct?: string): CertificateRequest {
  const names = order.productType === 'CodeSign' ? [] : order.dnsNames;
  return {
    reference: String(order.id),
    // A reseller API (CertCentral) picks its product by the brand, unless the route names the upstream's product.
    brand: order.brand,
    ...(upstreamProduct ? { upstreamProduct } : {}),
    kind: order.productType === 'CodeSign' ? 'codeSigning' : 'tls',
    csrPem: order.csr,
    dnsNames: names.filter((n) => !isIPv4(n)),
    ipAddresses: names.filter((n) => isIPv4(n)),
    method: order.authMethod,
    validationLevel: order.auditType,
    ...(order.auditType === 'DV' && order.productType !== 'CodeSign'
      ? {}
      : {
          subject: {
            organizationName: order.organization.organizationName,
            organizationUnit: order.organization.organizationUnit,
            country: order.organization.country,
            state: order.organization.region,
            locality: order.organization.city,
          },
        }),
  };
}

/** An ACME reissue (modules/acme-server) for fewer names than the order has. */
function narrowsOrder(order: OrderRow, reissue: ReissueRow): boolean {
  if (reissue.type !== 'acme') return false;
  const names = new Set(reissue.dnsNames);
  return order.dnsNames.length !== names.size || order.dnsNames.some((name) => !names.has(name));
}

/** A certificate just stored for an order (its own, a reissue's or a renewal's), with the names it covers. */
export interface StoredCertificate {
  orderId: number;
  accountId: number;
  productType: OrderRow['productType'];
  names: string[];
  at: Date;
}

export interface IssuanceHooks {
  /**
   * Runs in the transaction that stores the certificate (the container wires the served-certificate checks'
   * schedule here: the order's hosts are checked an hour later).
   */
  afterCertificateStored?: (tx: Executor, stored: StoredCertificate) => Promise<void>;
}

/**
 * From validated names to a stored certificate. DV issues at once; OV, EV and code signing wait in
 * status 11 until an operator approves (`portal order:approve`).
 */
export function createIssuanceService(
  deps: ServiceDeps,
  cas: CaDirectory,
  letters: LetterWriter,
  hooks: IssuanceHooks = {},
) {
  async function move(order: OrderRow, to: number, extra: Partial<OrderRow> = {}): Promise<OrderRow> {
    // The orders module refuses a move ORDER_TRANSITIONS does not allow (OrderStatusMoveRefused).
    const moved = await moveOrderStatusReturning(
      deps.db,
      order.id,
      order.status,
      to,
      deps.clock.now(),
      extra,
    );
    if (!moved) throw new AppError('orderState', 'errors.orderChanged');
    return moved;
  }

  /** A submitted request is asked again (CA that validates itself), otherwise submitted. */
  function ask(ca: CertificateAuthority, caOrderId: string | null, request: CertificateRequest) {
    return ca.validatesNames && caOrderId ? ca.recheck(caOrderId, request) : ca.submit(request);
  }

  /** The issued certificate of an order (or of one of its reissues), stored in the caller's transaction. */
  function saveCertificate(
    tx: Executor,
    order: OrderRow,
    issued: IssuedCertificate,
    ca: CertificateAuthority,
    source: { reissueId?: string; commonName: string; privateKeyId: number | null },
  ) {
    return createCertificatesRepository(tx).insert({
      orderId: order.id,
      accountId: order.accountId,
      reissueId: source.reissueId ?? null,
      commonName: source.commonName,
      serialNumber: issued.serialNumber,
      sha1: sha1Of(issued.certificatePem),
      certificatePem: issued.certificatePem,
      chainPem: issued.chainPem,
      privateKeyId: source.privateKeyId,
      caName: ca.name,
      notBefore: issued.notBefore,
      notAfter: issued.notAfter,
    });
  }

  const caProblemOf = (error: CaError) => ({
    key: `errors.ca.${error.kind}`,
    vars: { detail: error.message },
  });

  async function store(
    order: OrderRow,
    issued: IssuedCertificate,
    ca: CertificateAuthority,
  ): Promise<OrderRow> {
    return deps.db.transaction(async (tx) => {
      await saveCertificate(tx, order, issued, ca, {
        commonName: order.commonName,
        privateKeyId: order.privateKeyId,
      });
      const now = deps.clock.now();
      await hooks.afterCertificateStored?.(tx, {
        orderId: order.id,
        accountId: order.accountId,
        productType: order.productType,
        names: order.dnsNames,
        at: now,
      });
      const moved = await moveOrderStatusReturning(tx, order.id, order.status, ORDER_STATUS.complete, now, {
        lastProblem: null,
      });
      if (!moved) throw new AppError('orderState', 'errors.orderChanged');
      await letters.notify(tx, order.accountId, {
        kind: 'certificateIssued',
        orderId: order.id,
        domain: order.commonName,
      });
      return moved;
    });
  }

  /** Asks the CA; stores what it issued, keeps a pending answer's reference, maps its failures to statuses. */
  async function askCa(given: OrderRow): Promise<OrderRow> {
    let order = given;
    const ca = cas.forOrder(order);
    const request = requestFor(order);
    let result: SubmitResult;
    try {
      result = await ask(ca, order.caOrderId, request);
    } catch (error) {
      // The CA could not be asked (5xx, timeout, refused connection): the order keeps waiting, the problem is
      // written on it and the recheck job tries again after a backoff (upstream-poll.ts).
      if (isUpstreamFailure(error)) {
        const values = afterUpstreamFailure(order, error, deps.clock.now());
        await updateOrder(deps.db, order.id, values, deps.clock.now());
        return { ...order, ...values };
      }
      if (!(error instanceof CaError)) throw error;
      const problem = caProblemOf(error);
      const answered = { ...afterUpstreamAnswer(order), lastProblem: problem };
      if (error.kind === 'refused' || error.kind === 'caaForbids')
        return move(order, ORDER_STATUS.invalid, answered);
      // Validation not yet accepted: stay pending, the recheck job asks again.
      await updateOrder(deps.db, order.id, answered, deps.clock.now());
      return { ...order, ...answered };
    }
    if (result.status === 'pending' && ca.validatesNames && movedToNewCaOrder(order.caOrderId, result)) {
      await adoptNewOrderAtCa(deps.db, order, result, deps.clock.now());
      order = { ...order, caOrderId: result.caOrderId };
    }
    const waiting =
      result.status === 'pending' && result.waitingOn
        ? { on: result.waitingOn, detail: result.detail ?? '' }
        : null;
    const charged = chargeColumns(order, result);
    // A first answer of a CA asked only now (code signing, submitted once reviewed) names its order: kept, so the
    // next poll asks about that order instead of placing another; and how the CA delivers (its hardware token).
    const reference = {
      ...(result.status === 'pending' && result.caOrderId !== order.caOrderId
        ? { caOrderId: result.caOrderId }
        : {}),
      ...(result.delivery && result.delivery !== order.caDelivery ? { caDelivery: result.delivery } : {}),
    };
    if (
      order.pollAttempts > 0 ||
      order.upstreamProblem ||
      waiting ||
      order.upstreamWaiting ||
      charged.upstreamCostCurrency ||
      Object.keys(reference).length > 0
    ) {
      const answered = { ...afterUpstreamAnswer(order), upstreamWaiting: waiting, ...charged, ...reference };
      await updateOrder(deps.db, order.id, answered, deps.clock.now());
      order = { ...order, ...answered };
    }
    if (result.status === 'issued') return store(order, result, ca);
    return order;
  }

  return {
    cas,
    /** Every name passed validation: issue (DV) or wait for review (OV, EV, code signing). */
    async namesValidated(order: OrderRow): Promise<OrderRow> {
      // A CA that vets the organisation itself (CertCentral) replaces the portal's review: the order waits on
      // the CA at 1, where the recheck job polls it (its pending answer says it waits for the vetting).
      if (
        order.status === ORDER_STATUS.pending &&
        (order.auditType !== 'DV' || order.productType === 'CodeSign') &&
        !cas.forOrder(order).vetsOrganizations
      )
        return move(order, ORDER_STATUS.underReview, { lastProblem: null });
      return askCa(order);
    },
    /** Operator approval of an order under review. */
    async approve(orderId: number): Promise<OrderRow> {
      const order = await findOrder(deps.db, orderId);
      if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id: orderId });
      if (order.status !== ORDER_STATUS.underReview)
        throw new AppError('orderState', 'errors.notUnderReview', { id: orderId });
      return askCa(order);
    },

    /**
     * Issues a reissue or renewal whose names all passed: same CA, same order; the order then covers the
     * reissue's names, CSR and key. Organisation data was reviewed for the order, so no second review.
     */
    async issueReissue(order: OrderRow, given: ReissueRow): Promise<ReissueRow> {
      let reissue = given;
      const request = requestFor({
        ...order,
        csr: reissue.csr,
        dnsNames: reissue.dnsNames,
        commonName: reissue.commonName,
      });
      request.reference = reissue.id;
      // A reseller API reissues on the order it issued (CertCentral: same upstream order, no new purchase).
      if (order.caOrderId) request.reissueOf = order.caOrderId;
      const ca = cas.forOrder(order);
      let result: SubmitResult;
      try {
        result = await ask(ca, reissue.caOrderId, request);
      } catch (error) {
        // The CA could not be asked: the reissue keeps waiting and the recheck job tries again after a backoff.
        if (isUpstreamFailure(error)) {
          const values = reissueAfterUpstreamFailure(reissue, error, deps.clock.now());
          await updateReissue(deps.db, reissue.id, values, deps.clock.now());
          return { ...reissue, ...values };
        }
        if (!(error instanceof CaError)) throw error;
        const answered = { ...reissueAfterUpstreamAnswer(reissue), lastProblem: caProblemOf(error) };
        await updateReissue(deps.db, reissue.id, answered, deps.clock.now());
        return { ...reissue, ...answered };
      }
      if (reissue.pollAttempts > 0) {
        // The CA answers again after an outage: the backoff starts over.
        const answered = reissueAfterUpstreamAnswer(reissue);
        await updateReissue(deps.db, reissue.id, answered, deps.clock.now());
        reissue = { ...reissue, ...answered };
      }
      if (result.status !== 'issued') {
        if (ca.validatesNames && movedToNewCaOrder(reissue.caOrderId, result)) {
          await adoptNewReissueOrderAtCa(deps.db, reissue, result, deps.clock.now());
          return { ...reissue, caOrderId: result.caOrderId };
        }
        return reissue;
      }
      const issued = result;
      const current = reissue;
      return deps.db.transaction(async (tx) => {
        const now = deps.clock.now();
        await saveCertificate(tx, order, issued, ca, {
          reissueId: current.id,
          commonName: current.commonName,
          privateKeyId: current.privateKeyId,
        });
        await hooks.afterCertificateStored?.(tx, {
          orderId: order.id,
          accountId: order.accountId,
          productType: order.productType,
          names: current.dnsNames,
          at: now,
        });
        // An ACME client's certificate for part of the order's names never narrows the order: it keeps the
        // names paid for (and its CSR and key); for all of them the order follows the client's CSR and key.
        if (!narrowsOrder(order, current))
          await updateOrder(
            tx,
            order.id,
            {
              dnsNames: current.dnsNames,
              commonName: current.commonName,
              csr: current.csr,
              privateKeyId: current.privateKeyId,
            },
            now,
          );
        const moved = await moveReissueStatus(tx, current.id, current.status, ORDER_STATUS.complete, now, {
          lastProblem: null,
        });
        if (!moved) throw new AppError('orderState', 'errors.orderChanged');
        await letters.notify(tx, order.accountId, {
          kind: 'certificateIssued',
          orderId: order.id,
          domain: current.commonName,
        });
        return moved;
      });
    },
  };
}
export type IssuanceService = ReturnType<typeof createIssuanceService>;
