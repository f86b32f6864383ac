// The CertCentral emulator's routes: orders, DCV, downloads, reissues, revocations and organisations, answered from
// in-memory state as DigiCert's Services API v2 documents them (the pages are listed in certcentral-emulator.ts).
import { randomBytes } from 'node:crypto';
import type { EmulatorPki, IssuedLeaf } from './certcentral-issuer.js';
import { PRODUCTS } from './certcentral-products.js';
import { download, revoke } from './certcentral-certificate-routes.js';

/** One name to check for an order's random value, by the order's DCV method. */
export interface DcvProbe {
  method: 'dns-txt-token' | 'http-token';
  dnsName: string;
  randomValue: string;
}
/** Whether the value is really published; default: nothing is. */
export type DcvChecker = (probe: DcvProbe) => boolean | Promise<boolean>;

export type OrganizationValidation = 'ov' | 'ev' | 'cs' | 'ev_cs';
type DcvMethod = 'email' | 'dns-txt-token' | 'http-token';

export interface EmulatedCertificate {
  id: number;
  commonName: string;
  dnsNames: string[];
  csr?: string;
  signatureHash: string;
  issued?: IssuedLeaf;
  revoked?: boolean;
  revokeRequested?: boolean;
}

export interface CertCentralOrder {
  id: number;
  product: string;
  kind: 'tls' | 'codeSigning';
  validation: 'dv' | OrganizationValidation;
  dcvMethod: DcvMethod;
  randomValue: string;
  randomValueExpires: Date;
  organizationId?: number;
  csProvisioningMethod?: string;
  approved: boolean;
  rejection?: string;
  validityDays: number;
  /** Names to prove (wildcards without `*.`) and those proven so far. */
  names: string[];
  validatedNames: Set<string>;
  pollsLeft: number;
  /** Cancelled through "Update order status" (update-order-status) before it was issued. */
  canceled?: boolean;
  /** The first certificate, then each reissue; the last one is the order's current certificate. */
  certificates: EmulatedCertificate[];
  createdAt: Date;
  /** What the order cost (order info's `price`, in the account's currency), fixed when it was placed. */
  price: number;
}

export interface EmulatorState {
  pki: EmulatorPki;
  orders: Map<number, CertCentralOrder>;
  organizations: Map<
    number,
    { id: number; name: string; country?: string; validated: Set<OrganizationValidation> }
  >;
  dcvChecker: DcvChecker;
  pollsBeforeIssue: number;
  nextId: number;
  /** Price per product (`product_name_id`) for a one-year order; the products' defaults otherwise. */
  prices: Record<string, number>;
  /** The account's currency (order info's `currency`). */
  currency: string;
  /** Called once an order's certificate is issued (the webhook's `certificate_issued`). */
  onIssued?: (order: CertCentralOrder) => Promise<void>;
}

export type Answer = {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  contentType?: string;
};
type Body = Record<string, unknown>;

const DCV_METHODS = new Set<DcvMethod>(['email', 'dns-txt-token', 'http-token']);
const MAX_TLS_DAYS = 397;
const DAY = 86_400_000;

const errors = (status: number, code: string, message: string): Answer => ({
  status,
  body: { errors: [{ code, message }] },
});
/** Missing fields: the `code|variable` pattern of DigiCert's error list (the exact code is not listed there). */
const missing = (field: string) => errors(400, `missing_param|${field}`, `${field} is required.`);
const notFoundOrder = () => errors(404, 'not_found|order', 'The specified order was not found.');

/** A fresh DigiCert-style random value (32 lowercase alphanumerics). */
const randomValue = () =>
  [...randomBytes(32)].map((byte) => 'abcdefghijklmnopqrstuvwxyz0123456789'[byte % 36]).join('');
const baseName = (name: string) => name.toLowerCase().replace(/^\*\./, '');
const day = (date: Date) => date.toISOString().slice(0, 10);
const current = (order: CertCentralOrder) => order.certificates[order.certificates.length - 1]!;
const obj = (value: unknown) => (value && typeof value === 'object' ? (value as Body) : ({} as Body));

