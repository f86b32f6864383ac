// Method and path of every /api call: the part of the route table (routes.ts) that exists at run time in the web
// app. routes.ts spreads each entry into ROUTES and adds its schemas; the web sends calls by these and takes only the
// types of the schemas, so no zod schema of another screen is loaded with the login page (issue 20's budget).
// `can` is the capability of the permission matrix (permissions.ts) a caller needs: the server refuses the call
// without it (plugins/contract-route.ts) and the security suite checks every route against the matrix.
// `visitorCode`: without a session the call is `public` for a visitor's purchase named by the query parameter `code`
// (the storefront purchase, docs/domain/purchase.md); with a session it needs `can` as any other call.
// `openToVisitors`: without a session the call is `public` (a visitor's own cookie, e.g. the language); with one it
// needs `can`. `changes`: a GET that changes something (moves an order, sends mail, records a download); every
// other method changes by definition. A call that changes anything needs a capability the `read` key lacks
// (permissions.unit.test.ts), unless it is `public` and acts on no account of the caller (login, a token's link).
// `trailingSlash`: the spec writes the call with a slash before its query (`orders/cert/?ordersID`); the server
// answers that spelling too, exactly as it answers this path (issue 31).
// `secretAnswer`: a GET that answers a private key or a bundle with one; with `changes`, it decides which GETs need
// the CSRF header of a session caller (needsCsrfHeader; the server derives its check from this table alone).
import type { Capability } from './permissions.js';

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/** Method, path, capability and the flags above: what the web needs of a call at run time. */
export interface RoutePathEntry {
  method: RouteMethod;
  /** As Fastify spells it: "/order/info/:id". */
  path: string;
  /** The capability of the permission matrix the caller needs (permissions.ts). */
  can: Capability;
  /** Without a session: `public` for a visitor's purchase named by the query's `code`. */
  visitorCode?: true;
  /** Without a session: `public` (a visitor's own setting); with one, `can`. */
  openToVisitors?: true;
  /** A GET that changes something; every other method does by definition. */
  changes?: true;
  /** The spec's spelling with a slash before the query is served too. */
  trailingSlash?: true;
  /**
   * A GET that changes nothing but answers secrets (a private key, a certificate bundle with its key): it needs the
   * CSRF header like a changing call (needsCsrfHeader), so no other site can have the browser fetch it.
   */
  secretAnswer?: true;
}

