import { centsToNumber, ORDER_STATUS, orderAllows, type Language } from '@portal/contract';
import type { DcvChallengeRow, dcvChallenges, OrderRow, ReissueRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { CaError, type CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { AppError } from '../../lib/errors.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { addedBillableNames, addSansCents } from '../../lib/pricing.js';
import { certificatesOfReissue } from '../certificates/certificate-records.js';
import { requestFor } from '../certificates/issuance.service.js';
import {
  challengesOfReissue,
  insertChallenges,
  lastValidatedChallenge,
} from '../orders/dcv-challenge-records.js';
import { authInfoItemOf, orderDcvValueFor } from '../orders/dcv-values.js';
import { findOwnedOrder, lockOwnedOrders } from '../orders/order-records.js';
import { checkCertificateNames } from '../../lib/domain-rules.js';
import { findOwnedPrivateKey } from '../keys/private-key-records.js';
import { subscriptionEnd } from '../orders/subscription.js';
import type { EmailApprovalService } from '../validation/email-approval.service.js';
import { validationStillReusable } from '../validation/reuse-window.js';
import type { ValidationService } from '../validation/validation.service.js';
import type { AuditService } from '../audit/audit.service.js';
import {
  findOwnedReissue,
  findReissue,
  insertReissue,
  moveReissueStatus,
  nextReissueSeq,
  openRenewalOfOrder,
  reissuesOfOrder,
  updateReissue,
  type NewReissueRow,
} from '../orders/reissue-records.js';
import { reissueNamesAndCsr, rulesOf, type ReissueInput } from './reissue-csr.js';

export type { ReissueInput } from './reissue-csr.js';

const S = ORDER_STATUS;
type NewDcvChallenge = typeof dcvChallenges.$inferInsert;

/**
 * Reissues ("Only Reissue": free and unlimited; "Add San": extra names paid through buy-details) and the
 * renewal reissues a multi-year order needs because one certificate lives at most 200 days (DESIGN section 3).
 */
export function createReissueService(
  deps: ServiceDeps,
  parts: {
    catalogue: CatalogueService;
    cas: CaDirectory;
    validation: ValidationService;
    approvals: EmailApprovalService;
    secretKey: string;
    audit: AuditService;
  },
) {
  const keyBox = createPrivateKeyBox(parts.secretKey);

  async function requireOrder(session: SessionContext, id: number): Promise<OrderRow> {
    const order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    return order;
  }
  async function requireReissue(session: SessionContext, id: string): Promise<ReissueRow> {
    const reissue = await findOwnedReissue(deps.db, id, session.ownerAccountId);
    if (!reissue) throw new AppError('notFound', 'errors.reissueNotFound', { id });
    return reissue;
  }

  /**
   * Writes the order's next reissue `{orderId}_{n}`. The order row is locked while n is counted and written, so
   * concurrent reissues of one order take turns instead of colliding on the unique (order, seq) index.
   */
  function insertNext(values: Omit<NewReissueRow, 'id' | 'seq'>): Promise<ReissueRow> {
    return deps.db.transaction(async (tx) => {
      await lockOwnedOrders(tx, [values.orderId], values.accountId);
      const seq = await nextReissueSeq(tx, values.orderId);
      return insertReissue(tx, { ...values, id: `${values.orderId}_${seq}`, seq });
    });
  }

  /** One value per name: a passed validation still inside the reuse window is reused, else a new value. */
  async function prepareChallenges(order: OrderRow, reissue: ReissueRow, lang: Language): Promise<number> {
    const now = deps.clock.now();
    let request = null as null | Awaited<ReturnType<CertificateAuthority['submit']>>;
    const ca = parts.cas.forOrder(order);
    if (ca.validatesNames) {
      // The CA validates (ACME): ask it for the values now, as at the order's submission.
      const base = requestFor({
        ...order,
        csr: reissue.csr,
        dnsNames: reissue.dnsNames,
        commonName: reissue.commonName,
      });
      base.reference = reissue.id;
      // A reseller API reissues on the order it issued (CertCentral: its reissue call on the same upstream order).
      if (order.caOrderId) base.reissueOf = order.caOrderId;
      request = await ca.submit(base).catch((error: unknown) => {
        if (error instanceof CaError)
          throw new AppError('orderState', 'errors.ca.unavailable', { detail: error.message });
        throw error;
      });
      // Issued at once (names the CA proved for the order): the reissue keeps the upstream order to fetch it from.
      const caOrderId = request.status === 'pending' ? request.caOrderId : base.reissueOf;
      if (caOrderId) await updateReissue(deps.db, reissue.id, { caOrderId }, now);
    }
    const rows: NewDcvChallenge[] = [];
    for (const domain of reissue.dnsNames) {
      const fromCa =
        request?.status === 'pending' ? request.instructions.find((i) => i.domain === domain) : undefined;
      if (fromCa) {
        rows.push({ orderId: order.id, reissueId: reissue.id, ...fromCa, createdAt: now });
        continue;
      }
      if (request?.status === 'issued') {
        // The CA issued without asking for anything: every name stands proven by it.
        const value = orderDcvValueFor(order, domain);
        rows.push({
          orderId: order.id,
          reissueId: reissue.id,
          ...value,
          validatedAt: now,
          lastCheckedAt: now,
          createdAt: now,
        });
        continue;
      }
      const last = ca.validatesNames ? undefined : await lastValidatedChallenge(deps.db, order.id, domain);
      if (last?.validatedAt && validationStillReusable(last.validatedAt, now)) {
        rows.push(reused(order.id, reissue.id, last, now));
        continue;
      }
      rows.push({
        orderId: order.id,
        reissueId: reissue.id,
        ...orderDcvValueFor(order, domain),
        createdAt: now,
      });
    }
    await insertChallenges(deps.db, rows);
    await parts.approvals.sendFor(order.id, lang, reissue.id);
    return rows.filter((r) => !r.validatedAt).length;
  }

  function reused(orderId: number, reissueId: string, last: DcvChallengeRow, now: Date) {
    return {
      orderId,
      reissueId,
      domain: last.domain,
      method: last.method,
      authKey: last.authKey,
      authPath: last.authPath,
      authValue: last.authValue,
      validatedAt: last.validatedAt,
      lastCheckedAt: now,
      createdAt: now,
    };
  }

  /** Moves a reissue to "need auth" and, when every value was reused, checks and issues at once. */
  async function submitReissue(order: OrderRow, reissue: ReissueRow, lang: Language): Promise<ReissueRow> {
    const moved = await moveReissueStatus(deps.db, reissue.id, reissue.status, S.needAuth, deps.clock.now());
    if (!moved) throw new AppError('orderState', 'errors.orderChanged');
    const open = await prepareChallenges(order, moved, lang);
    if (open > 0) return moved;
    const pending = await moveReissueStatus(deps.db, moved.id, S.needAuth, S.pending, deps.clock.now());
    if (!pending) return moved;
    return (await parts.validation.checkReissue(pending, order)).reissue;
  }

  const answer = (r: ReissueRow) => ({
    id: r.id,
    type: r.type,
    totalAmount: centsToNumber(r.totalCents),
    status: r.status,
    paid: r.paid,
    dnsNames: r.dnsNames,
    countDNSNames: r.dnsNames.length,
    createdAt: r.createdAt.toISOString(),
    // The portal made this reissue's key (online): the page offers it (order/reissue/cert once issued).
    download: r.csrFrom === 'online' && r.privateKeyId !== null,
  });

  return {
    /** The reissue at status 1 (waiting for its check), for an email approval that just arrived. */
    async pendingReissue(id: string): Promise<ReissueRow | undefined> {
      const reissue = await findReissue(deps.db, id);
      return reissue?.status === S.pending ? reissue : undefined;
    },

    /** order/reissue/{id}: a new certificate for the order (same names free; extra names paid). */
    async create(session: SessionContext, orderId: number, input: ReissueInput, lang: Language) {
      const order = await requireOrder(session, orderId);
      if (!orderAllows('reissue', order.status)) throw new AppError('orderState', 'errors.reissueState');
      const product = await parts.catalogue.requireProductById(order.productId);
      const made = await reissueNamesAndCsr(deps, keyBox, order, input, product.maxNames);
      const rules = rulesOf(order, product.maxNames);
      const billableNow =
        order.productType === 'CodeSign' ? 1 : checkCertificateNames(order.dnsNames, rules).billableNames;
      const billableNew =
        order.productType === 'CodeSign' ? 1 : checkCertificateNames(made.names, rules).billableNames;
      const added = addedBillableNames(billableNow, billableNew, product.wholesaleCount);
      const now = deps.clock.now();
      const totalCents = addSansCents({
        addedNames: added,
        attachPerYearCents: product.attachCommonPriceCents,
        end: subscriptionEnd(order),
        now,
      });
      const created = await insertNext({
        orderId: order.id,
        accountId: order.accountId,
        createdBy: session.accountId,
        type: totalCents > 0 ? 'addSans' : 'onlyReissue',
        csrFrom: input.csrFrom,
        csr: made.csr,
        privateKeyId: made.keyId,
        signAlgo: input.signAlgo ?? null,
        commonName: made.commonName,
        dnsNames: made.names,
        addedNames: added,
        totalCents,
        status: S.waitingSubmit,
        paid: totalCents === 0,
        paidAt: totalCents === 0 ? now : null,
        createdAt: now,
        updatedAt: now,
      });
      const result = totalCents === 0 ? await submitReissue(order, created, lang) : created;
      return answer(result);
    },

    async list(session: SessionContext, orderId: number) {
      const order = await requireOrder(session, orderId);
      return { list: (await reissuesOfOrder(deps.db, order.id)).map(answer) };
    },

    /** order/reissue/commit/{id}: after an Add-San reissue was paid. */
    async commit(session: SessionContext, id: string, lang: Language) {
      const reissue = await requireReissue(session, id);
      if (reissue.status !== S.waitingSubmit) throw new AppError('orderState', 'errors.notWaitingSubmit');
      if (!reissue.paid) throw new AppError('orderState', 'errors.commitNeedsPayment');
      const order = await requireOrder(session, reissue.orderId);
      if (!orderAllows('reissue', order.status)) throw new AppError('orderState', 'errors.reissueState');
      return answer(await submitReissue(order, reissue, lang));
    },

    async authInfo(session: SessionContext, id: string) {
      const reissue = await requireReissue(session, id);
      if (reissue.status !== S.needAuth && reissue.status !== S.pending)
        throw new AppError('orderState', 'errors.authInfoState');
      return (await challengesOfReissue(deps.db, reissue.id)).map(authInfoItemOf);
    },

    /** order/reissue/authz/{id}: check the reissue's values now (the job keeps checking). */
    async authorize(session: SessionContext, id: string) {
      let reissue = await requireReissue(session, id);
      if (reissue.status !== S.needAuth && reissue.status !== S.pending)
        throw new AppError('orderState', 'errors.authzState');
      const order = await requireOrder(session, reissue.orderId);
      if (!orderAllows('reissue', order.status)) throw new AppError('orderState', 'errors.reissueState');
      if (reissue.status === S.needAuth) {
        const moved = await moveReissueStatus(deps.db, reissue.id, S.needAuth, S.pending, deps.clock.now());
        if (!moved) throw new AppError('orderState', 'errors.orderChanged');
        reissue = moved;
      }
      return parts.validation.checkReissue(reissue, order);
    },

    async detail(session: SessionContext, id: string, ip = '') {
      const reissue = await requireReissue(session, id);
      const cert = reissue.status === S.complete ? await this.cert(session, id, ip).catch(() => null) : null;
      return { reissue: answer(reissue), orderID: reissue.orderId, certDetail: cert };
    },

    /** order/reissue/cert/{id}: the reissued certificate, with the key when the portal made it. */
    async cert(session: SessionContext, id: string, ip = '') {
      const reissue = await requireReissue(session, id);
      if (reissue.status !== S.complete) throw new AppError('orderState', 'errors.noCertificateYet');
      const rows = await certificatesOfReissue(deps.db, reissue.id);
      const cert = rows[0];
      if (!cert) throw new AppError('orderState', 'errors.noCertificateYet');
      let key = '';
      if (cert.privateKeyId) {
        const sealed = await findOwnedPrivateKey(deps.db, cert.privateKeyId, session.ownerAccountId);
        if (sealed) key = keyBox.open(sealed.sealed);
        if (key)
          await parts.audit.record(session, ip, 'privateKey.view', {
            reissueId: reissue.id,
            sha1: cert.sha1,
          });
      }
      return { cert: `${cert.certificatePem.trim()}\n${cert.chainPem.trim()}\n`, key, sha1: cert.sha1 };
    },

    /**
     * A renewal of a paid multi-year order (same names, CSR and key), submitted at once: reusable validations
     * issue it, otherwise it waits at 1 where the recheck job looks. Null when the order has an open renewal.
     * Which orders are due, and the mail, are lifecycle's (`modules/lifecycle/certificate-renewals.ts`).
     */
    async renewOrder(order: OrderRow): Promise<ReissueRow | null> {
      if (await openRenewalOfOrder(deps.db, order.id)) return null;
      const now = deps.clock.now();
      const created = await insertNext({
        orderId: order.id,
        accountId: order.accountId,
        createdBy: null,
        type: 'renewal',
        csrFrom: 'oldCSR',
        csr: order.csr,
        privateKeyId: order.privateKeyId,
        commonName: order.commonName,
        dnsNames: order.dnsNames,
        status: S.waitingSubmit,
        paid: true,
        paidAt: now,
        createdAt: now,
        updatedAt: now,
      });
      const result = await submitReissue(order, created, 'en');
      // Nobody presses "submit validation" for a renewal: it waits at 1, where the recheck job looks.
      if (result.status !== S.needAuth) return result;
      return (await moveReissueStatus(deps.db, result.id, S.needAuth, S.pending, deps.clock.now())) ?? result;
    },
  };
}
export type ReissueService = ReturnType<typeof createReissueService>;
