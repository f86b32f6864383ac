/**
 * DigiCert CertCentral Services API v2 as a local HTTP server, for tests only: the calls a reseller integration makes
 * to order a TLS or code-signing certificate, prove its names, follow the order, download, reissue and revoke.
 * Written from DigiCert's public documentation (dev.digicert.com, "CertCentral Services API"):
 *
 * - Authentication: every request carries `X-DC-DEVKEY` (certcentral-apis/authentication). A missing or unknown key
 *   answers 401 `invalid_api_key` (get-started/error-handling-rate-limits, "HTTP status and machine codes").
 * - Errors: `{"errors":[{"code","message"}]}` (errors/): 404 `not_found|order`, `not_found|product`,
 *   `not_found|route`, 403 `access_denied|missing_permission`, 400 `bad_request_format`; more than the limit
 *   (1 000 requests per 5 minutes per key, rate-limits/) 429 `request_limit_exceeded` "Service unavailable,
 *   please limit request volume". DigiCert documents no header on that 429; the emulator adds `Retry-After` (the
 *   advice of its error-handling page) so a client's back-off can be tested, and says so here.
 * - POST /services/v2/order/certificate/{product_name_id} (order-dv-ssl, order-ov-ev-ssl, order-basic-ov,
 *   order-geotrust-dv-ssl, order-code-signing-certificate): `certificate.{common_name, dns_names, csr,
 *   signature_hash}`, `validity_years` or `order_validity.{years|days}`, `organization.id` (OV/EV/code signing),
 *   `dcv_method` (`email` default, `dns-txt-token`, `http-token`), `cs_provisioning_method` (`ship_token`,
 *   `client_app`, `email`), `skip_approval`. Answers 201 `{id, certificate_id, requests: [{id, status}],
 *   dcv_random_value?}`.
 * - GET  /services/v2/order/certificate/{order_id} (order-info): `{id, status, certificate: {id, common_name,
 *   dns_names, serial_number, valid_from, valid_till, ...}, organization, product, dcv_method, ...}`; statuses
 *   `needs_approval`, `pending`, `reissue_pending`, `issued`, `rejected`, `revoked`.
 * - PUT  .../order/certificate/{order_id}/dcv-random-value (dv-ssl-generate-dcv-token): `{dcv_random_value,
 *   expiration_date}`, the existing value while it is valid (30 days).
 * - PUT  .../order/certificate/{order_id}/check-dcv (dv-ssl-check-dcv): DNS TXT answers 200 `{order_status,
 *   certificate_id, dcv_status, dns_name_validations: [{dns_name, status}]}`; HTTP answers 400
 *   `file_random_value_not_found` when a name's `/.well-known/pki-validation/fileauth.txt` lacks the value. DNS TXT
 *   is looked up at the name itself (docs.digicert.com "DNS-based DCV methods"); `_dnsauth.{name}` is accepted too.
 * - GET  /services/v2/certificate/{certificate_id}/download/format/pem_all (Glossary: certificate formats):
 *   `application/x-pem-file`, leaf, intermediate and root.
 * - POST .../order/certificate/{order_id}/reissue (reissue-certificate): `{certificate: {common_name, dns_names,
 *   csr, signature_hash}}`; new names need DCV, names already proven do not.
 * - PUT  /services/v2/certificate/{certificate_id or serial}/revoke (revoke-certificate): `{revocation_reason,
 *   comments, skip_approval}`; with `skip_approval: true` 204 and revoked, else 201 a pending revoke request.
 * - PUT  .../order/certificate/{order_id}/status (update-order-status): `{status: "canceled", note}` cancels a
 *   `pending` order (or drops a `reissue_pending` reissue), 204; other statuses are refused.
 * - GET  /services/v2/organization/{id} and /organization/{id}/validation (organization-info, validation-details):
 *   `validations: [{type: ov|ev|cs|ev_cs, status: active|pending}]`. OV/EV/code-signing orders wait until their
 *   organisation's validation of that type is active.
 *
 * - Order info's `price` (what the order cost, a decimal amount) and `currency` (order-info "Response
 *   parameters"): the emulator charges a price per product (`prices`, else certcentral-products.ts) times the years.
 * - Webhooks (certcentral-apis/webhooks, webhooks/certcentral-event-types, services-api/webhooks/create-webhook):
 *   when an order's certificate is issued the emulator POSTs `{"event":"certificate_issued","data":{"order_id",
 *   "certificate_id"}}` to the webhook's endpoint, with the header `X-WEBHOOK-KEY: <secret>` when the webhook has a
 *   secret (DigiCert: at least 32 characters). Configured with the `webhook` option instead of `POST /webhook`.
 *
 * Test controls (not DigiCert's API) are the methods of the returned object: fail the next calls with a 5xx,
 * answer 429, delay answers, issue only after K order-info polls, reject an order, validate an organisation,
 * approve an email DCV or a pending request.
 */
