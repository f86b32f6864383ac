import type { AuditType, DcvMethod, ProductType } from '@portal/contract';
import { readStorage, writeStorage } from './storage';

/**
 * The purchase in progress as the browser keeps it (spec 000 section 3 "Purchase flow data kept locally").
 * The server keeps the same data in event/info; this copy lets the product list hand the choice to the wizard
 * and the wizard hand the order id to buy-details and its later steps.
 */
export interface PurchaseChoice {
  shortName: string;
  productName: string;
  productType: ProductType;
  domainType: number;
  /** DV, OV or EV: decides e.g. whether the bulk order asks for a business. */
  auditType?: AuditType;
  /** Months. */
  validity: number;
}

const KEYS = {
  shortName: 'shortName',
  productName: 'productName',
  productType: 'productType',
  domainType: 'domainType',
  validity: 'validity',
  validitionType: 'validitionType',
  year: 'year',
  orderID: 'orderID',
  complete: 'complete',
  orderAuthMethod: 'orderAuthMethod',
  approverEmail: 'approverEmail',
  code: 'code',
} as const;

export function rememberPurchaseChoice(choice: PurchaseChoice): void {
  writeStorage(KEYS.shortName, choice.shortName);
  writeStorage(KEYS.productName, choice.productName);
  writeStorage(KEYS.productType, choice.productType);
  writeStorage(KEYS.domainType, String(choice.domainType));
  writeStorage(KEYS.validity, String(choice.validity));
  if (choice.auditType) writeStorage(KEYS.validitionType, choice.auditType);
  writeStorage(KEYS.year, String(choice.validity / 12));
}

const auditTypeOf = (value: string | undefined): { auditType?: AuditType } =>
  value === 'DV' || value === 'OV' || value === 'EV' ? { auditType: value } : {};

export function storedPurchaseChoice(): PurchaseChoice | undefined {
  const shortName = readStorage(KEYS.shortName);
  const productType = readStorage(KEYS.productType);
  const validity = Number(readStorage(KEYS.validity));
  if (!shortName || (productType !== 'SSL' && productType !== 'CodeSign') || !Number.isInteger(validity))
    return undefined;
  return {
    shortName,
    productName: readStorage(KEYS.productName) ?? shortName,
    productType,
    domainType: Number(readStorage(KEYS.domainType) ?? 1),
    ...auditTypeOf(readStorage(KEYS.validitionType)),
    validity,
  };
}

export interface StoredOrder {
  orderID: number;
  complete: boolean;
  authMethod: DcvMethod | undefined;
  approverEmail: string;
}

export function rememberOrder(order: Partial<StoredOrder> & { orderID: number }): void {
  writeStorage(KEYS.orderID, String(order.orderID));
  if (order.complete !== undefined) writeStorage(KEYS.complete, String(order.complete));
  if (order.authMethod) writeStorage(KEYS.orderAuthMethod, order.authMethod);
  if (order.approverEmail !== undefined) writeStorage(KEYS.approverEmail, order.approverEmail);
}

export function storedOrder(): StoredOrder | undefined {
  const orderID = Number(readStorage(KEYS.orderID));
  if (!Number.isInteger(orderID) || orderID <= 0) return undefined;
  const method = readStorage(KEYS.orderAuthMethod);
  return {
    orderID,
    complete: readStorage(KEYS.complete) === 'true',
    authMethod: method === 'dns' || method === 'http' || method === 'email' ? method : undefined,
    approverEmail: readStorage(KEYS.approverEmail) ?? '',
  };
}
