// The security suite generated from the route table (the OpenAPI document every route is in): each documented
// call is listed below with who may make it and how it names another account's record. A route added without an
// entry fails the first test. Then, over every route: a visitor gets 401 where a session is needed; a session
// cookie without the CSRF header is refused on every state-changing call; and account B, aiming at account A's
// orders, payments, certificates, contacts and statements, gets a refusal that shows nothing of A and changes
// nothing of A. Account B attacks in every shape a caller of another account can take: its main session, its
// finance and sale sub-users, its API key, and an operator's customer session (the console's own /api/ops calls
// are the operators' by design and are left to their own test).
import { ErrorCode, needsCsrfHeader, ROUTE_PATHS, type AuthInfoItem } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, dnsConnectors } from '../db/schema/index.js';
import { startDcvTestContext, submittedOrder, type DcvTestContext } from '../test/dcv-context.js';
import { makeSubUser } from '../test/books.js';
import { signedInClient, type CallOptions, type CallResult, type TestClient } from '../test/harness.js';
import { signedInOperator } from '../test/ops.js';
import { creditFunds, okMsg, payByBalance, placeOrder } from '../test/purchase.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Account A's records that account B aims at. */
interface Victim {
  email: string;
  /** An issued order (certificate, reissue) and an unpaid one (payment, note). */
  issuedId: number;
  openId: number;
  paymentId: string;
  sha1: string;
  contactId: number;
  enterpriseId: number;
  statementId: number;
  invoiceId: number;
  /** A's sub-user (its uid). */
  subUid: string;
  /** A private letter of A (the portal wrote it when A's order was paid). */
  letterId: number;
  /** A delivery token of A's issued order (its id). */
  deliveryTokenId: number;
  /** ACME credentials of A's issued order. */
  acmeCredentialId: number;
  /** The issued order's name (a host its served-certificate checks know). */
  domain: string;
  /** A domain A delegated (DCV delegation); its target (A's label) is one of the markers. */
  delegatedDomain: string;
  /** A's DNS provider connector (its label is a marker). */
  connectorId: number;
  /** Texts only A's answers contain: none may reach B or a visitor. */
  markers: string[];
}

interface Access {
  /** Answers without a session (login, catalogue, token links, webhooks). */
  public?: true;
  /** Authenticated by its own token or signature, never by the session: no CSRF header asked. */
  noCsrf?: true;
  /** How B's call names A's record; absent where a call has no record of another account to name. */
  aim?: (v: Victim) => { path: string; options?: CallOptions };
}

