// The answer of event/info: the purchase in progress as the wizard reads it back (product, contact, CSR step).
import { STOREFRONT_VALIDITY, type EventInfo } from '@portal/contract';
import type { privateKeys } from '../../db/schema/index.js';
import type { StoredCsrInfo } from './csr-info.js';
import type { OpenPurchase } from './purchase-order.js';

export function eventInfoOf(
  open: OpenPurchase,
  csr: StoredCsrInfo | null,
  key: Pick<typeof privateKeys.$inferSelect, 'downloadedAt'> | undefined,
): EventInfo {
  const { event, product } = open;
  const contact = event.contactInfo;
  return {
    email: open.email,
    intent: event.intent,
    expiresAt: event.expiresAt?.toISOString() ?? null,
    product: {
      shortName: product.shortName,
      name: product.name,
      brand: product.brand,
      productType: product.productType,
      auditType: product.auditType,
      domainType: product.domainType,
      productTag: product.productTag,
      wholesaleCount: product.wholesaleCount,
      maxNames: product.maxNames,
      supportFreeTrial: product.supportFreeTrial,
      validities: event.intent ? [event.validity ?? STOREFRONT_VALIDITY] : [...product.prices.keys()],
    },
    ContactInfo: contact
      ? {
          firstName: contact.firstName ?? '',
          lastName: contact.lastName ?? '',
          telephone: contact.telephone ?? '',
          email: contact.email ?? '',
        }
      : null,
    CSRInfo: csr
      ? {
          csrFrom: csr.csrFrom,
          domains: csr.domains,
          commonName: csr.commonName,
          dnsNames: csr.dnsNames,
          csr: csr.csr,
          keyAlgorithm: csr.keyAlgorithm,
          organizationName: csr.organizationName,
          organizationUnit: csr.organizationUnit,
          organizationPhone: csr.organizationPhone,
          postalCode: csr.postalCode,
          streetAddress: csr.streetAddress,
          country: csr.country,
          region: csr.region,
          city: csr.city,
          verifyEmail: csr.verifyEmail,
          hasPrivateKey: key !== undefined,
          keyDownloaded: Boolean(key?.downloadedAt),
          authMethods: csr.authMethods,
        }
      : null,
  };
}
