import { STOREFRONT_VALIDITY } from '@portal/contract';
import { STOREFRONT_PATHS } from '../paths';

/** The storefront purchase's steps, one page each (the e-mail entry shares /contact-details with the contact). */
export const STOREFRONT_STEPS = ['email', 'contact', 'csr', 'key', 'method', 'dcv'] as const;
export type StorefrontStep = (typeof STOREFRONT_STEPS)[number];

/** The page step of an address; undefined for a path that is not one of the purchase's pages. */
export function pageStepOf(pathname: string): Exclude<StorefrontStep, 'email' | 'dcv'> | undefined {
  const path = pathname.replace(/\/+$/, '');
  if (path === STOREFRONT_PATHS.contact) return 'contact';
  if (path === STOREFRONT_PATHS.csr) return 'csr';
  if (path === STOREFRONT_PATHS.key) return 'key';
  if (path === STOREFRONT_PATHS.method) return 'method';
  return undefined;
}

/** The address of a step of the purchase, with the visitor's code when there is one. */
export function stepUrl(step: 'contact' | 'csr' | 'key' | 'method', code: string | undefined): string {
  const path = STOREFRONT_PATHS[step];
  return code ? `${path}?code=${encodeURIComponent(code)}` : path;
}

/**
 * Where Back leads from a page: the contact page to the e-mail entry (a view of the same page), the method to the
 * key download when the portal made a key (else to the CSR). Undefined: leave the purchase (the product pages).
 */
export function previousStep(
  step: 'email' | 'contact' | 'csr' | 'key' | 'method',
  facts: { visitor: boolean; keyDownload: boolean },
): 'email' | 'contact' | 'csr' | 'key' | undefined {
  switch (step) {
    case 'email':
      return undefined;
    case 'contact':
      return facts.visitor ? 'email' : undefined;
    case 'csr':
      return 'contact';
    case 'key':
      return 'csr';
    case 'method':
      return facts.keyDownload ? 'key' : 'csr';
  }
}

/** The login page's callback for an e-mail that has an account: back to this product's purchase (and term). */
export function purchaseStartPath(product: string, trial: boolean, validity?: number): string {
  const query = new URLSearchParams({ product });
  if (validity !== undefined) query.set('validity', String(validity));
  if (trial) query.set('trial', '1');
  return `${STOREFRONT_PATHS.contact}?${query.toString()}`;
}

/**
 * The term a storefront purchase starts with (issue 31): `?validity=` of the product page's Buy (months), else the
 * flow's default. The server refuses a term the product does not sell.
 */
export function storefrontTermOf(search: URLSearchParams): { validity: number; chosen: boolean } {
  const raw = search.get('validity');
  const months = Number(raw);
  return raw && Number.isInteger(months) && months > 0
    ? { validity: months, chosen: true }
    : { validity: STOREFRONT_VALIDITY, chosen: false };
}

/**
 * The product's name on the storefront pages (issue 31): the purchase's, else the catalogue's (the price answer
 * of the e-mail step, before the purchase exists); never the short name of the address.
 */
export function storefrontProductName(
  purchaseName: string | undefined,
  price: { name: string } | undefined,
): string | undefined {
  return purchaseName || price?.name || undefined;
}
