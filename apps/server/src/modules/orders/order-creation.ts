import type { DcvMethod } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import { extraNamesOf, quote } from '../../lib/pricing.js';
import { createOrdersRepository } from './orders.repository.js';

/** One new order, as the purchase wizard and the bulk order both describe it. */
export interface NewOrder {
  session: Pick<SessionContext, 'accountId' | 'ownerAccountId'>;
  product: ProductWithPrices;
  /** Months; refused unless the product sells it. */
  validity: number;
  authMethod: DcvMethod;
  approverEmail?: string | undefined;
  verifyEmail: string;
  commonName: string;
  dnsNames: string[];
  /** Names that count towards the price (a www. twin or a wildcard's base domain is free). */
  billableNames: number;
  csr: string;
  privateKeyId: number | null;
  contact: Record<string, string>;
  organization: Record<string, string>;
  /** The display currency at the time of the order. */
  currency?: string | undefined;
  couponCode?: string | null | undefined;
  now: Date;
}

/**
 * The one way an order is created: priced from the catalogue (the term's price, extra names per year beyond the
 * product's included ones) and written waiting submit and unpaid, inside the caller's transaction.
 */
export async function insertPricedOrder(
  tx: Executor,
  catalogue: Pick<CatalogueService, 'optionPrice'>,
  input: NewOrder,
): Promise<OrderRow> {
  const { product } = input;
  const { optionCents, oneYearCents } = catalogue.optionPrice(product, input.validity);
  const extraNames = extraNamesOf(input.billableNames, product.wholesaleCount);
  const q = quote({
    optionCents,
    oneYearCents,
    validity: input.validity,
    attachPerYearCents: product.attachCommonPriceCents,
    extraNames,
  });
  return createOrdersRepository(tx).insert({
    accountId: input.session.ownerAccountId,
    createdBy: input.session.accountId,
    productId: product.id,
    shortName: product.shortName,
    productName: product.name,
    brand: product.brand,
    productType: product.productType,
    auditType: product.auditType,
    domainType: product.domainType,
    validity: input.validity,
    authMethod: input.authMethod,
    approverEmail: input.approverEmail ?? '',
    verifyEmail: input.verifyEmail,
    commonName: input.commonName,
    dnsNames: input.dnsNames,
    csr: input.csr,
    privateKeyId: input.privateKeyId,
    contact: input.contact,
    organization: input.organization,
    priceCents: q.priceCents,
    extraNames,
    extraNamesCents: q.extraNamesCents,
    totalCents: q.totalCents,
    ...(input.currency ? { currency: input.currency } : {}),
    couponCode: input.couponCode ?? null,
    createdAt: input.now,
    updatedAt: input.now,
  });
}