export const ROUTE_PATHS = {
  isLogin: { method: 'GET', path: '/islogin', can: 'public' },
  login: { method: 'POST', path: '/login', can: 'public' },
  register: { method: 'POST', path: '/register', can: 'public' },
  forget: { method: 'GET', path: '/forget', can: 'public', changes: true },
  reset: { method: 'POST', path: '/reset/:token', can: 'public' },
  logout: { method: 'GET', path: '/logout', can: 'public', changes: true },
  accountProfile: { method: 'GET', path: '/account/profile', can: 'account' },
  accountContactInfo: { method: 'GET', path: '/account/contact_info', can: 'account' },
  passwordModify: { method: 'PUT', path: '/password/modify', can: 'self' },
  i18nCurrent: { method: 'GET', path: '/i18n/current', can: 'public' },
  i18nLanguage: { method: 'PUT', path: '/i18n/language', can: 'account.manage', openToVisitors: true },
  i18nCurrency: { method: 'PUT', path: '/i18n/currency', can: 'account.manage', openToVisitors: true },
  enterprises: { method: 'GET', path: '/enterprises', can: 'records.read' },
  enterpriseCreate: { method: 'POST', path: '/enterprise', can: 'records.manage' },
  enterpriseUpdate: { method: 'PUT', path: '/enterprise', can: 'records.manage' },
  contacts: { method: 'GET', path: '/contacts', can: 'records.read' },
  contactCreate: { method: 'POST', path: '/contact', can: 'records.manage' },
  contactUpdate: { method: 'PUT', path: '/contact', can: 'records.manage' },
  adminSetting: { method: 'GET', path: '/admin-setting', can: 'public' },
  products: { method: 'GET', path: '/products', can: 'public' },
  productsSelect: { method: 'GET', path: '/products/select', can: 'public' },
  productPrice: { method: 'GET', path: '/product/price', can: 'public' },
  eventCreate: { method: 'POST', path: '/event/create', can: 'orders.manage' },
  eventContactSave: {
    method: 'POST',
    path: '/event/contact_info/save',
    can: 'orders.manage',
    visitorCode: true,
  },
  csrInfoSave: { method: 'POST', path: '/event/csr_info/save', can: 'orders.manage', visitorCode: true },
  eventInfo: { method: 'GET', path: '/event/info', can: 'orders.manage', visitorCode: true },
  privateKeyDownload: {
    method: 'GET',
    path: '/event/private_key/download',
    can: 'orders.manage',
    visitorCode: true,
    changes: true,
  },
  approverEmail: { method: 'GET', path: '/event/approver_email', can: 'orders.manage', visitorCode: true },
  orderCreate: { method: 'POST', path: '/event/order/create', can: 'orders.manage', visitorCode: true },
  orderDetail: { method: 'GET', path: '/order/detail/:id', can: 'orders.read' },
  paymentMethods: { method: 'GET', path: '/payment/methods', can: 'orders.read' },
  paymentCreate: { method: 'POST', path: '/orders/payment/create', can: 'pay' },
  paymentSubmit: { method: 'POST', path: '/payment/submit/:paymentId', can: 'pay' },
  freeTrial: { method: 'PUT', path: '/order/free_trial/:id', can: 'orders.manage' },
  topup: { method: 'POST', path: '/payments/topup', can: 'funds.topup' },
  offlineFunds: { method: 'GET', path: '/payments/offline', can: 'funds.topup' },
  offlineTopup: { method: 'POST', path: '/payments/topup/offline', can: 'funds.topup' },
  offlineCancel: { method: 'POST', path: '/payments/offline/:paymentId/cancel', can: 'funds.topup' },
  paymentQuery: { method: 'GET', path: '/payment/query/:paymentId', can: 'pay', changes: true },
  paypalWebhook: { method: 'POST', path: '/payment/webhook/paypal', can: 'public' },
  couponLatest: { method: 'GET', path: '/coupon/latest', can: 'orders.manage', changes: true },
  activity: { method: 'GET', path: '/payments', can: 'books.read' },
  invoices: { method: 'GET', path: '/order/invoices', can: 'books.read' },
  invoicePdf: { method: 'GET', path: '/order/invoice/:id', can: 'books.read' },
  statementGenerate: { method: 'POST', path: '/account_statement/generate', can: 'books.generate' },
  statements: { method: 'GET', path: '/account_statements', can: 'books.read' },
  statementCsv: { method: 'GET', path: '/account_statement/csv/:id', can: 'books.read' },
  orderCommit: { method: 'GET', path: '/order/commit', can: 'orders.manage', changes: true },
  orderAuthInfo: { method: 'GET', path: '/order/authInfo/:id', can: 'orders.read' },
  orderCancel: { method: 'GET', path: '/order/cancel/:id', can: 'orders.manage', changes: true },
  orderCaOrderId: { method: 'GET', path: '/order/caOrderID/:id', can: 'orders.read' },
  orderInfo: { method: 'GET', path: '/order/info/:id', can: 'orders.read' },
  orders: { method: 'GET', path: '/orders', can: 'orders.read' },
  ordersCsv: { method: 'GET', path: '/orders/csv', can: 'orders.read' },
  orderNoteCreate: { method: 'POST', path: '/order/note', can: 'orders.manage' },
  orderNoteUpdate: { method: 'PUT', path: '/order/note', can: 'orders.manage' },
  orderNoteDelete: { method: 'DELETE', path: '/order/note', can: 'orders.manage' },
  orderSubscribe: { method: 'PUT', path: '/order/subscribe', can: 'pay' },
  refund: { method: 'POST', path: '/payment/refund/:id', can: 'refunds.apply' },
  keyManagerExport: {
    method: 'GET',
    path: '/key_manager/certs/export',
    can: 'orders.manage',
    trailingSlash: true,
    secretAnswer: true,
  },
  keyManagerFetch: { method: 'GET', path: '/key_manager/certs/export/:id', can: 'public' },
  ordersPaymentInfo: { method: 'GET', path: '/orders/payment/info', can: 'pay' },
  ordersCert: {
    method: 'GET',
    path: '/orders/cert',
    can: 'orders.manage',
    changes: true,
    trailingSlash: true,
  },
  orderRenew: { method: 'PUT', path: '/orders/renew/:id', can: 'orders.manage' },
  ordersCreate: { method: 'POST', path: '/orders/create', can: 'orders.manage' },
  dcvApprovePage: { method: 'GET', path: '/dcv/approve/:token', can: 'public' },
  dcvApprove: { method: 'POST', path: '/dcv/approve/:token', can: 'public' },
  reissueCreate: { method: 'POST', path: '/order/reissue/:id', can: 'orders.manage' },
  reissueList: { method: 'GET', path: '/order/reissue/list', can: 'orders.read' },
  reissueDetail: { method: 'GET', path: '/order/reissue/detail/:id', can: 'orders.read', secretAnswer: true },
  reissueCert: { method: 'GET', path: '/order/reissue/cert/:id', can: 'orders.read', secretAnswer: true },
  reissueCommit: { method: 'GET', path: '/order/reissue/commit/:id', can: 'orders.manage', changes: true },
  reissueAuthInfo: { method: 'GET', path: '/order/reissue/authInfo/:id', can: 'orders.read' },
  reissueAuthz: { method: 'GET', path: '/order/reissue/authz/:id', can: 'orders.manage', changes: true },
  orderRenewal: { method: 'PUT', path: '/order/renewal', can: 'pay' },
  // expiry notices: who may change an order's renewal settings (pay) may change them; everyone signed in reads
  accountExpiryNotices: { method: 'GET', path: '/account/expiry_notices', can: 'account' },
  accountExpiryNoticesSave: { method: 'PUT', path: '/account/expiry_notices', can: 'pay' },
  orderExpiryNotices: { method: 'GET', path: '/order/expiry_notices', can: 'orders.read' },
  orderExpiryNoticesSave: { method: 'PUT', path: '/order/expiry_notices', can: 'pay' },
  // ACME external account binding credentials of an order (the owner's: docs/domain/acme-server.md)
  acmeCredentials: { method: 'GET', path: '/order/acme_credentials', can: 'apiKeys.manage' },
  acmeCredentialCreate: { method: 'POST', path: '/order/acme_credentials', can: 'apiKeys.manage' },
  acmeCredentialRevoke: { method: 'DELETE', path: '/order/acme_credential/:id', can: 'apiKeys.manage' },
  dcvStatus: { method: 'GET', path: '/order/multi-domain-dcvstatus/:id', can: 'orders.read' },
  verifyEmail: { method: 'GET', path: '/order/verify-email', can: 'orders.manage' },
  authMethod: { method: 'PUT', path: '/order/authMethod', can: 'orders.manage' },
  resendDcvEmail: { method: 'GET', path: '/order/resend-dcv-email/:id', can: 'orders.manage', changes: true },
  removeDomain: { method: 'PUT', path: '/order/remove-domain/:id', can: 'orders.manage' },
  orderAuthz: { method: 'GET', path: '/order/authz/:id', can: 'orders.manage', changes: true },
  caRoot: { method: 'GET', path: '/ca/root', can: 'public' },
  orderCert: { method: 'GET', path: '/order/cert/:id', can: 'orders.read', secretAnswer: true },
  certs: { method: 'GET', path: '/certs', can: 'orders.read' },
  certsExpiring: { method: 'GET', path: '/certs/expiring', can: 'orders.read' },
  certDownload: { method: 'GET', path: '/cert/download/:sha1', can: 'orders.read', secretAnswer: true },
  // delivery tokens of an order (the owner, not role sale) and the download a server makes with one
  deliveryTokens: { method: 'GET', path: '/order/delivery_tokens', can: 'delivery.manage' },
  deliveryTokenCreate: { method: 'POST', path: '/order/delivery_token', can: 'delivery.manage' },
  deliveryTokenRevoke: { method: 'DELETE', path: '/order/delivery_token/:id', can: 'delivery.manage' },
  // Public for the matrix: authenticated by its own token (Authorization: Bearer dt_…), never a session or API key.
  deliver: { method: 'GET', path: '/deliver/:orderID/:format', can: 'public' },
  // served-certificate checks (what the order's hosts serve; docs/domain/served-certificates.md)
  servedCertificates: { method: 'GET', path: '/order/served_certificates', can: 'orders.read' },
  servedHistory: { method: 'GET', path: '/order/served_certificate_history', can: 'orders.read' },
  servedHostSet: { method: 'PUT', path: '/order/served_certificate_host', can: 'orders.manage' },
  servedCheck: { method: 'POST', path: '/order/served_certificate_check', can: 'orders.manage' },
  // DCV delegation (CONTRACT.md "DCV delegation"; docs/domain/dcv-delegation.md). The GET checks the CNAME now and
  // records what it found (the delegation turns active): a GET that changes.
  domainDelegationCreate: { method: 'POST', path: '/domains/delegation', can: 'orders.manage' },
  domainDelegation: { method: 'GET', path: '/domains/delegation', can: 'orders.manage', changes: true },
  domainDelegationRemove: { method: 'DELETE', path: '/domains/delegation', can: 'orders.manage' },
  domains: { method: 'GET', path: '/domains', can: 'orders.read' },
  // DNS provider connectors (docs/domain/dns-connectors.md "In the portal"): the test call writes a probe record.
  domainConnectors: { method: 'GET', path: '/domains/connectors', can: 'orders.manage' },
  domainConnectorCreate: { method: 'POST', path: '/domains/connectors', can: 'orders.manage' },
  domainConnectorTest: { method: 'POST', path: '/domains/connectors/:id/test', can: 'orders.manage' },
  domainConnectorRemove: { method: 'DELETE', path: '/domains/connectors/:id', can: 'orders.manage' },
  // the dashboard: counts and charts of the team's orders
  dashboard: { method: 'GET', path: '/dashboard', can: 'orders.read' },
  // team (sub-users)
  subAccountCreate: { method: 'POST', path: '/sub-account', can: 'team.manage' },
  subAccounts: { method: 'GET', path: '/sub-accounts', can: 'team.manage' },
  subAccountUpdate: { method: 'PUT', path: '/sub-accounts/:uid', can: 'team.manage' },
  subAccountResend: { method: 'PUT', path: '/sub-accounts/:uid/passwd', can: 'team.manage' },
  // audit log
  auditLog: { method: 'GET', path: '/log', can: 'audit.read' },
  // API keys
  accessKey: { method: 'GET', path: '/access_key', can: 'apiKeys.manage' },
  accessKeyReset: { method: 'GET', path: '/access_key/reset', can: 'apiKeys.manage', changes: true },
  accessKeyInfo: { method: 'GET', path: '/access_key/info', can: 'apiKeys.manage' },
  accessKeyScope: { method: 'PUT', path: '/access_key/scope', can: 'apiKeys.manage' },
  openApiDownload: { method: 'GET', path: '/document/open_api/download', can: 'account' },
  // notification letters (any signed-in caller reads its own account's letters)
  letters: { method: 'GET', path: '/letters', can: 'account' },
  lettersUnread: { method: 'GET', path: '/letters/unread', can: 'account' },
  letterModify: { method: 'PUT', path: '/letters/modify/:id', can: 'account.manage' },
  // pricing requests (a step towards buying: whoever may place orders; never a read-only key)
  promoteCreate: { method: 'POST', path: '/promote/create', can: 'orders.manage' },
  promoteEmail: { method: 'POST', path: '/promote/email', can: 'orders.manage' },
  // advertisements (the popups of the home, product and dashboard pages; visitors see them too)
  advertisements: { method: 'GET', path: '/advertisements', can: 'public' },
  // the public storefront's catalogue (the entries its server-rendered pages show)
  storefrontProducts: { method: 'GET', path: '/storefront/products', can: 'public' },
  // affiliate programme (the main account's; finance reads it; only the main account requests payouts)
  commissionOrders: { method: 'GET', path: '/commission/orders', can: 'affiliate' },
  commissionExtracts: { method: 'GET', path: '/commission/extract', can: 'affiliate' },
  commissionExtractDetail: { method: 'GET', path: '/commission/extract/detail', can: 'affiliate' },
  commissionExtractCreate: { method: 'POST', path: '/commission/extract', can: 'affiliate.payout' },
  commissionSummary: { method: 'GET', path: '/commission/summary', can: 'affiliate' },
  commissionHistory: { method: 'GET', path: '/commission/history', can: 'affiliate' },
  // operator console (operators only: accounts made with `portal user:create --operator`)
  opsOrders: { method: 'GET', path: '/ops/orders', can: 'ops' },
  opsOrder: { method: 'GET', path: '/ops/orders/:id', can: 'ops' },
  opsOrderApprove: { method: 'POST', path: '/ops/orders/:id/approve', can: 'ops' },
  opsOrderReject: { method: 'POST', path: '/ops/orders/:id/reject', can: 'ops' },
  opsConfirm: { method: 'POST', path: '/ops/confirm', can: 'ops' },
  opsUserCredit: { method: 'POST', path: '/ops/users/:uid/credit', can: 'ops' },
  opsAudit: { method: 'GET', path: '/ops/audit', can: 'ops' },
  opsUsers: { method: 'GET', path: '/ops/users', can: 'ops' },
  opsUser: { method: 'GET', path: '/ops/users/:uid', can: 'ops' },
  opsUserDebit: { method: 'POST', path: '/ops/users/:uid/debit', can: 'ops' },
  opsUserStatus: { method: 'POST', path: '/ops/users/:uid/status', can: 'ops' },
  opsUserLevel: { method: 'POST', path: '/ops/users/:uid/level', can: 'ops' },
  opsUserOperator: { method: 'POST', path: '/ops/users/:uid/operator', can: 'ops' },
  opsRefunds: { method: 'GET', path: '/ops/refunds', can: 'ops' },
  opsRefundApprove: { method: 'POST', path: '/ops/refunds/:id/approve', can: 'ops' },
  opsRefundReject: { method: 'POST', path: '/ops/refunds/:id/reject', can: 'ops' },
  opsPayouts: { method: 'GET', path: '/ops/payouts', can: 'ops' },
  opsPayoutApprove: { method: 'POST', path: '/ops/payouts/:id/approve', can: 'ops' },
  opsPayoutReject: { method: 'POST', path: '/ops/payouts/:id/reject', can: 'ops' },
  opsOfflinePayments: { method: 'GET', path: '/ops/payments/offline', can: 'ops' },
  opsPaymentReceived: { method: 'POST', path: '/ops/payments/:id/received', can: 'ops' },
  // operator console: catalogue, rates, coupons and promo codes
  opsProducts: { method: 'GET', path: '/ops/products', can: 'ops' },
  opsProductUpdate: { method: 'PUT', path: '/ops/products/:shortName', can: 'ops' },
  opsCategories: { method: 'GET', path: '/ops/categories', can: 'ops' },
  opsCategoriesUpdate: { method: 'PUT', path: '/ops/categories', can: 'ops' },
  opsRates: { method: 'GET', path: '/ops/rates', can: 'ops' },
  opsRateUpdate: { method: 'PUT', path: '/ops/rates/:currency', can: 'ops' },
  opsCoupons: { method: 'GET', path: '/ops/coupons', can: 'ops' },
  opsCouponCreate: { method: 'POST', path: '/ops/coupons', can: 'ops' },
  opsCouponExpire: { method: 'POST', path: '/ops/coupons/:id/expire', can: 'ops' },
  opsPromoCodes: { method: 'GET', path: '/ops/promo-codes', can: 'ops' },
  opsPromoCreate: { method: 'POST', path: '/ops/promo-codes', can: 'ops' },
  opsPromoExpire: { method: 'POST', path: '/ops/promo-codes/:code/expire', can: 'ops' },
  opsCampaigns: { method: 'GET', path: '/ops/campaigns', can: 'ops' },
  opsCampaignCreate: { method: 'POST', path: '/ops/campaigns', can: 'ops' },
  opsCampaignEnd: { method: 'POST', path: '/ops/campaigns/:id/end', can: 'ops' },
  // operator console: letters, advertisements, settings, skins, the pricing-request inbox
  opsLetters: { method: 'GET', path: '/ops/letters', can: 'ops' },
  opsLetterSend: { method: 'POST', path: '/ops/letters', can: 'ops' },
  opsLetterPreview: { method: 'POST', path: '/ops/letters/preview', can: 'ops' },
  opsAds: { method: 'GET', path: '/ops/ads', can: 'ops' },
  opsAdCreate: { method: 'POST', path: '/ops/ads', can: 'ops' },
  opsAdUpdate: { method: 'PUT', path: '/ops/ads/:id', can: 'ops' },
  opsAdRemove: { method: 'POST', path: '/ops/ads/:id/remove', can: 'ops' },
  opsSettings: { method: 'GET', path: '/ops/settings', can: 'ops' },
  opsSettingsSave: { method: 'PUT', path: '/ops/settings', can: 'ops' },
  opsSkins: { method: 'GET', path: '/ops/skins', can: 'ops' },
  opsSkinSet: { method: 'PUT', path: '/ops/skins/:host', can: 'ops' },
  opsSkinRemove: { method: 'DELETE', path: '/ops/skins/:host', can: 'ops' },
  opsRequests: { method: 'GET', path: '/ops/requests', can: 'ops' },
  opsRequest: { method: 'GET', path: '/ops/requests/:id', can: 'ops' },
  opsRequestReply: { method: 'POST', path: '/ops/requests/:id/reply', can: 'ops' },
  // operator console: overview and TOTP
  opsOverview: { method: 'GET', path: '/ops/overview', can: 'ops' },
  opsTotp: { method: 'GET', path: '/ops/totp', can: 'ops' },
  opsTotpEnrol: { method: 'POST', path: '/ops/totp/enrol', can: 'ops' },
  opsTotpActivate: { method: 'POST', path: '/ops/totp/activate', can: 'ops' },
  opsTotpDisable: { method: 'POST', path: '/ops/totp/disable', can: 'ops' },
  // operator console: named upstream CAs and their routes (issue 33)
  opsUpstreams: { method: 'GET', path: '/ops/upstreams', can: 'ops' },
  opsUpstreamTest: { method: 'POST', path: '/ops/upstreams/:name/test', can: 'ops' },
  opsUpstreamRoute: { method: 'PUT', path: '/ops/upstream-routes', can: 'ops' },
  opsUpstreamMargin: { method: 'GET', path: '/ops/upstream-margin', can: 'ops' },
  // an upstream CA's notification (CertCentral webhook): verified with the upstream's secret, never a session
  upstreamWebhook: { method: 'POST', path: '/upstream-webhooks/:name', can: 'public' },
  opsOrderUpstreamRetry: { method: 'POST', path: '/ops/orders/:id/upstream-retry', can: 'ops' },
  opsOrderUpstreamRefund: { method: 'POST', path: '/ops/orders/:id/upstream-refund', can: 'ops' },
} as const satisfies Record<string, RoutePathEntry>;

