import {
  CaError,
  type CertificateRequest,
  type PendingCertificate,
  type SubmitResult,
  type UpstreamCharge,
} from '../certificate-authority.js';
import { issuedFrom } from './certcentral-certificate.js';
import { instructionsFor } from './certcentral-dcv.js';
import { organizationValidationOf } from './certcentral-products.js';
import { CertCentralRefusal, type CertCentralCall } from './certcentral-transport.js';

/** CertCentral's check-dcv refusals that only mean "not published (yet)" (dv-ssl-check-dcv). */
const NOT_FOUND_YET = new Set(['file_random_value_not_found', 'invalid_dns_txt']);
const ENDED = new Set(['rejected', 'canceled', 'revoked', 'expired']);

type Json = Record<string, unknown>;
const obj = (value: unknown): Json => (value && typeof value === 'object' ? (value as Json) : {});

export interface FollowContext {
  call: CertCentralCall;
  /** The account's organisation, when an order does not say which it uses. */
  organizationId?: number;
  /** Tells CertCentral the published values are ready (check-dcv) before reading the order. */
  checkDcv: boolean;
}

/**
 * Moves an order as far as CertCentral lets it now: asks it to check the published values, reads the order,
 * downloads the certificate once issued; otherwise answers pending with what it waits for.
 */
export async function follow(
  context: FollowContext,
  orderId: string,
  request: CertificateRequest,
): Promise<SubmitResult> {
  const { call } = context;
  const path = `/order/certificate/${encodeURIComponent(orderId)}`;
  let info = (await call('GET', path)).json;
  let dcvProblem: string | undefined;
  let dcvValid = false;
  const tokenMethod = request.kind === 'tls' && (info.dcv_method ?? 'email') !== 'email';

  if (isWaiting(info) && tokenMethod && context.checkDcv) {
    try {
      const check = (await call('PUT', `${path}/check-dcv`)).json;
      dcvValid = check.dcv_status === 'valid';
      if (!dcvValid) dcvProblem = namesStillPending(check);
      if (check.order_status !== info.status) info = (await call('GET', path)).json;
    } catch (error) {
      if (!(error instanceof CertCentralRefusal) || !NOT_FOUND_YET.has(error.code)) throw error;
      dcvProblem = error.message;
    }
  }

  const status = String(info.status ?? '');
  const delivery = deliveryOf(info);
  const charge = chargeOf(info);
  const extras = { ...(delivery ? { delivery } : {}), ...(charge ? { charge } : {}) };
  if (status === 'issued') {
    const certificateId = String(obj(info.certificate).id ?? '');
    const pemAll = (await call('GET', `/certificate/${certificateId}/download/format/pem_all`)).text;
    return { ...issuedFrom(pemAll), ...extras };
  }
  if (ENDED.has(status))
    throw new CaError('refused', `CertCentral order ${orderId} is ${status}`, { orderId, status });

  const pending: PendingCertificate = {
    status: 'pending',
    caOrderId: orderId,
    instructions: [],
    ...extras,
  };
  if (status === 'needs_approval')
    return { ...pending, waitingOn: 'approval', detail: 'The order waits for approval in CertCentral' };
  if (request.kind === 'tls' && !dcvValid) {
    const value = tokenMethod ? await randomValueOf(call, path) : '';
    return {
      ...pending,
      instructions: instructionsFor(request, value),
      waitingOn: 'domainControl',
      detail: dcvProblem ?? 'CertCentral waits for the names to be proven',
    };
  }
  const organization = await organizationWait(context, info, request);
  if (organization) return { ...pending, waitingOn: 'organizationValidation', detail: organization };
  return { ...pending, waitingOn: 'issuance', detail: `CertCentral order ${orderId} is ${status}` };
}

/**
 * What CertCentral charged for the order: order info's `price` (a decimal amount) and `currency` (Order info,
 * "Response parameters"), in integer cents; undefined when the answer carries no price.
 */
export function chargeOf(info: Json): UpstreamCharge | undefined {
  const price = typeof info.price === 'string' ? Number(info.price) : info.price;
  if (typeof price !== 'number' || !Number.isFinite(price) || price < 0) return undefined;
  const currency = typeof info.currency === 'string' && info.currency ? info.currency.toUpperCase() : 'USD';
  return { amountCents: Math.round(price * 100), currency };
}

const isWaiting = (info: Json) => info.status === 'pending' || info.status === 'reissue_pending';

function deliveryOf(info: Json): 'hardwareToken' | undefined {
  const method = info.cs_provisioning_method;
  return method === 'ship_token' || method === 'client_app' ? 'hardwareToken' : undefined;
}

function namesStillPending(check: Json): string {
  const validations = Array.isArray(check.dns_name_validations) ? check.dns_name_validations : [];
  const names = validations
    .map(obj)
    .filter((v) => v.status !== 'approved')
    .map((v) => String(v.dns_name));
  return names.length
    ? `CertCentral did not find the value for ${names.join(', ')}`
    : 'CertCentral did not find the published value yet';
}

async function randomValueOf(call: CertCentralCall, path: string): Promise<string> {
  const answer = (await call('PUT', `${path}/dcv-random-value`)).json;
  return String(answer.dcv_random_value ?? '');
}

/** The organisation validation the order waits for, in words, or undefined when it is active (or not needed). */
async function organizationWait(
  context: FollowContext,
  info: Json,
  request: CertificateRequest,
): Promise<string | undefined> {
  const product = String(obj(info.product).name_id ?? request.upstreamProduct ?? '');
  const type = organizationValidationOf(request, product);
  const organizationId = obj(info.organization).id ?? context.organizationId;
  if (!type || organizationId === undefined) return undefined;
  const answer = (await context.call('GET', `/organization/${String(organizationId)}/validation`)).json;
  const validations = Array.isArray(answer.validations) ? answer.validations.map(obj) : [];
  const status = validations.find((v) => v.type === type)?.status;
  if (status === 'active') return undefined;
  return `CertCentral is validating the organisation (${type.toUpperCase()}): ${String(status ?? 'not submitted')}`;
}