const ACCESS: Record<string, Access> = {
  'GET /api/islogin': { public: true },
  'POST /api/login': { public: true },
  'POST /api/register': { public: true },
  'GET /api/forget': { public: true },
  'POST /api/reset/{token}': { public: true, noCsrf: true },
  'GET /api/logout': { public: true },
  'GET /api/account/profile': {},
  'GET /api/account/contact_info': {},
  'PUT /api/password/modify': {},
  'GET /api/i18n/current': { public: true },
  'PUT /api/i18n/language': { public: true },
  'PUT /api/i18n/currency': { public: true },
  'GET /api/enterprises': {},
  'POST /api/enterprise': {},
  'PUT /api/enterprise': {
    aim: (v) => ({
      path: '/api/enterprise',
      options: {
        json: {
          enterpriseID: v.enterpriseId,
          organizationName: 'Taken Over Ltd',
          organizationUnit: 'IT',
          organizationPhone: '+44 20 7946 0000',
          country: 'GB',
          city: 'London',
          zip: 'EC1A 1BB',
          address: '1 Example Street',
        },
      },
    }),
  },
  'GET /api/contacts': {},
  'POST /api/contact': {},
  'PUT /api/contact': {
    aim: (v) => ({
      path: '/api/contact',
      options: {
        json: { contactID: v.contactId, firstName: 'Mallory', lastName: 'Taker', telephone: '+1 555 0100' },
      },
    }),
  },
  'GET /api/admin-setting': { public: true },
  'GET /api/products': { public: true },
  'GET /api/products/select': { public: true },
  'GET /api/product/price': { public: true },
  'POST /api/event/create': {},
  'POST /api/event/contact_info/save': {},
  'POST /api/event/csr_info/save': {},
  'GET /api/event/info': {},
  'GET /api/event/private_key/download': {},
  'GET /api/event/approver_email': {},
  'POST /api/event/order/create': {},
  'GET /api/order/detail/{id}': { aim: (v) => ({ path: `/api/order/detail/${v.openId}` }) },
  'GET /api/payment/methods': {},
  'POST /api/orders/payment/create': {
    aim: (v) => ({ path: '/api/orders/payment/create', options: { json: { ordersID: [v.openId] } } }),
  },
  'POST /api/payment/submit/{paymentId}': {
    aim: (v) => ({ path: `/api/payment/submit/${v.paymentId}?channel=fund` }),
  },
  'PUT /api/order/free_trial/{id}': { aim: (v) => ({ path: `/api/order/free_trial/${v.openId}` }) },
  'POST /api/payments/topup': {},
  'GET /api/payments/offline': {},
  'POST /api/payments/topup/offline': {},
  'POST /api/payments/offline/{paymentId}/cancel': {
    aim: (v) => ({ path: `/api/payments/offline/${v.paymentId}/cancel` }),
  },
  'GET /api/payment/query/{paymentId}': {
    aim: (v) => ({ path: `/api/payment/query/${v.paymentId}?payID=X` }),
  },
  'GET /api/coupon/latest': {},
  'GET /api/payments': { aim: (v) => ({ path: `/api/payments?orderID=${v.issuedId}` }) },
  'GET /api/order/invoices': {},
  'GET /api/order/invoice/{id}': { aim: (v) => ({ path: `/api/order/invoice/${v.invoiceId}` }) },
  'POST /api/account_statement/generate': {},
  'GET /api/account_statements': {},
  'GET /api/account_statement/csv/{id}': {
    aim: (v) => ({ path: `/api/account_statement/csv/${v.statementId}` }),
  },
  'GET /api/order/commit': { aim: (v) => ({ path: `/api/order/commit?id=${v.openId}` }) },
  'GET /api/order/authInfo/{id}': { aim: (v) => ({ path: `/api/order/authInfo/${v.issuedId}` }) },
  'GET /api/order/cancel/{id}': { aim: (v) => ({ path: `/api/order/cancel/${v.openId}` }) },
  'GET /api/order/caOrderID/{id}': { aim: (v) => ({ path: `/api/order/caOrderID/${v.issuedId}` }) },
  'GET /api/order/info/{id}': { aim: (v) => ({ path: `/api/order/info/${v.issuedId}` }) },
  'GET /api/orders': { aim: (v) => ({ path: `/api/orders?orderID=${v.issuedId}` }) },
  'GET /api/orders/csv': { aim: (v) => ({ path: `/api/orders/csv?orderID=${v.issuedId}` }) },
  'POST /api/order/note': {
    aim: (v) => ({
      path: '/api/order/note',
      options: { form: { orderID: String(v.openId), note: 'taken' } },
    }),
  },
  'PUT /api/order/note': {
    aim: (v) => ({
      path: '/api/order/note',
      options: { form: { orderID: String(v.openId), note: 'taken' } },
    }),
  },
  'DELETE /api/order/note': {
    aim: (v) => ({ path: '/api/order/note', options: { form: { orderID: String(v.openId) } } }),
  },
  'PUT /api/order/subscribe': {
    aim: (v) => ({
      path: '/api/order/subscribe',
      options: { json: { orderID: v.issuedId, subscribeAutoPayment: false } },
    }),
  },
  'POST /api/payment/refund/{id}': {
    aim: (v) => ({
      path: `/api/payment/refund/${v.issuedId}`,
      options: {
        json: { orderID: v.issuedId, email: 'mallory@example.com', phone: '+1 555 0100', desc: 'mine now' },
      },
    }),
  },
  'GET /api/key_manager/certs/export': {
    aim: (v) => ({ path: `/api/key_manager/certs/export?ordersID=${v.issuedId}` }),
  },
  'GET /api/key_manager/certs/export/{id}': { public: true, noCsrf: true },
  'GET /api/orders/payment/info': { aim: (v) => ({ path: `/api/orders/payment/info?ordersID=${v.openId}` }) },
  'GET /api/orders/cert': { aim: (v) => ({ path: `/api/orders/cert?ordersID=${v.issuedId}` }) },
  'PUT /api/orders/renew/{id}': { aim: (v) => ({ path: `/api/orders/renew/${v.issuedId}` }) },
  'POST /api/orders/create': {},
  'GET /api/dcv/approve/{token}': { public: true, noCsrf: true },
  'POST /api/dcv/approve/{token}': { public: true, noCsrf: true },
  'POST /api/order/reissue/{id}': {
    aim: (v) => ({
      path: `/api/order/reissue/${v.issuedId}`,
      options: { json: { csrFrom: 'online', domains: 'taken.example.com', keyAlgorithm: 'ECDSAP256' } },
    }),
  },
  'GET /api/order/reissue/list': { aim: (v) => ({ path: `/api/order/reissue/list?orderID=${v.issuedId}` }) },
  'GET /api/order/reissue/detail/{id}': {
    aim: (v) => ({ path: `/api/order/reissue/detail/${v.issuedId}_1` }),
  },
  'GET /api/order/reissue/cert/{id}': { aim: (v) => ({ path: `/api/order/reissue/cert/${v.issuedId}_1` }) },
  'GET /api/order/reissue/commit/{id}': {
    aim: (v) => ({ path: `/api/order/reissue/commit/${v.issuedId}_1` }),
  },
  'GET /api/order/reissue/authInfo/{id}': {
    aim: (v) => ({ path: `/api/order/reissue/authInfo/${v.issuedId}_1` }),
  },
  'GET /api/order/reissue/authz/{id}': { aim: (v) => ({ path: `/api/order/reissue/authz/${v.issuedId}_1` }) },
  'GET /api/order/acme_credentials': {
    aim: (v) => ({ path: `/api/order/acme_credentials?orderID=${v.issuedId}` }),
  },
  'POST /api/order/acme_credentials': {
    aim: (v) => ({ path: '/api/order/acme_credentials', options: { json: { orderID: v.issuedId } } }),
  },
  'DELETE /api/order/acme_credential/{id}': {
    aim: (v) => ({ path: `/api/order/acme_credential/${v.acmeCredentialId}` }),
  },
  'PUT /api/order/renewal': {
    aim: (v) => ({
      path: '/api/order/renewal',
      options: { json: { orderID: v.issuedId, renewMode: 'never' } },
    }),
  },
  // Expiry notices: the account's list is the caller's own; the order's names an order.
  'GET /api/account/expiry_notices': {},
  'PUT /api/account/expiry_notices': {},
  'GET /api/order/expiry_notices': {
    aim: (v) => ({ path: `/api/order/expiry_notices?orderID=${v.issuedId}` }),
  },
  'PUT /api/order/expiry_notices': {
    aim: (v) => ({
      path: '/api/order/expiry_notices',
      options: { json: { orderID: v.issuedId, days: [1] } },
    }),
  },
  'GET /api/order/multi-domain-dcvstatus/{id}': {
    aim: (v) => ({ path: `/api/order/multi-domain-dcvstatus/${v.issuedId}` }),
  },
  'GET /api/order/verify-email': {},
  'PUT /api/order/authMethod': {
    aim: (v) => ({
      path: '/api/order/authMethod',
      options: { json: { orderID: v.openId, authzMethod: 'dns', domain: 'victim.example.com' } },
    }),
  },
  'GET /api/order/resend-dcv-email/{id}': {
    aim: (v) => ({ path: `/api/order/resend-dcv-email/${v.openId}` }),
  },
  'PUT /api/order/remove-domain/{id}': {
    aim: (v) => ({ path: `/api/order/remove-domain/${v.openId}?domain=victim.example.com` }),
  },
  'GET /api/order/authz/{id}': { aim: (v) => ({ path: `/api/order/authz/${v.issuedId}` }) },
  'GET /api/ca/root': { public: true },
  'GET /api/order/cert/{id}': { aim: (v) => ({ path: `/api/order/cert/${v.issuedId}` }) },
  'GET /api/certs': { aim: (v) => ({ path: `/api/certs?orderID=${v.issuedId}` }) },
  'GET /api/certs/expiring': {},
  'GET /api/cert/download/{sha1}': {
    aim: (v) => ({ path: `/api/cert/download/${v.sha1}?serverType=Linux` }),
  },
  // Delivery tokens: B lists, makes and revokes tokens of A's order by its id; the download is authenticated by
  // the token alone (B's cookie counts for nothing there: 401, as for a visitor).
  'GET /api/order/delivery_tokens': {
    aim: (v) => ({ path: `/api/order/delivery_tokens?orderID=${v.issuedId}` }),
  },
  'POST /api/order/delivery_token': {
    aim: (v) => ({
      path: '/api/order/delivery_token',
      options: { json: { orderID: v.issuedId, name: 'taken', includeKey: true } },
    }),
  },
  'DELETE /api/order/delivery_token/{id}': {
    aim: (v) => ({ path: `/api/order/delivery_token/${v.deliveryTokenId}` }),
  },
  'GET /api/deliver/{orderID}/{format}': {
    public: true,
    noCsrf: true,
    aim: (v) => ({ path: `/api/deliver/${v.issuedId}/key` }),
  },
  // Served-certificate checks of A's issued order: its hosts, their history, a host's settings, "check now".
  'GET /api/order/served_certificates': {
    aim: (v) => ({ path: `/api/order/served_certificates?orderID=${v.issuedId}` }),
  },
  'GET /api/order/served_certificate_history': {
    aim: (v) => ({ path: `/api/order/served_certificate_history?orderID=${v.issuedId}&host=${v.domain}` }),
  },
  'PUT /api/order/served_certificate_host': {
    aim: (v) => ({
      path: '/api/order/served_certificate_host',
      options: { json: { orderID: v.issuedId, host: v.domain, port: 8443, enabled: false } },
    }),
  },
  'POST /api/order/served_certificate_check': {
    aim: (v) => ({
      path: '/api/order/served_certificate_check',
      options: { json: { orderID: v.issuedId, host: v.domain } },
    }),
  },
  // DCV delegation: B names A's delegated domain; B's calls act on B's own delegation of that name (its own
  // row and label), never on A's.
  'POST /api/domains/delegation': {
    aim: (v) => ({ path: '/api/domains/delegation', options: { json: { domain: v.delegatedDomain } } }),
  },
  'GET /api/domains/delegation': {
    aim: (v) => ({ path: `/api/domains/delegation?domain=${v.delegatedDomain}` }),
  },
  'DELETE /api/domains/delegation': {
    aim: (v) => ({ path: `/api/domains/delegation?domain=${v.delegatedDomain}` }),
  },
  // The caller's own account's domains (modules/domains/delegation.test.ts).
  'GET /api/domains': {},
  // DNS provider connectors (modules/domains/dns-connectors.test.ts): B's list is its own; A's id answers 404.
  'GET /api/domains/connectors': { aim: () => ({ path: '/api/domains/connectors' }) },
  'POST /api/domains/connectors': {},
  'POST /api/domains/connectors/{id}/test': {
    aim: (v) => ({ path: `/api/domains/connectors/${v.connectorId}/test` }),
  },
  'DELETE /api/domains/connectors/{id}': {
    aim: (v) => ({ path: `/api/domains/connectors/${v.connectorId}` }),
  },
  'POST /api/payment/webhook/paypal': { public: true, noCsrf: true },
  'POST /api/sub-account': {},
  'GET /api/sub-accounts': {},
  'PUT /api/sub-accounts/{uid}': {
    aim: (v) => ({
      path: `/api/sub-accounts/${v.subUid}`,
      options: {
        form: {
          subUID: v.subUid,
          email: 'mallory-sub@example.com',
          firstName: 'Mallory',
          lastName: 'Taker',
          telephone: '+1 555 0100',
          jobTitle: 'Taker',
          role: 'finance',
          auditPerm: 'effective',
          status: 'invalid',
        },
      },
    }),
  },
  'PUT /api/sub-accounts/{uid}/passwd': { aim: (v) => ({ path: `/api/sub-accounts/${v.subUid}/passwd` }) },
  // The caller's own team log: no parameter names another account (modules/audit/audit.test.ts checks isolation).
  'GET /api/log': {},
  // API keys (the caller's own key only: nothing names another account's)
  'GET /api/access_key': {},
  'GET /api/access_key/reset': {},
  'GET /api/access_key/info': {},
  'PUT /api/access_key/scope': {},
  'GET /api/document/open_api/download': {},
  // The dashboard reads the caller's own team (modules/dashboard/dashboard.test.ts checks isolation).
  'GET /api/dashboard': {},
  // Letters: the lists and the count read the caller's own account; marking read names a letter by id.
  'GET /api/letters': {},
  'GET /api/letters/unread': {},
  'PUT /api/letters/modify/{id}': {
    aim: (v) => ({ path: `/api/letters/modify/${v.letterId}`, options: { form: { status: 'read' } } }),
  },
  // Pricing requests only add the caller's own request: nothing names another account's.
  'POST /api/promote/create': {},
  'POST /api/promote/email': {},
  // Advertisements: the public pages show them to visitors.
  'GET /api/advertisements': { public: true },
  'GET /api/storefront/products': { public: true },
  // The affiliate programme: every call answers or changes the caller's own commissions and payouts only (the
  // referred customers' addresses come masked); no call names another account's record.
  'GET /api/commission/orders': {},
  'GET /api/commission/extract': {},
  'GET /api/commission/extract/detail': {},
  'POST /api/commission/extract': {},
  'GET /api/commission/summary': {},
  'GET /api/commission/history': {},
  // The operator console: operators only (a customer, B included, is refused by the guard before any look-up).
  'GET /api/ops/orders': {},
  'GET /api/ops/orders/{id}': { aim: (v) => ({ path: `/api/ops/orders/${v.openId}` }) },
  'POST /api/ops/orders/{id}/approve': {
    aim: (v) => ({ path: `/api/ops/orders/${v.openId}/approve`, options: { json: { note: 'x' } } }),
  },
  'POST /api/ops/orders/{id}/reject': {
    aim: (v) => ({ path: `/api/ops/orders/${v.openId}/reject`, options: { json: { reason: 'x' } } }),
  },
  'POST /api/ops/confirm': {},
  'POST /api/ops/users/{uid}/credit': {
    aim: (v) => ({
      path: `/api/ops/users/${v.subUid}/credit`,
      options: { json: { amount: '1', note: 'x' } },
    }),
  },
  'GET /api/ops/audit': {},
  'GET /api/ops/users': {},
  'GET /api/ops/users/{uid}': { aim: (v) => ({ path: `/api/ops/users/${v.subUid}` }) },
  'POST /api/ops/users/{uid}/debit': {
    aim: (v) => ({ path: `/api/ops/users/${v.subUid}/debit`, options: { json: { amount: '1', note: 'x' } } }),
  },
  'POST /api/ops/users/{uid}/status': {
    aim: (v) => ({ path: `/api/ops/users/${v.subUid}/status`, options: { json: { status: 'disabled' } } }),
  },
  'POST /api/ops/users/{uid}/level': {
    aim: (v) => ({ path: `/api/ops/users/${v.subUid}/level`, options: { json: { level: 1 } } }),
  },
  'POST /api/ops/users/{uid}/operator': {
    aim: (v) => ({ path: `/api/ops/users/${v.subUid}/operator`, options: { json: { operator: true } } }),
  },
  'GET /api/ops/refunds': {},
  'POST /api/ops/refunds/{id}/approve': {},
  'POST /api/ops/refunds/{id}/reject': {},
  'GET /api/ops/payouts': {},
  'POST /api/ops/payouts/{id}/approve': {},
  'POST /api/ops/payouts/{id}/reject': {},
  'GET /api/ops/payments/offline': {},
  'POST /api/ops/payments/{id}/received': {
    aim: (v) => ({
      path: `/api/ops/payments/${v.paymentId}/received`,
      options: { json: { reference: 'x' } },
    }),
  },
  // The overview and the operator's own TOTP: nothing names another account's record.
  'GET /api/ops/overview': {},
  'GET /api/ops/totp': {},
  'POST /api/ops/totp/enrol': {},
  'POST /api/ops/totp/activate': {},
  'POST /api/ops/totp/disable': {},
  'GET /api/ops/upstreams': {},
  'POST /api/ops/upstreams/{name}/test': {},
  'PUT /api/ops/upstream-routes': {},
  'GET /api/ops/upstream-margin': {},
  // Verified with the upstream's webhook secret (X-WEBHOOK-KEY), never a session.
  'POST /api/upstream-webhooks/{name}': { public: true, noCsrf: true },
  'POST /api/ops/orders/{id}/upstream-retry': {},
  'POST /api/ops/orders/{id}/upstream-refund': {},
  'GET /api/ops/products': {},
  'PUT /api/ops/products/{shortName}': {},
  'GET /api/ops/categories': {},
  'PUT /api/ops/categories': {},
  'GET /api/ops/rates': {},
  'PUT /api/ops/rates/{currency}': {},
  'GET /api/ops/coupons': {},
  'POST /api/ops/coupons': {},
  'POST /api/ops/coupons/{id}/expire': {},
  'GET /api/ops/promo-codes': {},
  'POST /api/ops/promo-codes': {},
  'POST /api/ops/promo-codes/{code}/expire': {},
  'GET /api/ops/campaigns': {},
  'POST /api/ops/campaigns': {},
  'POST /api/ops/campaigns/{id}/end': {},
  'GET /api/ops/letters': {},
  'POST /api/ops/letters': {},
  'POST /api/ops/letters/preview': {},
  'GET /api/ops/ads': {},
  'POST /api/ops/ads': {},
  'PUT /api/ops/ads/{id}': {},
  'POST /api/ops/ads/{id}/remove': {},
  'GET /api/ops/settings': {},
  'PUT /api/ops/settings': {},
  'GET /api/ops/skins': {},
  'PUT /api/ops/skins/{host}': {},
  'DELETE /api/ops/skins/{host}': {},
  'GET /api/ops/requests': {},
  'GET /api/ops/requests/{id}': {},
  'POST /api/ops/requests/{id}/reply': {},
};

