import {
  type OpsCampaignBody,
  type OpsCategoriesBody,
  type OpsCouponBody,
  type OpsProductBody,
  type OpsPromoBody,
} from '@portal/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call, ROUTES } from '../../../lib/api';
import type { PageArgs } from '../../../lib/usePaging';

const silent = { silent: true } as const;
export const opsCatalogueKey = ['ops', 'catalogue'] as const;

export type CouponFilter = 'all' | 'usable' | 'used' | 'expired';

/** GET ops/products: every product, also withdrawn ones. */
export const useOpsProducts = () =>
  useQuery({ queryKey: [...opsCatalogueKey, 'products'], queryFn: () => call(ROUTES.opsProducts, {}) });

/** PUT ops/products/{shortName}: enable / withdraw, badges, prices per validity, the extra-name price. */
export const updateProduct = (shortName: string, body: OpsProductBody) =>
  call(ROUTES.opsProductUpdate, { params: { shortName }, body }, silent);

/** GET ops/categories: the product tabs with their texts in three languages. */
export const useOpsCategories = () =>
  useQuery({ queryKey: [...opsCatalogueKey, 'categories'], queryFn: () => call(ROUTES.opsCategories, {}) });

/** PUT ops/categories: every tab, in the order shown. */
export const saveCategories = (body: OpsCategoriesBody) => call(ROUTES.opsCategoriesUpdate, { body }, silent);

/** GET ops/rates: the display currencies with their rate per USD. */
export const useOpsRates = () =>
  useQuery({ queryKey: [...opsCatalogueKey, 'rates'], queryFn: () => call(ROUTES.opsRates, {}) });

/** PUT ops/rates/{currency} {rate}. */
export const setRate = (currency: string, rate: string) =>
  call(ROUTES.opsRateUpdate, { params: { currency: currency as 'USD' }, body: { rate } }, silent);

/** GET ops/coupons?query&status&page&pageSize: coupons of every account. */
export function useOpsCoupons(args: { query: string; status: CouponFilter } & PageArgs) {
  return useQuery({
    queryKey: [...opsCatalogueKey, 'coupons', args],
    queryFn: () => call(ROUTES.opsCoupons, { query: { ...args, query: args.query || undefined } }),
    placeholderData: keepPreviousData,
  });
}

export const createCoupon = (body: OpsCouponBody) => call(ROUTES.opsCouponCreate, { body }, silent);
export const expireCoupon = (id: number) => call(ROUTES.opsCouponExpire, { params: { id } }, silent);

/** GET ops/promo-codes. */
export const useOpsPromos = () =>
  useQuery({ queryKey: [...opsCatalogueKey, 'promos'], queryFn: () => call(ROUTES.opsPromoCodes, {}) });

export const createPromo = (body: OpsPromoBody) => call(ROUTES.opsPromoCreate, { body }, silent);
export const expirePromo = (code: string) => call(ROUTES.opsPromoExpire, { params: { code } }, silent);

/** GET ops/campaigns: the public coupons (`portal coupon:publish`) with their claims. */
export const useOpsCampaigns = () =>
  useQuery({ queryKey: [...opsCatalogueKey, 'campaigns'], queryFn: () => call(ROUTES.opsCampaigns, {}) });

export const publishCampaign = (body: OpsCampaignBody) => call(ROUTES.opsCampaignCreate, { body }, silent);
export const endCampaign = (id: number) => call(ROUTES.opsCampaignEnd, { params: { id } }, silent);
