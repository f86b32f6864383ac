import type { InvoiceParty } from './invoice-pdf.js';

/**
 * The seller printed on invoices. The portal has no legal entity settings yet, so this is a constant: the
 * portal's name and its public address (PUBLIC_URL), where the customer finds the operator's details.
 */
export const SELLER_NAME = 'Certificate Portal';

export function invoiceSeller(publicUrl: string): InvoiceParty {
  return { name: SELLER_NAME, lines: ['SSL/TLS and code-signing certificates', publicUrl] };
}