export type RoutePaths = typeof ROUTE_PATHS;

/** Whether a call changes anything: every method but GET, and the GETs the table marks `changes`. */
export function changesState(route: { method: RouteMethod; changes?: true }): boolean {
  return route.method !== 'GET' || route.changes === true;
}

/**
 * Whether a caller with a session cookie must send the CSRF header (CONTRACT.md, API conventions): every call that
 * changes something, and the GETs that answer secrets. A route authenticated by a token of its own opts out in its
 * module (`config.csrf: false`); one the spec opens as a URL also takes a same-origin navigation (`navigation`).
 */
export function needsCsrfHeader(route: {
  method: RouteMethod;
  changes?: true;
  secretAnswer?: true;
}): boolean {
  return changesState(route) || route.secretAnswer === true;
}

/**
 * `public` calls that change something but act on no account of the caller, so a `read` key reaches them like any
 * visitor: they log in or register someone, follow an e-mailed token, end a browser session, or take the wallet's
 * notification.
 */
export const PUBLIC_CHANGES_OF_NO_ACCOUNT = [
  'login',
  'register',
  'forget',
  'reset',
  'logout',
  'paypalWebhook',
  'upstreamWebhook',
  'dcvApprove',
] as const satisfies readonly (keyof typeof ROUTE_PATHS)[];

/** "/order/info/:id" with {id: 7} → "/order/info/7" (each value URI-encoded). */
export function routePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
