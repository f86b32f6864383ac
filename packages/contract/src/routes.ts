// The API's route table (issue 13): every call under /api with its method, its path as Fastify spells it
// (":param"), the zod schemas of its params, query and body, and the schema of the envelope's `msg` it answers.
// The server registers its routes from it (apps/server/src/plugins/contract-route.ts) and the web calls them
// through it (apps/web/src/lib/api/call.ts), so a path, a field or an answer changes in one place.
//
// Entries without `answer` do not answer the JSON envelope (or answer one that is not the web's concern); they
// are listed so the table names every route, and are called outside the typed call:
//   caRoot, certDownload, privateKeyDownload (PEM/PFX/ZIP files), invoicePdf (PDF), statementCsv and ordersCsv
//   (CSV), dcvApprovePage and dcvApprove (the approver's HTML page), keyManagerFetch (the key manager's own fetch
//   with its one-time token). paypalWebhook answers the envelope but reads its body as the raw signed text.
// Bodies that may also arrive as multipart uploads (csrInfoSave, reissueCreate, ordersCreate) say so in `bodyTypes`.
// The web sends a pasted or uploaded CSR (csrInfoSave, reissueCreate) as multipart with a File part, which the
// JSON body type does not describe: those two uploads keep the plain client; their JSON variants use the table.
import { z } from 'zod';
import {
  contactInfoAnswer,
  currencyBody,
  i18nCurrentAnswer,
  languageBody,
  profileAnswer,
} from './api/account.js';
import {
  forgetQuery,
  loginAnswer,
  loginBody,
  passwordModifyBody,
  registerBody,
  resetBody,
  resetParams,
} from './api/auth.js';
import {
  activityAnswer,
  activityQuery,
  invoiceIdParams,
  invoiceRow,
  invoicesQuery,
  statementCsvQuery,
  statementGenerateBody,
  statementIdParams,
  statementRow,
  statementsQuery,
} from './api/books.js';
import {
  adminSettingAnswer,
  eventCreateBody,
  productPriceAnswer,
  productPriceQuery,
  productRow,
  productsQuery,
  productsSelectAnswer,
} from './api/catalogue.js';
import {
  authzAnswer,
  certDownloadParams,
  certDownloadQuery,
  certRow,
  certsExpiringAnswer,
  certsQuery,
  dcvStatusAnswer,
  orderCertAnswer,
  orderInfoAnswer,
} from './api/certificates.js';
import { couponLatestAnswer, profileQuery } from './api/coupons.js';
import { orderRenewalAnswer, orderRenewalBody } from './api/lifecycle.js';
import {
  bulkCertAnswer,
  bulkCertQuery,
  bulkOrderAnswer,
  keyManagerExportAnswer,
  keyManagerExportQuery,
  orderListRow,
  orderNoteBody,
  orderNoteDeleteBody,
  ordersCsvQuery,
  ordersQuery,
  orderSubscribeBody,
  paymentInfoAnswer,
  paymentInfoQuery,
  refundAnswer,
  refundBody,
  renewAnswer,
} from './api/orders.js';
import {
  authInfoAnswer,
  freeTrialAnswer,
  orderCommitQuery,
  orderDetailQuery,
  orderIdParams,
  orderPaymentDetail,
  orderStateAnswer,
  paymentCreateAnswer,
  paymentCreateBody,
  paymentIdParams,
  paymentMethodsAnswer,
  paymentSubmitAnswer,
  paymentSubmitQuery,
} from './api/payment.js';
import {
  approverEmailAnswer,
  csrInfoAnswer,
  csrInfoBody,
  eventContactBody,
  eventInfoAnswer,
  orderCreateAnswer,
  orderCreateBody,
} from './api/purchase.js';
import {
  contactCreateBody,
  contactRow,
  contactUpdateBody,
  enterpriseCreateBody,
  enterpriseRow,
  enterpriseUpdateBody,
} from './api/records.js';
import {
  reissueBody,
  reissueCreateAnswer,
  reissueDetailAnswer,
  reissueIdParams,
  reissueListAnswer,
  reissueListQuery,
  reissueRow,
} from './api/reissue.js';
import {
  authMethodAnswer,
  authMethodBody,
  removeDomainAnswer,
  removeDomainQuery,
  resendDcvEmailAnswer,
  resendDcvEmailQuery,
  verifyEmailAnswer,
  verifyEmailQuery,
} from './api/validation.js';
import {
  offlineCancelAnswer,
  offlineFundsAnswer,
  offlineTopupAnswer,
  offlineTopupBody,
  paymentQueryAnswer,
  paymentQueryQuery,
  topupAnswer,
  topupBody,
  walletWebhookAnswer,
} from './api/wallet.js';
import { listOf, pageQuery } from './fields.js';