let dcv: DcvTestContext;
let routes: { method: Method; path: string; key: string }[];
let victim: Victim;
let attacker: TestClient;
let victimClient: TestClient;

/** The shapes a caller other than A takes. */
const ACTOR_NAMES = [
  "B's session",
  "B's finance sub-user",
  "B's sale sub-user",
  "B's API key",
  "an operator's session",
] as const;
type ActorName = (typeof ACTOR_NAMES)[number];

/** One way of calling the portal as someone other than A. */
interface Actor {
  call(method: Method, path: string, options?: CallOptions): Promise<CallResult>;
  /** Routes this actor may legitimately answer for every account (the operator's console). */
  skips?: (key: string) => boolean;
}
let actors: Record<ActorName, Actor>;

/** What A can see of its own records: compared before and after B's attempts. */
async function victimSnapshot(): Promise<string> {
  const parts = await Promise.all([
    victimClient.get(`/api/order/info/${victim.issuedId}`),
    victimClient.get(`/api/order/info/${victim.openId}`),
    victimClient.get('/api/contacts?page=1&pageSize=50'),
    victimClient.get('/api/enterprises?page=1&pageSize=50'),
    victimClient.get('/api/payments?page=1&pageSize=50'),
    victimClient.get(`/api/order/reissue/list?orderID=${victim.issuedId}`),
    victimClient.get('/api/sub-accounts?page=1&pageSize=50'),
    victimClient.get('/api/letters?tag=private&page=1&pageSize=999'),
    victimClient.get('/api/letters/unread'),
    victimClient.get('/api/dashboard'),
    victimClient.get(`/api/order/delivery_tokens?orderID=${victim.issuedId}`),
    victimClient.get(`/api/order/expiry_notices?orderID=${victim.issuedId}`),
    victimClient.get('/api/account/expiry_notices'),
    victimClient.get(`/api/order/acme_credentials?orderID=${victim.issuedId}`),
    victimClient.get(`/api/order/served_certificates?orderID=${victim.issuedId}`),
    victimClient.get('/api/domains'),
    victimClient.get('/api/domains/connectors'),
  ]);
  return JSON.stringify(parts.map((p) => p.body));
}