import { Resolver } from 'node:dns/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import {
  answer as route,
  issueNow,
  type Answer,
  type DcvChecker,
  type EmulatorState,
  type OrganizationValidation,
} from './certcentral-routes.js';
import { createEmulatorPki } from './certcentral-issuer.js';

export type { CertCentralOrder, DcvChecker, DcvProbe, OrganizationValidation } from './certcentral-routes.js';
import type { CertCentralOrder } from './certcentral-routes.js';

export interface CertCentralOrganization {
  id: number;
  name: string;
  country?: string;
  /** Validation types already active (`ov`, `ev`, `cs`, `ev_cs`); others are pending until validated. */
  validated?: OrganizationValidation[];
}

export interface CertCentralEmulatorOptions {
  apiKeys: string[];
  organizations?: CertCentralOrganization[];
  dcvChecker?: DcvChecker;
  /** Requests per key per rolling window before 429 (default DigiCert's 1 000 per 5 minutes). */
  rateLimit?: { max: number; windowMs: number };
  /** Serve HTTPS with this key and certificate (PEM), as DigiCert does; plain HTTP without. */
  tls?: { key: string; cert: string };
  /** Price per `product_name_id` of a one-year order (order info's `price`); the products' defaults otherwise. */
  prices?: Record<string, number>;
  /** The account's currency (order info's `currency`), default `USD`. */
  currency?: string;
  /**
   * The account's webhook: events go to `endpoint` (fetch) or to `deliver` (a test's own transport, e.g. the
   * portal's app.inject), with `X-WEBHOOK-KEY` when `secret` is set.
   */
  webhook?: {
    endpoint?: string;
    secret?: string;
    deliver?: (body: WebhookEvent, headers: Record<string, string>) => Promise<unknown>;
  };
}

export interface WebhookEvent {
  event: string;
  data: Record<string, unknown>;
}

export interface CertCentralEmulator {
  /** The API base, as `https://www.digicert.com/services/v2` would be configured. */
  baseUrl: string;
  rootPem: string;
  intermediatePem: string;
  order(id: number): CertCentralOrder;
  orders(): CertCentralOrder[];
  requests: { method: string; path: string; status: number }[];
  /** Webhook events sent, in order, with the listener's HTTP status (0: not reached). */
  webhooks: { event: WebhookEvent; httpStatus: number }[];
  // Test controls, not part of DigiCert's API.
  /** DigiCert finishes a ready order now (whatever `issueAfterPolls` says) and sends its webhook event. */
  issue(orderId: number): Promise<void>;
  failNext(count: number, status?: number): void;
  rateLimitNext(count: number, retryAfterSeconds?: number): void;
  delayNext(count: number, ms: number): void;
  /** Orders placed from now on are issued only at the K-th order-info read after they are ready. */
  issueAfterPolls(polls: number): void;
  rejectOrder(orderId: number, reason?: string): void;
  validateOrganization(id: number, type: OrganizationValidation): void;
  approveEmailDcv(orderId: number): void;
  approveRequest(orderId: number): void;
  close(): Promise<void>;
}

const DEFAULT_LIMIT = { max: 1000, windowMs: 5 * 60_000 };
const errors = (status: number, code: string, message: string): Answer => ({
  status,
  body: { errors: [{ code, message }] },
});

/** A DcvChecker that reads TXT records from a DNS server (`host:port`, e.g. the test DNS server); HTTP fails. */
export function dnsTxtChecker(server: string): DcvChecker {
  const resolver = new Resolver({ timeout: 2000, tries: 1 });
  resolver.setServers([server]);
  const lookup = (name: string) => resolver.resolveTxt(name).catch(() => [] as string[][]);
  return async (probe) => {
    if (probe.method !== 'dns-txt-token') return false;
    const records = [...(await lookup(probe.dnsName)), ...(await lookup(`_dnsauth.${probe.dnsName}`))];
    return records.some((chunks) => chunks.join('').trim() === probe.randomValue);
  };
}