export const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
export type RouteBodyType = 'json' | 'form' | 'multipart';

/** One call of the API, relative to /api. */
export interface ApiRoute {
  method: RouteMethod;
  /** As Fastify spells it: "/order/info/:id". */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The schema of the success envelope's msg; absent where the answer is a file, a page or not typed. */
  answer?: z.ZodType;
  /** How the body may arrive besides JSON/form (documentation; the server's parsers accept all). */
  bodyTypes?: readonly RouteBodyType[];
}

// Answers and inputs that only these routes use.
export const languageAnswer = z.object({ lang: z.string() });
export const currencyAnswer = z.object({ currency: z.string() });
export const orderNoteAnswer = z.object({ id: z.number().int(), note: z.string() });
export const orderSubscribeAnswer = z.object({ id: z.number().int(), subscribeAutoPayment: z.boolean() });
/** A bulk file upload (multipart orderFile) or the bulk-order form: the route checks which, for its own messages. */
export const bulkCreateBody = z.record(z.string(), z.unknown());
export const keyManagerFetchParams = z.object({ id: z.uuid() });
export const keyManagerFetchQuery = z.object({ token: z.string().min(16).max(128) });
export const approvalTokenParams = z.object({ token: z.string().regex(/^[\w-]{16,128}$/) });