beforeAll(async () => {
  dcv = await startDcvTestContext({ dcvDelegation: { zone: 'dcv.portal.test', host: '127.0.0.1', port: 0 } });
  const { ctx, dns } = dcv;
  const doc = (await ctx.app.inject('/api/openapi.json')).json<{
    paths: Record<string, Record<string, unknown>>;
  }>();
  routes = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => {
      const method = m.toUpperCase() as Method;
      const full = path.startsWith('/api') ? path : `/api${path}`;
      return { method, path: full, key: `${method} ${full}` };
    }),
  );

  // Account A: an issued order (paid, validated by DNS, certificate stored), an unpaid order with a payment,
  // a contact, an enterprise, a statement.
  const domain = `victim-${Date.now().toString(36)}.example.com`;
  const issued = await submittedOrder(ctx, { domains: domain });
  victimClient = issued.client;
  const info = issued.info as AuthInfoItem[];
  dns.setRecords(`_dnsauth.${domain}`, { txt: [[info[0]!.authValue]] });
  okMsg(await victimClient.get(`/api/order/authz/${issued.id}`));
  const cert = okMsg<{ sha1: string }>(await victimClient.get(`/api/order/cert/${issued.id}`));
  const openId = await placeOrder(victimClient, { domains: 'victim.example.com' });
  const paymentId = okMsg<string>(
    await victimClient.post('/api/orders/payment/create', { json: { ordersID: [openId] } }),
  );
  okMsg(
    await victimClient.post('/api/order/note', {
      form: { orderID: String(openId), note: 'victim-note-7d1' },
    }),
  );
  const contact = okMsg<{ id?: number; contactID?: number }>(
    await victimClient.post('/api/contact', {
      json: { firstName: 'Victoria', lastName: 'Victimsdottir', telephone: '+44 20 7946 0001' },
    }),
  );
  const enterprise = okMsg<{ id?: number; enterpriseID?: number }>(
    await victimClient.post('/api/enterprise', {
      json: {
        organizationName: 'Victim Holdings Ltd',
        organizationUnit: 'IT',
        organizationPhone: '+44 20 7946 0002',
        country: 'GB',
        city: 'London',
        zip: 'EC1A 1BB',
        address: '2 Example Street',
      },
    }),
  );
  // A statement of last month (statements exist for finished months) and the issued order's invoice.
  const lastMonth = new Date(ctx.clock.now().getTime() - 40 * 86_400_000).toISOString().slice(0, 7);
  const statement = okMsg<{ id: number }>(
    await victimClient.post('/api/account_statement/generate', { form: { time: lastMonth } }),
  );
  const invoices = okMsg<{ list: { id: number }[] }>(await victimClient.get('/api/order/invoices'));
  const subUser = okMsg<{ uid: string }>(
    await victimClient.post('/api/sub-account', {
      form: {
        email: `victim-sub-${Date.now().toString(36)}@example.com`,
        firstName: 'Vera',
        lastName: 'Subsdottir',
        telephone: '+44 20 7946 0003',
        jobTitle: 'Buyer',
        role: 'sale',
        auditPerm: 'invalid',
      },
    }),
  );
  const letters = okMsg<{ list: { id: number }[] }>(await victimClient.get('/api/letters?tag=private'));
  const deliveryToken = okMsg<{ id: number }>(
    await victimClient.post('/api/order/delivery_token', {
      json: { orderID: issued.id, name: 'victim-token-9c2', includeKey: true },
    }),
  );
  const acme = okMsg<{ id: number; kid: string }>(
    await victimClient.post('/api/order/acme_credentials', { json: { orderID: issued.id } }),
  );
  const delegatedDomain = `victim-delegated-${Date.now().toString(36)}.example.com`;
  const delegation = okMsg<{ target: string }>(
    await victimClient.post('/api/domains/delegation', { json: { domain: delegatedDomain } }),
  );
  // A's DNS connector, written directly (storing one through the call needs a DNS host emulator).
  const [victimAccount] = await ctx.handle.db.select().from(accounts).where(eq(accounts.email, issued.email));
  const [connector] = await ctx.handle.db
    .insert(dnsConnectors)
    .values({
      accountId: victimAccount!.id,
      provider: 'cloudflare',
      label: 'victim-connector-4e8',
      sealedCredentials: 'sealed',
      zones: ['victim-zone-4e8.example'],
    })
    .returning();
  victim = {
    delegatedDomain,
    connectorId: connector!.id,
    email: issued.email,
    issuedId: issued.id,
    openId,
    paymentId,
    sha1: cert.sha1,
    contactId: Number(contact.id ?? contact.contactID),
    enterpriseId: Number(enterprise.id ?? enterprise.enterpriseID),
    statementId: statement.id,
    invoiceId: invoices.list[0]!.id,
    subUid: subUser.uid,
    letterId: letters.list[0]!.id,
    deliveryTokenId: deliveryToken.id,
    acmeCredentialId: acme.id,
    domain,
    markers: [
      'victim-token-9c2',
      acme.kid,
      issued.email,
      domain,
      'victim-note-7d1',
      'Victimsdottir',
      'Victim Holdings',
      'Subsdottir',
      cert.sha1,
      delegation.target,
      'victim-connector-4e8',
    ],
  };
  ({ client: attacker } = await signedInClient(ctx));
  const attackerEmail = (await attacker.get<{ email: string }>('/api/account/profile')).body.msg.email;
  await creditFunds(ctx, attackerEmail, '500.00');

  const asActor = (client: TestClient): Actor => ({
    call: (method, path, options) => client.call(method, path, options),
  });
  const subUserOfAttacker = async (role: 'sale' | 'finance') => {
    const { client, email } = await signedInClient(ctx);
    await makeSubUser(ctx, client, email, attackerEmail, role);
    return asActor(client);
  };
  // B's API key: a caller with no cookie at all, authenticated by the header alone.
  const key = okMsg<string>(await attacker.get('/api/access_key/reset?scope=full'));
  const keyCaller = ctx.client();
  const operator = await signedInOperator(ctx);
  actors = {
    "B's session": asActor(attacker),
    "B's finance sub-user": await subUserOfAttacker('finance'),
    "B's sale sub-user": await subUserOfAttacker('sale'),
    "B's API key": {
      call: (method, path, options = {}) =>
        keyCaller.call(method, path, {
          ...options,
          headers: { ...options.headers, authorization: `Bearer ${key}` },
        }),
    },
    // The console's calls answer every account's records to operators by design (their own test covers them).
    "an operator's session": { ...asActor(operator.client), skips: (route) => route.includes(' /api/ops/') },
  };
}, 120_000);

