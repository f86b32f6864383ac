import { DCV_METHODS, STOREFRONT_VALIDITY, type DcvMethod } from '@portal/contract';
import type { PurchaseEventRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { approverEmailsFor } from '../../lib/domain-rules.js';
import type { ProductWithPrices } from '../catalogue/catalogue.service.js';
import { isStoredCsrInfo } from './csr-info.js';

/** A purchase found for its purchaser: the row, its product, whose e-mail it uses and who owns its key. */
export interface OpenPurchase {
  event: PurchaseEventRow;
  product: ProductWithPrices;
  email: string;
  /** The account that owns the generated key; null for a visitor's purchase (no account yet). */
  keyOwner: number | null;
}

/** What event/order/create sends. */
export interface OrderCreateInput {
  authMethod: DcvMethod;
  validity: number;
  code?: string | undefined;
  currency?: string | undefined;
  approverEmail?: string | undefined;
  verifyEmail?: string | undefined;
}

/** The checked order of a purchase: everything insertPricedOrder needs but who places it. */
export function orderOf(open: OpenPurchase, body: OrderCreateInput, currency: string) {
  const { event, product } = open;
  const info = isStoredCsrInfo(event.csrInfo) ? event.csrInfo : null;
  if (!event.contactInfo) throw new AppError('purchaseIncomplete', 'errors.contactFirst');
  if (!info) throw new AppError('purchaseIncomplete', 'errors.csrFirst');
  if (
    !info.authMethods.includes(body.authMethod) ||
    !(DCV_METHODS as readonly string[]).includes(body.authMethod)
  )
    throw new AppError(
      'invalidParams',
      'errors.dcvMethodNotAllowed',
      { method: body.authMethod, allowed: info.authMethods.join(', ') },
      [{ field: 'authMethod', message: 'errors.dcvMethodNotAllowed' }],
    );
  let approverEmail = '';
  if (body.authMethod === 'email') {
    const allowed =
      product.productType === 'CodeSign' ? [info.verifyEmail] : approverEmailsFor(info.commonName);
    approverEmail = (body.approverEmail ?? '').trim().toLowerCase();
    if (product.productType === 'CodeSign' && !approverEmail) approverEmail = info.verifyEmail;
    if (!allowed.includes(approverEmail))
      throw new AppError('invalidParams', 'errors.approverEmailNotAllowed', { allowed: allowed.join(', ') }, [
        { field: 'approverEmail', message: 'errors.approverEmailNotAllowed' },
      ]);
  }
  return {
    product,
    // Storefront purchases (spec 001 section 4): the term is fixed when the purchase starts (the one chosen on the
    // product page, else 24 months; issue 31), whatever the page sends now.
    validity: event.intent ? (event.validity ?? STOREFRONT_VALIDITY) : body.validity,
    authMethod: body.authMethod,
    approverEmail,
    verifyEmail: (body.verifyEmail ?? '').trim() || info.verifyEmail,
    commonName: info.commonName,
    dnsNames: info.dnsNames,
    billableNames: info.billableNames,
    csr: info.csr,
    privateKeyId: event.privateKeyId,
    contact: {
      ...event.contactInfo,
      organizationName: info.organizationName,
      country: info.country,
      city: info.city,
      region: info.region,
      zip: info.postalCode,
      address: info.streetAddress,
      organizationUnit: info.organizationUnit,
      organizationPhone: info.organizationPhone,
    },
    organization: {
      organizationName: info.organizationName,
      organizationUnit: info.organizationUnit,
      organizationPhone: info.organizationPhone,
      country: info.country,
      region: info.region,
      city: info.city,
      postalCode: info.postalCode,
      streetAddress: info.streetAddress,
    },
    currency: body.currency ?? currency,
    couponCode: body.code ?? null,
  };
}
