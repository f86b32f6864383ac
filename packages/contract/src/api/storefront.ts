// The public storefront's catalogue (spec 001 sections 2 and 3; issue 17; docs/domain/storefront.md).
import { z } from 'zod';
import { AUDIT_TYPES } from '../domain.js';
import type { CatalogueEntry, CataloguePriceBlock } from '../storefront.js';

const priceBlock = z.object({
  lowestPrice: z.number(),
  originalPrice: z.number(),
  averagePrice: z.number(),
  discount: z.number(),
  validity: z.number().int(),
  save: z.number(),
}) satisfies z.ZodType<CataloguePriceBlock>;

export const catalogueEntry = z.object({
  shortName: z.string(),
  chineseName: z.string(),
  brandName: z.string(),
  queryType: z.string(),
  productName: z.string(),
  url: z.string(),
  domainType: z.number().int(),
  type: z.enum(AUDIT_TYPES),
  introduction: z.string(),
  supportFreeTrial: z.boolean(),
  sealImage: z.string(),
  warranty: z.number(),
  oneYear: priceBlock.nullable(),
  twoYear: priceBlock.nullable(),
}) satisfies z.ZodType<CatalogueEntry>;

/** GET storefront/products: every product the public product page lists, in its order, prices in USD. */
export const storefrontProductsAnswer = z.object({ list: z.array(catalogueEntry) });
export type StorefrontProductsAnswer = z.infer<typeof storefrontProductsAnswer>;