export const ROUTES = {
  // auth
  isLogin: { method: 'GET', path: '/islogin', answer: z.boolean() },
  login: { method: 'POST', path: '/login', body: loginBody, answer: loginAnswer },
  register: { method: 'POST', path: '/register', body: registerBody, answer: loginAnswer },
  forget: { method: 'GET', path: '/forget', query: forgetQuery, answer: z.boolean() },
  reset: { method: 'POST', path: '/reset/:token', params: resetParams, body: resetBody, answer: z.boolean() },
  logout: { method: 'GET', path: '/logout', answer: z.boolean() },

  // account
  accountProfile: { method: 'GET', path: '/account/profile', query: profileQuery, answer: profileAnswer },
  accountContactInfo: { method: 'GET', path: '/account/contact_info', answer: contactInfoAnswer },
  passwordModify: { method: 'PUT', path: '/password/modify', body: passwordModifyBody, answer: z.boolean() },
  i18nCurrent: { method: 'GET', path: '/i18n/current', answer: i18nCurrentAnswer },
  i18nLanguage: { method: 'PUT', path: '/i18n/language', body: languageBody, answer: languageAnswer },
  i18nCurrency: { method: 'PUT', path: '/i18n/currency', body: currencyBody, answer: currencyAnswer },

  // records
  enterprises: { method: 'GET', path: '/enterprises', query: pageQuery, answer: listOf(enterpriseRow) },
  enterpriseCreate: {
    method: 'POST',
    path: '/enterprise',
    body: enterpriseCreateBody,
    answer: enterpriseRow,
  },
  enterpriseUpdate: { method: 'PUT', path: '/enterprise', body: enterpriseUpdateBody, answer: enterpriseRow },
  contacts: { method: 'GET', path: '/contacts', query: pageQuery, answer: listOf(contactRow) },
  contactCreate: { method: 'POST', path: '/contact', body: contactCreateBody, answer: contactRow },
  contactUpdate: { method: 'PUT', path: '/contact', body: contactUpdateBody, answer: contactRow },

  // catalogue
  adminSetting: { method: 'GET', path: '/admin-setting', answer: adminSettingAnswer },
  products: { method: 'GET', path: '/products', query: productsQuery, answer: listOf(productRow) },
  productsSelect: { method: 'GET', path: '/products/select', answer: productsSelectAnswer },
  productPrice: {
    method: 'GET',
    path: '/product/price',
    query: productPriceQuery,
    answer: productPriceAnswer,
  },

  // purchase
  eventCreate: { method: 'POST', path: '/event/create', body: eventCreateBody, answer: z.boolean() },
  eventContactSave: {
    method: 'POST',
    path: '/event/contact_info/save',
    body: eventContactBody,
    answer: z.boolean(),
  },
  csrInfoSave: {
    method: 'POST',
    path: '/event/csr_info/save',
    body: csrInfoBody,
    answer: csrInfoAnswer,
    bodyTypes: ['json', 'multipart'],
  },
  eventInfo: { method: 'GET', path: '/event/info', answer: eventInfoAnswer },
  privateKeyDownload: { method: 'GET', path: '/event/private_key/download' },
  approverEmail: { method: 'GET', path: '/event/approver_email', answer: approverEmailAnswer },
  orderCreate: {
    method: 'POST',
    path: '/event/order/create',
    body: orderCreateBody,
    answer: orderCreateAnswer,
  },

  // payments
  orderDetail: {
    method: 'GET',
    path: '/order/detail/:id',
    params: orderIdParams,
    query: orderDetailQuery,
    answer: orderPaymentDetail,
  },
  paymentMethods: { method: 'GET', path: '/payment/methods', answer: paymentMethodsAnswer },
  paymentCreate: {
    method: 'POST',
    path: '/orders/payment/create',
    body: paymentCreateBody,
    answer: paymentCreateAnswer,
  },
  paymentSubmit: {
    method: 'POST',
    path: '/payment/submit/:paymentId',
    params: paymentIdParams,
    query: paymentSubmitQuery,
    answer: paymentSubmitAnswer,
  },
  freeTrial: { method: 'PUT', path: '/order/free_trial/:id', params: orderIdParams, answer: freeTrialAnswer },

  // wallet
  topup: { method: 'POST', path: '/payments/topup', body: topupBody, answer: topupAnswer },
  offlineFunds: { method: 'GET', path: '/payments/offline', answer: offlineFundsAnswer },
  offlineTopup: {
    method: 'POST',
    path: '/payments/topup/offline',
    body: offlineTopupBody,
    answer: offlineTopupAnswer,
  },
  offlineCancel: {
    method: 'POST',
    path: '/payments/offline/:paymentId/cancel',
    params: paymentIdParams,
    answer: offlineCancelAnswer,
  },
  paymentQuery: {
    method: 'GET',
    path: '/payment/query/:paymentId',
    params: paymentIdParams,
    query: paymentQueryQuery,
    answer: paymentQueryAnswer,
  },
  paypalWebhook: { method: 'POST', path: '/payment/webhook/paypal', answer: walletWebhookAnswer },

  // coupons
  couponLatest: { method: 'GET', path: '/coupon/latest', answer: couponLatestAnswer },

  // books
  activity: { method: 'GET', path: '/payments', query: activityQuery, answer: activityAnswer },
  invoices: { method: 'GET', path: '/order/invoices', query: invoicesQuery, answer: listOf(invoiceRow) },
  invoicePdf: { method: 'GET', path: '/order/invoice/:id', params: invoiceIdParams },
  statementGenerate: {
    method: 'POST',
    path: '/account_statement/generate',
    body: statementGenerateBody,
    answer: statementRow,
  },
  statements: {
    method: 'GET',
    path: '/account_statements',
    query: statementsQuery,
    answer: listOf(statementRow),
  },
  statementCsv: {
    method: 'GET',
    path: '/account_statement/csv/:id',
    params: statementIdParams,
    query: statementCsvQuery,
  },

  // orders
  orderCommit: { method: 'GET', path: '/order/commit', query: orderCommitQuery, answer: orderStateAnswer },
  orderAuthInfo: {
    method: 'GET',
    path: '/order/authInfo/:id',
    params: orderIdParams,
    answer: authInfoAnswer,
  },
  orderCancel: { method: 'GET', path: '/order/cancel/:id', params: orderIdParams, answer: orderStateAnswer },
  orderCaOrderId: { method: 'GET', path: '/order/caOrderID/:id', params: orderIdParams, answer: z.string() },
  orderInfo: { method: 'GET', path: '/order/info/:id', params: orderIdParams, answer: orderInfoAnswer },

  // my orders: the list, notes, auto-payment, refunds
  orders: { method: 'GET', path: '/orders', query: ordersQuery, answer: listOf(orderListRow) },
  ordersCsv: { method: 'GET', path: '/orders/csv', query: ordersCsvQuery },
  orderNoteCreate: { method: 'POST', path: '/order/note', body: orderNoteBody, answer: orderNoteAnswer },
  orderNoteUpdate: { method: 'PUT', path: '/order/note', body: orderNoteBody, answer: orderNoteAnswer },
  orderNoteDelete: {
    method: 'DELETE',
    path: '/order/note',
    body: orderNoteDeleteBody,
    answer: orderNoteAnswer,
  },
  orderSubscribe: {
    method: 'PUT',
    path: '/order/subscribe',
    body: orderSubscribeBody,
    answer: orderSubscribeAnswer,
  },
  refund: {
    method: 'POST',
    path: '/payment/refund/:id',
    params: orderIdParams,
    body: refundBody,
    answer: refundAnswer,
  },

  // key manager
  keyManagerExport: {
    method: 'GET',
    path: '/key_manager/certs/export',
    query: keyManagerExportQuery,
    answer: keyManagerExportAnswer,
  },
  keyManagerFetch: {
    method: 'GET',
    path: '/key_manager/certs/export/:id',
    params: keyManagerFetchParams,
    query: keyManagerFetchQuery,
  },

  // my orders: several orders at once
  ordersPaymentInfo: {
    method: 'GET',
    path: '/orders/payment/info',
    query: paymentInfoQuery,
    answer: paymentInfoAnswer,
  },
  ordersCert: { method: 'GET', path: '/orders/cert', query: bulkCertQuery, answer: bulkCertAnswer },
  orderRenew: { method: 'PUT', path: '/orders/renew/:id', params: orderIdParams, answer: renewAnswer },
  ordersCreate: {
    method: 'POST',
    path: '/orders/create',
    body: bulkCreateBody,
    answer: bulkOrderAnswer,
    bodyTypes: ['form', 'multipart'],
  },

  // validation: the approver's emailed link
  dcvApprovePage: { method: 'GET', path: '/dcv/approve/:token', params: approvalTokenParams },
  dcvApprove: { method: 'POST', path: '/dcv/approve/:token', params: approvalTokenParams },

  // reissue
  reissueCreate: {
    method: 'POST',
    path: '/order/reissue/:id',
    params: orderIdParams,
    body: reissueBody,
    answer: reissueCreateAnswer,
    bodyTypes: ['json', 'multipart'],
  },
  reissueList: {
    method: 'GET',
    path: '/order/reissue/list',
    query: reissueListQuery,
    answer: reissueListAnswer,
  },
  reissueDetail: {
    method: 'GET',
    path: '/order/reissue/detail/:id',
    params: reissueIdParams,
    answer: reissueDetailAnswer,
  },
  reissueCert: {
    method: 'GET',
    path: '/order/reissue/cert/:id',
    params: reissueIdParams,
    answer: orderCertAnswer,
  },
  reissueCommit: {
    method: 'GET',
    path: '/order/reissue/commit/:id',
    params: reissueIdParams,
    answer: reissueRow,
  },
  reissueAuthInfo: {
    method: 'GET',
    path: '/order/reissue/authInfo/:id',
    params: reissueIdParams,
    answer: authInfoAnswer,
  },
  reissueAuthz: {
    method: 'GET',
    path: '/order/reissue/authz/:id',
    params: reissueIdParams,
    answer: authzAnswer,
  },

  // renewal preferences
  orderRenewal: { method: 'PUT', path: '/order/renewal', body: orderRenewalBody, answer: orderRenewalAnswer },

  // domain validation
  dcvStatus: {
    method: 'GET',
    path: '/order/multi-domain-dcvstatus/:id',
    params: orderIdParams,
    answer: dcvStatusAnswer,
  },
  verifyEmail: {
    method: 'GET',
    path: '/order/verify-email',
    query: verifyEmailQuery,
    answer: verifyEmailAnswer,
  },
  authMethod: { method: 'PUT', path: '/order/authMethod', body: authMethodBody, answer: authMethodAnswer },
  resendDcvEmail: {
    method: 'GET',
    path: '/order/resend-dcv-email/:id',
    params: orderIdParams,
    query: resendDcvEmailQuery,
    answer: resendDcvEmailAnswer,
  },
  removeDomain: {
    method: 'PUT',
    path: '/order/remove-domain/:id',
    params: orderIdParams,
    query: removeDomainQuery,
    answer: removeDomainAnswer,
  },
  orderAuthz: { method: 'GET', path: '/order/authz/:id', params: orderIdParams, answer: authzAnswer },

  // certificates
  caRoot: { method: 'GET', path: '/ca/root' },
  orderCert: { method: 'GET', path: '/order/cert/:id', params: orderIdParams, answer: orderCertAnswer },
  certs: { method: 'GET', path: '/certs', query: certsQuery, answer: listOf(certRow) },
  certsExpiring: { method: 'GET', path: '/certs/expiring', answer: certsExpiringAnswer },
  certDownload: {
    method: 'GET',
    path: '/cert/download/:sha1',
    params: certDownloadParams,
    query: certDownloadQuery,
  },
} as const satisfies Record<string, ApiRoute>;

export type Routes = typeof ROUTES;
export type RouteKey = keyof Routes;

/** The answer's msg, as the server builds it and the web receives it. */
export type RouteAnswer<R extends ApiRoute> = R extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : unknown;

/** "/order/info/:id" with {id: 7} → "/order/info/7" (each value URI-encoded). */
export function routePath(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
