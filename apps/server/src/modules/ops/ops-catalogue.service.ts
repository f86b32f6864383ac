import {
  amountToCents,
  CURRENCIES,
  type CurrencyCode,
  type Language,
  type OpsCampaignBody,
  type OpsCouponBody,
  type OpsPromoBody,
  type OpsRateRow,
} from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import { pageWindow } from '../../lib/pagination.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { findAccount, findAccountByEmail, findAccountByUid } from '../account/account-records.js';
import { createCatalogueAdmin } from '../catalogue/catalogue-admin.service.js';
import type { RatesService } from '../catalogue/rates.service.js';
import { createCouponAdmin, type CouponAccount } from '../coupons/coupon-admin.service.js';
import type { SharedCaches } from '../shared-state/shared-caches.js';
import { actorOf } from './ops.service.js';

/**
 * The console's catalogue, rates, coupons and promo codes (issue 18): it finds the account a coupon is for and
 * hands every change to the service of the module that owns the table (catalogue-admin, rates, coupon-admin), with
 * the signed-in operator as the actor.
 */
/** The terms of an account's coupon or of a public coupon as the coupons module takes them (checked by the schema). */
function couponTerms(body: OpsCouponBody | OpsCampaignBody) {
  return {
    amountCents: amountToCents(body.amount)!,
    title: body.title,
    describe: body.describe,
    publishAt: body.publishAt ? new Date(body.publishAt) : undefined,
    endAt: new Date(body.endAt),
  };
}

export function createOpsCatalogueService(
  deps: ServiceDeps,
  parts: { rates: RatesService; sharedCaches: SharedCaches },
) {
  const catalogue = createCatalogueAdmin(deps, parts.sharedCaches);
  const coupons = createCouponAdmin(deps);

  /** The account a coupon is for: by uid (digits) or e-mail; a sub-user's coupon goes to its main account. */
  async function couponAccount(target: string): Promise<CouponAccount> {
    const account = /^\d{1,20}$/.test(target)
      ? await findAccountByUid(deps.db, target)
      : await findAccountByEmail(deps.db, target.toLowerCase());
    if (!account)
      throw new AppError('notFound', 'opsCatalogue.errors.accountNotFound', { account: target }, [
        { field: 'account', message: 'opsCatalogue.errors.accountNotFound' },
      ]);
    const owner = account.parentId === null ? account : await findAccount(deps.db, account.parentId);
    if (!owner) throw new AppError('notFound', 'opsCatalogue.errors.accountNotFound', { account: target });
    return { id: owner.id, uid: owner.uid, email: owner.email };
  }

  return {
    products: catalogue.products,
    updateProduct: (
      session: SessionContext,
      shortName: string,
      body: Parameters<typeof catalogue.updateProduct>[1],
      ip: string,
    ) => catalogue.updateProduct(shortName, body, actorOf(session, ip)),
    categories: catalogue.categories,
    updateCategories: (
      session: SessionContext,
      body: Parameters<typeof catalogue.updateCategories>[0],
      ip: string,
    ) => catalogue.updateCategories(body, actorOf(session, ip)),

    /** Every display currency with its stored rate ('' while it has none: prices show in USD). */
    async rates(): Promise<OpsRateRow[]> {
      const stored = new Map((await parts.rates.stored()).map((r) => [r.currency, r]));
      return CURRENCIES.map(({ code, symbol }) => {
        const row =
          code === 'USD' ? { rate: 1, rateDate: stored.get(code)?.rateDate ?? '' } : stored.get(code);
        return { currency: code, symbol, rate: row ? String(row.rate) : '', rateDate: row?.rateDate ?? '' };
      });
    },
    async setRate(
      session: SessionContext,
      currency: CurrencyCode,
      rate: string,
      ip: string,
    ): Promise<OpsRateRow> {
      const value = Number(rate);
      if (currency === 'USD' && value !== 1)
        throw new AppError('invalidParams', 'opsCatalogue.errors.usdFixed', {}, [
          { field: 'rate', message: 'opsCatalogue.errors.usdFixed' },
        ]);
      const row = await parts.rates.set(currency, value, actorOf(session, ip));
      const symbol = CURRENCIES.find((c) => c.code === currency)?.symbol ?? currency;
      return { currency, symbol, rate: String(row.rate), rateDate: row.rateDate };
    },

    coupons: (
      query: {
        query?: string | undefined;
        status: 'all' | 'usable' | 'used' | 'expired';
        page: number;
        pageSize: number;
      },
      lang: Language,
    ) => {
      const { limit, offset } = pageWindow(query);
      return coupons.coupons({ query: query.query, status: query.status }, limit, offset, lang);
    },
    async createCoupon(session: SessionContext, body: OpsCouponBody, ip: string) {
      const account = await couponAccount(body.account);
      return coupons.grant(account, couponTerms(body), actorOf(session, ip));
    },
    expireCoupon: (session: SessionContext, id: number, ip: string) =>
      coupons.expire(id, actorOf(session, ip)),

    campaigns: coupons.campaigns,
    publishCampaign: (session: SessionContext, body: OpsCampaignBody, ip: string) =>
      coupons.publishCampaign(couponTerms(body), actorOf(session, ip)),
    endCampaign: (session: SessionContext, id: number, ip: string) =>
      coupons.endCampaign(id, actorOf(session, ip)),

    promos: coupons.promos,
    createPromo: (session: SessionContext, body: OpsPromoBody, ip: string) =>
      coupons.createPromo(
        {
          code: body.code,
          amountCents: body.amount === undefined ? undefined : amountToCents(body.amount),
          percentOff: body.percentOff,
          validFrom: body.validFrom ? new Date(body.validFrom) : undefined,
          validUntil: new Date(body.validUntil),
          maxRedemptions: body.maxRedemptions,
        },
        actorOf(session, ip),
      ),
    expirePromo: (session: SessionContext, code: string, ip: string) =>
      coupons.expirePromo(code, actorOf(session, ip)),
  };
}
export type OpsCatalogueService = ReturnType<typeof createOpsCatalogueService>;
