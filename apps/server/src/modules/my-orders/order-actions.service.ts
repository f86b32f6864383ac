import { ORDER_STATUS, RENEWABLE_ORDER_STATUSES, type Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { CouponService } from '../coupons/coupon.service.js';
import { extraNamesOf, quote } from '../../lib/pricing.js';
import { currentCertificateOf } from '../certificates/certificate-records.js';
import type { ValidationService } from '../validation/validation.service.js';
import { findOwnedOrder, insertOrder, type NewOrderRow } from '../orders/order-records.js';

/** Batch actions of My Orders and the renewal order of order detail. */
export function createOrderActionsService(
  deps: ServiceDeps,
  parts: { catalogue: CatalogueService; validation: ValidationService; coupons: CouponService },
) {
  return {
    /** orders/cert: per order, its certificate; waiting orders are checked once more first. */
    async bulkCertificates(session: SessionContext, ids: number[], lang: Language) {
      const list = [];
      for (const id of [...new Set(ids)]) {
        let order = await findOwnedOrder(deps.db, id, session.ownerAccountId);
        if (!order) {
          list.push({
            orderID: id,
            status: -1,
            sha1: null,
            problem: translate(lang, 'errors.orderNotFound', { id }),
          });
          continue;
        }
        if (order.status === ORDER_STATUS.pending) order = (await parts.validation.checkOrder(order)).order;
        const cert =
          order.status === ORDER_STATUS.issued || order.status === ORDER_STATUS.complete
            ? await currentCertificateOf(deps.db, order.id)
            : undefined;
        list.push({
          orderID: order.id,
          status: order.status,
          sha1: cert?.sha1 ?? null,
          problem: cert
            ? null
            : order.lastProblem
              ? translate(lang, order.lastProblem.key, order.lastProblem.vars)
              : translate(lang, 'errors.noCertificateYet'),
        });
      }
      return { list };
    },

    /**
     * orders/renew/{id}: a new order for the same product, names and CSR, waiting for payment; for `years` years
     * when given (an option the product sells), else the order's own validity. A coupon given is checked against
     * the renewal's price now (the account's own, usable) and refused with couponUnusable; it is used only when
     * the renewal is paid (buy-details, payment rules), like any coupon.
     */
    async renew(
      session: SessionContext,
      id: number,
      choice: { years?: number | undefined; code?: string | undefined } = {},
    ): Promise<{ id: number }> {
      const values = await renewalOf(
        session.ownerAccountId,
        session.accountId,
        id,
        choice.years === undefined ? undefined : choice.years * 12,
      );
      if (choice.code) {
        const resolved = await parts.coupons.resolve(
          session.ownerAccountId,
          { code: choice.code },
          values.totalCents,
        );
        if (resolved.problem) throw new AppError('couponUnusable', resolved.problem);
      }
      const renewal = await insertOrder(deps.db, values);
      return { id: renewal.id };
    },

    /**
     * The same renewal made by the portal itself (auto-renewal), in the owner account's name: priced now,
     * placed by `place` inside the caller's transaction (which decides whether a renewal is made at all).
     */
    async prepareRenewalFor(
      accountId: number,
      id: number,
    ): Promise<{ place(db: Executor): Promise<OrderRow> }> {
      const values = await renewalOf(accountId, accountId, id);
      return { place: (db) => insertOrder(db, values) };
    },
  };

  /**
   * The renewal order of `id`: same product, names and CSR, today's price, `renewal_of` set, unpaid; for
   * `validityMonths` when given (refused unless the product sells that option), else the order's validity.
   */
  async function renewalOf(
    accountId: number,
    createdBy: number,
    id: number,
    validityMonths?: number,
  ): Promise<NewOrderRow> {
    const order = await findOwnedOrder(deps.db, id, accountId);
    if (!order) throw new AppError('notFound', 'errors.orderNotFound', { id });
    if (!RENEWABLE_ORDER_STATUSES.includes(order.status))
      throw new AppError('orderState', 'errors.renewState');
    const product = await parts.catalogue.requireProductById(order.productId);
    const validity = validityMonths ?? order.validity;
    const { optionCents, oneYearCents } = parts.catalogue.optionPrice(product, validity);
    const extraNames = extraNamesOf(order.dnsNames.length, product.wholesaleCount);
    const q = quote({
      optionCents,
      oneYearCents,
      validity,
      attachPerYearCents: product.attachCommonPriceCents,
      extraNames,
    });
    const now = deps.clock.now();
    return {
      renewalOf: order.id,
      accountId: order.accountId,
      createdBy,
      productId: order.productId,
      shortName: order.shortName,
      productName: order.productName,
      brand: order.brand,
      productType: order.productType,
      auditType: order.auditType,
      domainType: order.domainType,
      validity,
      authMethod: order.authMethod,
      approverEmail: order.approverEmail,
      verifyEmail: order.verifyEmail,
      commonName: order.commonName,
      dnsNames: order.dnsNames,
      csr: order.csr,
      privateKeyId: order.privateKeyId,
      contact: order.contact,
      organization: order.organization,
      priceCents: q.priceCents,
      extraNames,
      extraNamesCents: q.extraNamesCents,
      totalCents: q.totalCents,
      currency: order.currency,
      note: `renewal of order ${order.id}`,
      createdAt: now,
      updatedAt: now,
    };
  }
}
export type OrderActionsService = ReturnType<typeof createOrderActionsService>;