export async function startCertCentralEmulator(
  options: CertCentralEmulatorOptions,
): Promise<CertCentralEmulator> {
  const pki = await createEmulatorPki();
  const limit = options.rateLimit ?? DEFAULT_LIMIT;
  const windows = new Map<string, number[]>();
  const requests: CertCentralEmulator['requests'] = [];
  const faults = { fail: 0, failStatus: 500, limited: 0, retryAfter: 60, delayed: 0, delayMs: 0 };
  const state: EmulatorState = {
    pki,
    orders: new Map(),
    organizations: new Map(
      (options.organizations ?? []).map((org) => [
        org.id,
        { ...org, validated: new Set(org.validated ?? []) },
      ]),
    ),
    dcvChecker: options.dcvChecker ?? (() => false),
    pollsBeforeIssue: 0,
    nextId: 100_000 + Math.floor(Math.random() * 1000),
    prices: options.prices ?? {},
    currency: options.currency ?? 'USD',
  };
  const webhooks: CertCentralEmulator['webhooks'] = [];
  const hook = options.webhook;
  if (hook)
    state.onIssued = async (order) => {
      const event = {
        event: 'certificate_issued',
        data: { order_id: order.id, certificate_id: order.certificates.at(-1)!.id },
      };
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        ...(hook.secret ? { 'x-webhook-key': hook.secret } : {}),
      };
      const sent = { event, httpStatus: 0 };
      webhooks.push(sent);
      try {
        const answer = hook.deliver
          ? await hook.deliver(event, headers)
          : await fetch(hook.endpoint!, { method: 'POST', headers, body: JSON.stringify(event) });
        sent.httpStatus =
          (answer as { status?: number; statusCode?: number }).status ??
          (answer as { statusCode?: number }).statusCode ??
          0;
      } catch {
        sent.httpStatus = 0;
      }
    };

  function admit(key: string | undefined): Answer | undefined {
    if (!key || !options.apiKeys.includes(key))
      return errors(401, 'invalid_api_key', 'The API key is missing or invalid.');
    if (faults.limited > 0) {
      faults.limited--;
      return limitedAnswer(faults.retryAfter);
    }
    const now = Date.now();
    const recent = (windows.get(key) ?? []).filter((at) => now - at < limit.windowMs);
    recent.push(now);
    windows.set(key, recent);
    if (recent.length > limit.max)
      return limitedAnswer(Math.ceil((recent[0]! + limit.windowMs - now) / 1000));
    if (faults.fail > 0) {
      faults.fail--;
      return errors(faults.failStatus, 'server_error', 'An unexpected error occurred. Try again later.');
    }
    return undefined;
  }

  const handle = (incoming: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const method = incoming.method ?? 'GET';
        const url = new URL(incoming.url ?? '/', 'http://127.0.0.1');
        const key = incoming.headers['x-dc-devkey'];
        let result = admit(Array.isArray(key) ? key[0] : key);
        if (!result) {
          try {
            const text = Buffer.concat(chunks).toString('utf8');
            const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
            result = await route(state, method, url.pathname, body);
          } catch (error) {
            result =
              error instanceof SyntaxError
                ? errors(400, 'bad_request_format', 'The request body is malformed.')
                : errors(500, 'server_error', String(error));
          }
        }
        if (faults.delayed > 0) {
          faults.delayed--;
          await new Promise((resolve) => setTimeout(resolve, faults.delayMs));
        }
        requests.push({ method, path: url.pathname, status: result.status });
        if (response.destroyed) return;
        const text = typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
        response.writeHead(result.status, {
          'content-type': result.contentType ?? 'application/json',
          ...result.headers,
        });
        response.end(result.status === 204 ? undefined : text);
      })();
    });
  };
  const server = options.tls ? createHttpsServer(options.tls, handle) : createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const orderOf = (id: number) => {
    const order = state.orders.get(id);
    if (!order) throw new Error(`no CertCentral order ${id}`);
    return order;
  };

  return {
    baseUrl: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}/services/v2`,
    rootPem: pki.rootPem,
    intermediatePem: pki.intermediatePem,
    order: orderOf,
    orders: () => [...state.orders.values()],
    requests,
    webhooks,
    issue: (orderId) => issueNow(state, orderOf(orderId)),
    failNext(count, status = 500) {
      faults.fail = count;
      faults.failStatus = status;
    },
    rateLimitNext(count, retryAfterSeconds = 60) {
      faults.limited = count;
      faults.retryAfter = retryAfterSeconds;
    },
    delayNext(count, ms) {
      faults.delayed = count;
      faults.delayMs = ms;
    },
    issueAfterPolls(polls) {
      state.pollsBeforeIssue = polls;
    },
    rejectOrder(orderId, reason = 'Rejected by the validation team') {
      orderOf(orderId).rejection = reason;
    },
    validateOrganization(id, type) {
      const org = state.organizations.get(id);
      if (!org) throw new Error(`no CertCentral organization ${id}`);
      org.validated.add(type);
    },
    approveEmailDcv(orderId) {
      orderOf(orderId).validatedNames = new Set(orderOf(orderId).names);
    },
    approveRequest(orderId) {
      orderOf(orderId).approved = true;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function limitedAnswer(retryAfterSeconds: number): Answer {
  return {
    ...errors(429, 'request_limit_exceeded', 'Service unavailable, please limit request volume'),
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  };
}