export async function answer(state: EmulatorState, method: string, path: string, body: Body) {
  const parts = path.replace(/^\/services\/v2\//, '').split('/');
  const [first, second, third, fourth] = parts;
  if (first === 'order' && second === 'certificate' && third) {
    const orderId = /^\d+$/.test(third) ? Number(third) : undefined;
    if (method === 'POST' && !orderId && !fourth) return placeOrder(state, third, body);
    if (!orderId) return errors(404, 'not_found|route', 'The endpoint does not exist.');
    const order = state.orders.get(orderId);
    if (!order) return notFoundOrder();
    if (method === 'GET' && !fourth) {
      await advance(state, order, true);
      return { status: 200, body: orderInfo(state, order) };
    }
    if (method === 'PUT' && fourth === 'dcv-random-value') return randomValueOf(order);
    if (method === 'PUT' && fourth === 'check-dcv') return checkDcv(state, order);
    if (method === 'POST' && fourth === 'reissue') return reissue(state, order, body);
    if (method === 'PUT' && fourth === 'status') return updateStatus(order, body);
  }
  if (first === 'certificate' && second) {
    const found = findCertificate(state, second);
    if (method === 'GET' && third === 'download' && fourth === 'format')
      return download(found?.certificate, parts[4]);
    if (method === 'PUT' && third === 'revoke') return revoke(found?.certificate, body);
  }
  if (first === 'organization' && second && method === 'GET') {
    const org = state.organizations.get(Number(second));
    if (!org) return errors(404, 'not_found|organization', 'The specified organization was not found.');
    const validations = (['ov', 'ev', 'cs', 'ev_cs'] as const).map((type) => ({
      type,
      name: type.toUpperCase(),
      status: org.validated.has(type) ? 'active' : 'pending',
      ...(org.validated.has(type) ? { validated_until: new Date(Date.now() + 397 * DAY).toISOString() } : {}),
    }));
    if (third === 'validation') return { status: 200, body: { validations } };
    if (!third)
      return {
        status: 200,
        body: {
          id: org.id,
          status: 'active',
          name: org.name,
          display_name: org.name,
          is_active: true,
          country: org.country ?? 'us',
          validations,
        },
      };
  }
  // "Get user: me" — the cheapest authenticated call; the portal's `upstream:test` reaches the API with it.
  if (first === 'user' && second === 'me' && method === 'GET')
    return {
      status: 200,
      body: {
        id: 1,
        username: 'portal-api',
        account_id: 1,
        status: 'active',
        access_roles: [{ id: 1, name: 'Administrator' }],
      },
    };
  return errors(404, 'not_found|route', 'The endpoint does not exist.');
}

function placeOrder(state: EmulatorState, productId: string, body: Body): Answer {
  const product = PRODUCTS[productId];
  if (!product) return errors(404, 'not_found|product', 'The specified product was not found.');
  const certificate = obj(body.certificate);
  const codeSigning = product.type === 'code_signing_certificate';
  const commonName = String(certificate.common_name ?? '');
  const csr = typeof certificate.csr === 'string' ? certificate.csr : undefined;
  const provisioning = codeSigning ? String(body.cs_provisioning_method ?? 'ship_token') : undefined;
  if (!codeSigning && !commonName) return missing('certificate.common_name');
  if ((!codeSigning || provisioning === 'email') && !csr) return missing('certificate.csr');
  const dcvMethod = (body.dcv_method ?? 'email') as DcvMethod;
  if (!DCV_METHODS.has(dcvMethod))
    return errors(400, 'invalid_dcv_method', `${String(body.dcv_method)} is not a DCV method.`);
  const organizationId = Number(obj(body.organization).id) || undefined;
  if (product.validation !== 'dv') {
    if (!organizationId) return missing('organization.id');
    if (!state.organizations.has(organizationId))
      return errors(404, 'not_found|organization', 'The specified organization was not found.');
  }
  const dnsNames = Array.isArray(certificate.dns_names) ? certificate.dns_names.map(String) : [];
  const validity = obj(body.order_validity);
  const years = Number(validity.years ?? body.validity_years ?? 1);
  const days = Number(validity.days) || years * 365;
  const id = state.nextId++;
  const order: CertCentralOrder = {
    id,
    product: productId,
    kind: codeSigning ? 'codeSigning' : 'tls',
    validation: product.validation,
    dcvMethod,
    randomValue: randomValue(),
    randomValueExpires: new Date(Date.now() + 30 * DAY),
    organizationId,
    csProvisioningMethod: provisioning,
    approved: body.skip_approval === true,
    validityDays: codeSigning ? days : Math.min(days, MAX_TLS_DAYS),
    names: codeSigning ? [] : [...new Set([commonName, ...dnsNames].map(baseName))],
    validatedNames: new Set(),
    pollsLeft: state.pollsBeforeIssue,
    certificates: [
      {
        id: state.nextId++,
        commonName: commonName || state.organizations.get(organizationId ?? 0)?.name || 'Code Signing',
        dnsNames: codeSigning ? [] : [...new Set([commonName, ...dnsNames])],
        csr,
        signatureHash: String(certificate.signature_hash ?? 'sha256'),
      },
    ],
    createdAt: new Date(),
    price:
      Math.round((state.prices[productId] ?? product.price) * Math.max(1, Math.ceil(days / 365)) * 100) / 100,
  };
  state.orders.set(id, order);
  const tokenMethod = !codeSigning && dcvMethod !== 'email';
  return {
    status: 201,
    body: {
      id,
      certificate_id: order.certificates[0]!.id,
      requests: [{ id: id + 500_000, status: order.approved ? 'approved' : 'pending' }],
      ...(tokenMethod ? { dcv_random_value: order.randomValue } : {}),
    },
  };
}

/** What the order still waits for; empty when the CA may issue. */
function waitingFor(state: EmulatorState, order: CertCentralOrder): string[] {
  const waits: string[] = [];
  if (!order.approved) waits.push('approval');
  const names = current(order).dnsNames.map(baseName);
  if (names.some((name) => !order.validatedNames.has(name))) waits.push('dcv');
  const org = state.organizations.get(order.organizationId ?? 0);
  if (order.validation !== 'dv' && !org?.validated.has(order.validation)) waits.push('organization');
  return waits;
}

/** Issues the current certificate once nothing is missing; order-info reads count down `issueAfterPolls`. */
async function advance(state: EmulatorState, order: CertCentralOrder, poll: boolean, awaitWebhook = false) {
  const certificate = current(order);
  if (order.rejection || order.canceled || certificate.issued || waitingFor(state, order).length) return;
  if (order.pollsLeft > 0) {
    if (poll) order.pollsLeft--;
    return;
  }
  certificate.issued = await state.pki.issue({
    commonName: certificate.commonName,
    dnsNames: certificate.dnsNames,
    csrPem: order.csProvisioningMethod === 'ship_token' ? undefined : certificate.csr,
    codeSigning: order.kind === 'codeSigning',
    organizationName:
      order.validation === 'dv' ? undefined : state.organizations.get(order.organizationId ?? 0)?.name,
    validityDays: order.validityDays,
  });
  // DigiCert sends its events on its own time: the answer that issued does not wait for the listener.
  const sent = state.onIssued?.(order);
  if (awaitWebhook) await sent;
  else void sent;
}

/** DigiCert's back office finishes a ready order now, however many polls it was set to wait for. */
export async function issueNow(state: EmulatorState, order: CertCentralOrder): Promise<void> {
  const waits = waitingFor(state, order);
  if (order.rejection || waits.length)
    throw new Error(`order ${order.id} still waits for ${waits.join(', ')}`);
  order.pollsLeft = 0;
  await advance(state, order, false, true);
}

function statusOf(order: CertCentralOrder): string {
  const certificate = current(order);
  if (order.rejection) return 'rejected';
  if (order.canceled) return 'canceled';
  if (!order.approved) return 'needs_approval';
  if (certificate.revoked) return 'revoked';
  if (certificate.issued) return 'issued';
  return order.certificates.length > 1 ? 'reissue_pending' : 'pending';
}

function orderInfo(state: EmulatorState, order: CertCentralOrder) {
  const certificate = current(order);
  const product = PRODUCTS[order.product]!;
  const org = state.organizations.get(order.organizationId ?? 0);
  const issued = certificate.issued;
  return {
    id: order.id,
    status: statusOf(order),
    date_created: order.createdAt.toISOString(),
    certificate: {
      id: certificate.id,
      common_name: certificate.commonName,
      dns_names: certificate.dnsNames,
      csr: certificate.csr,
      signature_hash: certificate.signatureHash,
      cert_validity: { days: order.validityDays },
      ...(org ? { organization: { id: org.id } } : {}),
      ...(issued
        ? {
            serial_number: issued.serialNumber.toUpperCase(),
            date_issued: issued.notBefore.toISOString(),
            valid_from: day(issued.notBefore),
            valid_till: day(issued.notAfter),
          }
        : {}),
    },
    ...(org ? { organization: { id: org.id, name: org.name, display_name: org.name } } : {}),
    product: { name_id: order.product, name: product.name, type: product.type },
    price: order.price,
    currency: state.currency,
    ...(order.kind === 'tls' ? { dcv_method: order.dcvMethod } : {}),
    ...(order.csProvisioningMethod
      ? {
          cs_provisioning_method: order.csProvisioningMethod,
          hardware_init_code: String(order.id).padStart(8, '0'),
        }
      : {}),
  };
}

function randomValueOf(order: CertCentralOrder): Answer {
  if (order.randomValueExpires.getTime() <= Date.now()) {
    order.randomValue = randomValue();
    order.randomValueExpires = new Date(Date.now() + 30 * DAY);
  }
  return {
    status: 200,
    body: {
      dcv_random_value: order.randomValue,
      expiration_date: order.randomValueExpires.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    },
  };
}

async function checkDcv(state: EmulatorState, order: CertCentralOrder): Promise<Answer> {
  const names = current(order).dnsNames.map(baseName);
  if (order.kind === 'tls' && order.dcvMethod !== 'email') {
    for (const name of names) {
      if (order.validatedNames.has(name)) continue;
      const probe = { method: order.dcvMethod, dnsName: name, randomValue: order.randomValue } as const;
      if (await state.dcvChecker(probe)) order.validatedNames.add(name);
    }
  }
  const pending = names.filter((name) => !order.validatedNames.has(name));
  if (order.dcvMethod === 'http-token' && pending.length)
    return errors(
      400,
      'file_random_value_not_found',
      'Could not find the random value at the expected file location for one or more domains.',
    );
  await advance(state, order, false);
  return {
    status: 200,
    body: {
      order_status: statusOf(order),
      certificate_id: current(order).id,
      dcv_status: pending.length ? 'pending' : 'valid',
      dns_name_validations: names.map((name) => ({
        dns_name: name,
        status: order.validatedNames.has(name) ? 'approved' : 'pending',
      })),
    },
  };
}

async function reissue(state: EmulatorState, order: CertCentralOrder, body: Body): Promise<Answer> {
  if (order.rejection || !current(order).issued)
    return errors(400, 'invalid_order_status', 'Only an issued order can be reissued.');
  const certificate = obj(body.certificate);
  const previous = current(order);
  const commonName = String(certificate.common_name ?? previous.commonName);
  const csr = typeof certificate.csr === 'string' ? certificate.csr : undefined;
  if (order.kind === 'tls' && !csr) return missing('certificate.csr');
  const dnsNames = Array.isArray(certificate.dns_names)
    ? [...new Set([commonName, ...certificate.dns_names.map(String)])]
    : previous.dnsNames;
  order.certificates.push({
    id: state.nextId++,
    commonName,
    dnsNames: order.kind === 'tls' ? dnsNames : [],
    csr: csr ?? previous.csr,
    signatureHash: String(certificate.signature_hash ?? previous.signatureHash),
  });
  order.pollsLeft = state.pollsBeforeIssue;
  await advance(state, order, false);
  return { status: 201, body: { id: order.id, requests: [{ id: state.nextId++, status: 'approved' }] } };
}

function findCertificate(state: EmulatorState, identifier: string) {
  const serial = identifier.toLowerCase();
  for (const order of state.orders.values())
    for (const certificate of order.certificates)
      if (String(certificate.id) === identifier || certificate.issued?.serialNumber.toLowerCase() === serial)
        return { order, certificate };
  return undefined;
}

/**
 * PUT order/certificate/{id}/status (update-order-status): `{status: 'canceled', note}` cancels a `pending` (or
 * `needs_approval`) order, 204; a `reissue_pending` reissue is dropped and the order is `issued` again. Other
 * statuses are refused (DigiCert documents the rule, not the code: the emulator answers `invalid_order_status`).
 */
function updateStatus(order: CertCentralOrder, body: Body): Answer {
  if (String(body.status ?? '').toLowerCase() !== 'canceled')
    return errors(400, 'invalid_status', `${String(body.status)} is not a status an order may be set to.`);
  if (typeof body.note !== 'string' || !body.note) return missing('note');
  const status = statusOf(order);
  if (status === 'reissue_pending') {
    order.certificates.pop();
    return { status: 204, body: '' };
  }
  if (status !== 'pending' && status !== 'needs_approval')
    return errors(400, 'invalid_order_status', `An order that is ${status} cannot be canceled.`);
  order.canceled = true;
  return { status: 204, body: '' };
}