afterAll(() => dcv?.close());

describe('security suite over the route table', () => {
  it('knows every documented route (a new route needs its entry here)', () => {
    const documented = routes.map((r) => r.key).sort();
    expect(documented.filter((key) => !(key in ACCESS))).toEqual([]);
    expect(Object.keys(ACCESS).filter((key) => !documented.includes(key))).toEqual([]);
  });

  it('answers 401 to a visitor on every route that needs a session', async () => {
    const visitor = dcv.ctx.client();
    const wrong: string[] = [];
    for (const route of routes) {
      if (ACCESS[route.key]?.public) continue;
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      const answer = await visitor.call(route.method, path);
      if (answer.status !== 401 || answer.body.code !== ErrorCode.notLoggedIn)
        wrong.push(`${route.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to an unknown API key on every route that needs a session', async () => {
    const caller = dcv.ctx.client();
    const headers = { authorization: `Bearer pk_${'0'.repeat(40)}` };
    const wrong: string[] = [];
    for (const route of routes) {
      if (ACCESS[route.key]?.public) continue;
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      const answer = await caller.call(route.method, path, { headers });
      if (answer.status !== 401)
        wrong.push(`${route.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses a session cookie without the CSRF header on every call that changes something or answers a secret', async () => {
    // The route table says which GETs change something (`changes`) or answer a key (`secretAnswer`).
    const tableEntries = new Map(
      Object.values(ROUTE_PATHS).map((entry) => [
        `${entry.method} /api${entry.path.replace(/:(\w+)/g, '{$1}')}`,
        entry as Parameters<typeof needsCsrfHeader>[0],
      ]),
    );
    const checked = routes.filter((route) => needsCsrfHeader(tableEntries.get(route.key) ?? route));
    // Every GET of the table that changes or answers a secret is among them (a mapping that found nothing would
    // quietly test writes alone).
    expect(checked.filter((route) => route.method === 'GET').length).toBeGreaterThanOrEqual(15);
    const wrong: string[] = [];
    for (const route of checked) {
      if (ACCESS[route.key]?.noCsrf) continue;
      const path = route.path.replace(/\{[^}]+\}/g, '1');
      const answer = await attacker.call(route.method, path, { csrf: false, json: {} });
      if (answer.status !== 403 || answer.body.code !== ErrorCode.csrf)
        wrong.push(`${route.key}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  });

  it.each(ACTOR_NAMES)("never answers or changes another account's records: %s", async (name) => {
    const actor = actors[name];
    // The actor is authenticated (a refusal below is about A's record, not a missing sign-in).
    expect((await actor.call('GET', '/api/orders?page=1&pageSize=10')).status).toBe(200);
    const before = await victimSnapshot();
    const leaks: string[] = [];
    for (const route of routes) {
      const access = ACCESS[route.key];
      if (!access?.aim || actor.skips?.(route.key)) continue;
      const { path, options } = access.aim(victim);
      const answer = await actor.call(route.method, path, options);
      const shown = victim.markers.filter((marker) => answer.text.includes(marker));
      if (shown.length > 0) leaks.push(`${route.key} showed ${shown.join(', ')}`);
      // Refused (not found, forbidden, invalid) — or, for list calls, an answer with none of A's rows; a
      // delegation call names a domain, not a record: it acts on the caller's own delegation of that name (A's
      // stays as it was: the markers and the snapshot).
      if (
        answer.status < 400 &&
        !/^(GET \/api\/(orders|certs|payments|order\/reissue\/list|domains\/connectors)|\w+ \/api\/domains\/delegation$)/.test(
          route.key,
        )
      )
        leaks.push(`${route.key} answered ${answer.status} ${answer.text.slice(0, 120)}`);
    }
    expect(leaks).toEqual([]);
    expect(await victimSnapshot()).toBe(before);
  });

  it("leaves A's unpaid order payable by A alone after every actor's attempts", async () => {
    // A's unpaid order is still payable by A alone, its payment still unpaid.
    await creditFunds(dcv.ctx, victim.email, '100.00');
    okMsg(await payByBalance(victimClient, victim.openId));
  });
});
