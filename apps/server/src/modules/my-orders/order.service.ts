import {
  centsToNumber,
  ORDER_STATUS,
  orderAllows,
  RENEWABLE_ORDER_STATUSES,
  type AuthInfoItem,
  type Language,
  type OrderInfo,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import { currentCertificateOf } from '../certificates/certificate-records.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { createUpstreamActions } from '../certificates/upstream-actions.js';
import type { OrderRow } from '../../db/schema/index.js';
import { CaError } from '../../integrations/ca/certificate-authority.js';
import { requestFor } from '../certificates/issuance.service.js';
import { addMonths, MINUTE } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { challengesOfOrder, insertChallenges } from '../orders/dcv-challenge-records.js';
import { authInfoItemOf, orderDcvValueFor, RECORD_TYPE } from '../orders/dcv-values.js';
import {
  claimOrderForSubmit,
  findOrder,
  findOwnedOrder,
  moveOrderStatus,
  moveOrderStatusReturning,
  releaseOrderSubmitClaim,
  updateOrder,
} from '../orders/order-records.js';
import { chargedOf } from '../payments/charged.js';
import { paidPurchaseOfOrder } from '../payments/payment-records.js';

/** Submitting an order and the validation values it needs (the checks themselves are the DCV module's). */
/** How long a commit's claim on an order (while the CA is asked) holds against another commit. */
const CLAIM_TTL = 5 * MINUTE;

export function createOrderService(
  deps: ServiceDeps,
  parts: {
    cas: CaDirectory;
    /** After an order is submitted (sends the approval mails of email validation). */
    onSubmitted?: (orderId: number, lang: Language) => Promise<unknown>;
    /** The addresses renewal mails may go to (the lifecycle module's renewal preferences). */
    renewalEmails?: (order: OrderRow) => Promise<string[]>;
  },
) {
  // A cancelled order's CA order is cancelled there too (kept and retried when the CA is not reachable).
  const upstreamActions = createUpstreamActions(deps, parts.cas);

  async function requireOrder(session: SessionContext, id: number) {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }

  /**
   * The CA's reference of an order, answered alike by order/info and order/caOrderID (one value, issue 31): the
   * upstream's own order id (an ACME order URL, a CertCentral id), or `{caName}-{id}` for a CA without one (the
   * built-in CA issues at once); '' until the order went to a CA.
   */
  function caOrderIdOf(order: OrderRow): string {
    return order.caOrderId ?? (order.caName ? `${order.caName}-${order.id}` : '');
  }

  /** The order/detail answer of an order (the caller has checked who may see it). */
  async function infoOf(order: OrderRow, lang: Language): Promise<OrderInfo> {
    const [rows, cert, renewEmailOptions, purchase] = await Promise.all([
      challengesOfOrder(deps.db, order.id),
      currentCertificateOf(deps.db, order.id),
      parts.renewalEmails ? parts.renewalEmails(order) : Promise.resolve([]),
      order.paid ? paidPurchaseOfOrder(deps.db, order.id) : Promise.resolve(undefined),
    ]);
    const start = order.paidAt ?? (order.freeTrial ? order.createdAt : null);
    const subscriptionEnd = start ? addMonths(start, order.validity) : null;
    const contact = order.contact;
    const byMethod = (method: string) =>
      rows
        .filter((r) => r.method === method)
        .map((r) => ({ Domain: r.domain, Key: r.authKey, Value: r.authValue }));
    return {
      orderDetail: {
        id: order.id,
        caOrderID: caOrderIdOf(order),
        createdAt: order.createdAt.toISOString(),
        status: order.status,
        commonName: order.commonName,
        productName: order.productName,
        productShortName: order.shortName,
        productType: order.productType,
        productAuditType: order.auditType,
        productBrand: order.brand,
        productDomainType: order.domainType,
        validityPeriod: order.validity,
        certStartTime: cert ? cert.notBefore.toISOString() : '',
        certEndTime: cert ? cert.notAfter.toISOString() : '',
        subscriptionEndTime: subscriptionEnd ? subscriptionEnd.toISOString() : '',
        totalAmount: centsToNumber(order.totalCents),
        freeTrial: order.freeTrial,
        evCSInitCode: '',
        paid: order.paid,
        paidAt: order.paidAt ? order.paidAt.toISOString() : null,
        subscribeAutoPayment: order.subscribeAutoPayment,
        renewMode: order.renewMode,
        renewEmail: order.renewEmail,
        renewEmailOptions,
        note: order.note,
        authMethod: order.authMethod,
        approveEmail: order.approverEmail,
        old: false,
        // Renewal (orders/renew) is offered for issued, complete and expired orders.
        renewStatus: RENEWABLE_ORDER_STATUSES.includes(order.status) ? 'enable' : 'disable',
        countDNSNames: order.dnsNames.length,
        dnsNames: order.dnsNames,
        emailAuths:
          order.authMethod === 'email' ? rows.map((r) => ({ Domain: r.domain, Emails: [r.authKey] })) : [],
        dnsAuths: byMethod('dns'),
        httpAuths: byMethod('http'),
        authInfo: rows.map((r) => ({
          authKey: r.authKey,
          authPath: r.authPath,
          authValue: r.authValue,
          recordType: RECORD_TYPE[r.method],
          validated: r.validatedAt ? 1 : 0,
        })),
        lastProblem: order.lastProblem
          ? translate(lang, order.lastProblem.key, order.lastProblem.vars)
          : null,
        ...(order.upstreamProblem
          ? {
              upstreamProblem: {
                message: translate(lang, order.upstreamProblem.key, order.upstreamProblem.vars),
                since: order.upstreamProblem.since,
                nextTryAt: order.nextPollAt ? order.nextPollAt.toISOString() : null,
              },
            }
          : {}),
        ...(order.upstreamWaiting
          ? {
              upstreamWaiting: {
                on: order.upstreamWaiting.on,
                message: translate(lang, `upstreamWaiting.${order.upstreamWaiting.on}`),
                detail: order.upstreamWaiting.detail,
              },
            }
          : {}),
        ...(order.caDelivery
          ? {
              delivery: {
                kind: order.caDelivery,
                message: translate(lang, `caDelivery.${order.caDelivery}`),
              },
            }
          : {}),
        payment: chargedOf(purchase),
      },
      contactDetail: {
        firstName: contact.firstName ?? '',
        lastName: contact.lastName ?? '',
        organizationUnit: contact.organizationUnit ?? '',
        organizationName: contact.organizationName ?? '',
        organizationPhone: contact.organizationPhone ?? '',
        email: contact.email ?? '',
        telephone: contact.telephone ?? '',
        country: contact.country ?? '',
        city: contact.city ?? '',
        region: contact.region ?? '',
        zip: contact.zip ?? '',
        address: contact.address ?? '',
      },
    };
  }

  return {
    /** order/commit: waiting submit → need auth information, once the order is paid or in its trial. */
    async commit(session: SessionContext, id: number): Promise<{ id: number; status: number }> {
      const order = await requireOrder(session, id);
      if (order.status !== ORDER_STATUS.waitingSubmit)
        throw new AppError('orderState', 'errors.notWaitingSubmit');
      const now = deps.clock.now();
      const inTrial =
        order.freeTrial && order.trialEndsAt !== null && order.trialEndsAt.getTime() > now.getTime();
      if (!order.paid && !inTrial) throw new AppError('orderState', 'errors.commitNeedsPayment');
      const names = order.productType === 'CodeSign' ? [order.commonName] : order.dnsNames;
      // A CA that validates names itself (ACME) dictates the values; otherwise the portal makes its own.
      let values = names.map((domain) => orderDcvValueFor(order, domain));
      let caOrderId: string | null = null;
      let caDelivery: OrderRow['caDelivery'] = null;
      // A new order goes where the routes say now (another process may have changed them a moment ago).
      if (order.caName === null) await parts.cas.refresh();
      const ca = parts.cas.forOrder(order);
      // The upstream's own product when the order's product route names one (same snapshot as `ca`).
      const upstreamProduct = parts.cas.upstreamProductFor(order);
      // Code signing goes to a CA that validates at submission only when it also vets the organisation itself
      // (CertCentral: no names to prove, the certificate comes on the CA's hardware token).
      if (ca.validatesNames && (order.productType !== 'CodeSign' || ca.vetsOrganizations)) {
        // Claim the order first: a second commit meanwhile answers "changed" instead of opening a second CA
        // order that would be left unused.
        const claimed = await claimOrderForSubmit(
          deps.db,
          order.id,
          ca.name,
          now,
          new Date(now.getTime() - CLAIM_TTL),
        );
        if (!claimed) throw new AppError('orderState', 'errors.orderChanged');
        const answer = await ca.submit(requestFor(order, upstreamProduct)).catch(async (error: unknown) => {
          await releaseOrderSubmitClaim(deps.db, order.id, deps.clock.now());
          if (error instanceof CaError)
            throw new AppError('orderState', 'errors.ca.unavailable', { detail: error.message });
          throw error;
        });
        if (answer.status === 'pending') {
          caOrderId = answer.caOrderId;
          values = answer.instructions;
          caDelivery = answer.delivery ?? null;
        }
      }
      const submitted = await deps.db.transaction(async (tx) => {
        const updated = await moveOrderStatusReturning(
          tx,
          order.id,
          ORDER_STATUS.waitingSubmit,
          ORDER_STATUS.needAuth,
          now,
          { caName: ca.name, caOrderId, caDelivery },
        );
        if (!updated) throw new AppError('orderState', 'errors.notWaitingSubmit');
        if (values.length === 0) {
          // The CA asks the customer to publish nothing (code signing on its token): the order waits on the CA
          // at once, where the recheck job polls it.
          const waiting = await moveOrderStatusReturning(
            tx,
            order.id,
            ORDER_STATUS.needAuth,
            ORDER_STATUS.pending,
            now,
            { validationRequestedAt: now },
          );
          if (!waiting) throw new AppError('orderState', 'errors.orderChanged');
          return { id: order.id, status: ORDER_STATUS.pending };
        }
        await insertChallenges(
          tx,
          values.map((value) => ({ orderId: order.id, ...value, createdAt: now })),
        );
        return { id: order.id, status: ORDER_STATUS.needAuth };
      });
      await parts.onSubmitted?.(order.id, session.lang ?? 'en');
      return submitted;
    },

    /** order/authInfo/{id}: per name, what to publish where. */
    async authInfo(session: SessionContext, id: number): Promise<AuthInfoItem[]> {
      const order = await requireOrder(session, id);
      if (order.status === ORDER_STATUS.waitingSubmit) throw new AppError('orderState', 'errors.commitFirst');
      if (!orderAllows('authInfo', order.status)) throw new AppError('orderState', 'errors.authInfoState');
      const rows = await challengesOfOrder(deps.db, order.id);
      return rows.map(authInfoItemOf);
    },

    /** order/cancel/{id}: before issuance (statuses 0, 1, 12); a paid order then goes on to a refund. */
    async cancel(session: SessionContext, id: number): Promise<{ id: number; status: number }> {
      const order = await requireOrder(session, id);
      if (!orderAllows('cancel', order.status)) throw new AppError('orderState', 'errors.cancelState');
      const moved = await moveOrderStatus(
        deps.db,
        order.id,
        order.status,
        ORDER_STATUS.cancel,
        deps.clock.now(),
      );
      if (!moved) throw new AppError('orderState', 'errors.orderChanged');
      // The CA's order too (not issued yet): cancelled there, or kept on the order and retried by the job.
      if (order.caOrderId) await upstreamActions.cancel(order);
      return { id: order.id, status: ORDER_STATUS.cancel };
    },

    /** order/caOrderID/{id}: the CA's reference, the same value as order/info's caOrderID. */
    async caOrderId(session: SessionContext, id: number): Promise<string> {
      return caOrderIdOf(await requireOrder(session, id));
    },

    /** order/info/{id}: everything the order detail page shows. */
    async info(session: SessionContext, id: number, lang: Language): Promise<OrderInfo> {
      return infoOf(await requireOrder(session, id), lang);
    },

    /**
     * The same detail of any account's order, for the operator console (GET ops/orders/{id}): one description of
     * an order, the customer's and the operator's. Undefined when no order has the id.
     */
    async operatorInfo(id: number, lang: Language): Promise<OrderInfo | undefined> {
      const order = await findOrder(deps.db, id);
      return order ? infoOf(order, lang) : undefined;
    },

    /** order/note: add or update (the same call), or clear the order's note. */
    async setNote(session: SessionContext, id: number, note: string): Promise<{ id: number; note: string }> {
      const order = await requireOrder(session, id);
      await updateOrder(deps.db, order.id, { note }, deps.clock.now());
      return { id: order.id, note };
    },

    /** order/subscribe: automatic payment when the trial ends; meaningless once paid (spec: disabled). */
    async subscribe(
      session: SessionContext,
      id: number,
      on: boolean,
    ): Promise<{ id: number; subscribeAutoPayment: boolean }> {
      const order = await requireOrder(session, id);
      if (order.paid) throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id });
      await updateOrder(deps.db, order.id, { subscribeAutoPayment: on }, deps.clock.now());
      return { id: order.id, subscribeAutoPayment: on };
    },
  };
}
export type OrderService = ReturnType<typeof createOrderService>;
