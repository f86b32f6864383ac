import type { Product, ProductCategory, ProductTag } from '@portal/contract';
import { formatAmount } from '../../lib/format';
import type { PurchaseChoice } from '../../lib/purchaseStorage';
import type { EventCreateForm } from './api/createEvent';

/** Where the buttons of the product list lead (spec section 2, "Product list"). */
export const PLACE_ORDER_PATH = '/admin/order/place';
/** The wizard with the chosen product and term in its address (?product=RapidDV&validity=12). */
export function wizardPath(shortName: string, validity: number): string {
  return `${PLACE_ORDER_PATH}?${new URLSearchParams({ product: shortName, validity: String(validity) })}`;
}
export const BULK_ORDER_PATH = '/admin/bulk-order';
export const BULK_ORDER_DELAY_MS = 500;
export const GET_CERT_PATH = '/admin/get-cert';

/** The products query of a tab: its tag (SSL_IP, CodeSign) when it has one, otherwise its brand. */
export function categoryFilter(category: ProductCategory): { brand?: string; productTag?: ProductTag } {
  if (category.productTag) return { productTag: category.productTag };
  return { brand: category.brand ?? category.key };
}

/** The tab label: the category's title; the IP-address tab is called "IP SSL" (spec section 2). */
export function tabTitle(category: Pick<ProductCategory, 'key' | 'title'>): string {
  const title = category.title || category.key;
  return title === 'SSL_IP' ? 'IP SSL' : title;
}

const isGlobalSign = (category: ProductCategory) =>
  [category.key, category.brand ?? ''].some(
    (name) => name.replace(/[\s_-]/g, '').toLowerCase() === 'globalsign',
  );

/** Bulk order is offered except for multi-domain wildcards (6), the GlobalSign tab and code signing. */
export function showBulkOrder(
  product: Pick<Product, 'domainType' | 'productType'>,
  category: ProductCategory,
): boolean {
  return product.domainType !== 6 && product.productType !== 'CodeSign' && !isGlobalSign(category);
}

/**
 * A price of the list: the server has already converted it to the session's display currency, `uint` is that
 * currency's symbol; formatAmount adds the symbol and the currency's number of decimals.
 */
export function priceText(
  product: Pick<Product, 'currency'>,
  option: { uint: string; price: number },
): string {
  return formatAmount(option.price, product.currency, option.uint);
}

export interface YearOption {
  /** Months. */
  value: number;
  label: string;
}

/** The year select of a row, shortest first: "1 year · €54.28". */
export function yearOptions(
  product: Pick<Product, 'currency' | 'priceInfo'>,
  yearText: (years: number) => string,
): YearOption[] {
  return Object.entries(product.priceInfo)
    .map(([key, option]) => ({ months: option.validity || Number(key), option }))
    .filter(({ months }) => Number.isInteger(months) && months > 0)
    .sort((a, b) => a.months - b.months)
    .map(({ months, option }) => ({
      value: months,
      label: `${yearText(months / 12)} · ${priceText(product, option)}`,
    }));
}

/**
 * The lowest price per year among a product's terms ("from €49.20 / year" on its row), in the display currency;
 * undefined when it has no price.
 */
export function fromPerYear(product: Pick<Product, 'currency' | 'priceInfo'>): string | undefined {
  let best: { uint: string; price: number } | undefined;
  for (const [key, option] of Object.entries(product.priceInfo)) {
    const months = option.validity || Number(key);
    if (!Number.isInteger(months) || months <= 0 || !(option.price > 0)) continue;
    const perYear = option.price / (months / 12);
    if (!best || perYear < best.price) best = { uint: option.uint, price: perYear };
  }
  return best && priceText(product, best);
}

/** Which tag describes the names a product covers: IP-address products cover addresses, not domains. */
export function coverageKey(
  product: Pick<Product, 'domainType' | 'productType' | 'productTag'>,
): 'single' | 'multi' | 'wildcard' | 'multiWildcard' | 'codeSign' | 'ip' | 'multiIp' {
  if (product.productType === 'CodeSign') return 'codeSign';
  if (product.productTag === 'SSL_IP') return product.domainType === 2 ? 'multiIp' : 'ip';
  switch (product.domainType) {
    case 2:
      return 'multi';
    case 4:
      return 'wildcard';
    case 6:
      return 'multiWildcard';
    default:
      return 'single';
  }
}

/** The form body of POST event/create: code signing products are also named. */
export function eventBody(
  product: Pick<Product, 'shortName' | 'domainType' | 'productType' | 'name'>,
): EventCreateForm {
  const body: EventCreateForm = {
    shortName: product.shortName,
    domainType: product.domainType,
    productType: product.productType,
  };
  if (product.productType === 'CodeSign') body.name = product.name;
  return body;
}

/** What the wizard (or the bulk order page) reads back from the browser's storage. */
export function purchaseChoice(
  product: Pick<Product, 'shortName' | 'domainType' | 'productType' | 'name' | 'auditType'>,
  validity: number,
): PurchaseChoice {
  return {
    shortName: product.shortName,
    productName: product.name,
    productType: product.productType,
    domainType: product.domainType,
    auditType: product.auditType,
    validity,
  };
}
