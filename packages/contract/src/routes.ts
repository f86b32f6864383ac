// The API's route table (issue 13): every call under /api with its method, its path as Fastify spells it
// (":param"), the zod schemas of its params, query and body, and the schema of the envelope's `msg` it answers.
// The server registers its routes from it (apps/server/src/plugins/contract-route.ts) and the web calls them
// through it (apps/web/src/lib/api/call.ts), so a path, a field or an answer changes in one place.
//
// Entries without `answer` do not answer the JSON envelope (or answer one that is not the web's concern); they
// are listed so the table names every route, and are called outside the typed call:
//   caRoot, certDownload, privateKeyDownload (PEM/PFX/ZIP files), invoicePdf (PDF), statementCsv and ordersCsv
//   (CSV), dcvApprovePage and dcvApprove (the approver's HTML page), keyManagerFetch (the key manager's own fetch
//   with its one-time token), deliver (the certificate files a server fetches with a delivery token). paypalWebhook answers the envelope but reads its body as the raw signed text.
// Bodies that may also arrive as multipart uploads (csrInfoSave, reissueCreate, ordersCreate, promoteEmail) say so
// in `bodyTypes`. promoteEmail (the guarantee's receipt image) is multipart only and also keeps the plain client.
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
import {
  deliverParams,
  deliverQuery,
  deliveryTokenCreateBody,
  deliveryTokenCreated,
  deliveryTokenParams,
  deliveryTokenRow,
  deliveryTokensAnswer,
  deliveryTokensQuery,
} from './api/delivery.js';
import { orderRenewalAnswer, orderRenewalBody } from './api/lifecycle.js';
import {
  accountExpiryNoticesAnswer,
  accountExpiryNoticesBody,
  orderExpiryNoticesAnswer,
  orderExpiryNoticesBody,
  orderExpiryNoticesQuery,
} from './api/expiry-notices.js';
import {
  acmeCredentialCreateAnswer,
  acmeCredentialCreateBody,
  acmeCredentialParams,
  acmeCredentialRow,
  acmeCredentialsAnswer,
  acmeCredentialsQuery,
} from './api/acme.js';
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
  renewBody,
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
  eventContactAnswer,
  eventContactSaveBody,
  visitorCodeQuery,
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
import {
  accessKeyAnswer,
  accessKeyInfoAnswer,
  accessKeyResetAnswer,
  accessKeyResetQuery,
  accessKeyScopeBody,
  auditLogQuery,
  auditLogRow,
  subAccountBody,
  subAccountParams,
  subAccountRow,
  subAccountUpdateBody,
} from './api/team.js';
import { dashboardAnswer } from './api/dashboard.js';
import { advertisementsAnswer } from './api/advertisements.js';
import { storefrontProductsAnswer } from './api/storefront.js';
import {
  affiliateSummary,
  commissionListQuery,
  commissionRow,
  extractAnswer,
  extractBody,
  extractDetail,
  extractRow,
  payoutHistoryRow,
} from './api/affiliate.js';
import { letterModifyBody, letterModifyParams, letterRow, lettersQuery } from './api/letters.js';
import {
  guaranteeBody,
  pricingRequestAnswer,
  promoteCreateBody,
  promoteCreateQuery,
} from './api/pricing-requests.js';
import {
  delegationAnswer,
  delegationBody,
  delegationCheckAnswer,
  delegationQuery,
  delegationRemovedAnswer,
  domainsAnswer,
} from './api/domains.js';
import {
  dnsConnectorBody,
  dnsConnectorParams,
  dnsConnectorRemovedAnswer,
  dnsConnectorRow,
  dnsConnectorsAnswer,
} from './api/domains-connectors.js';
import { listOf, pageQuery } from './fields.js';
import {
  servedCertificatesAnswer,
  servedCertificatesQuery,
  servedCheckAnswer,
  servedCheckBody,
  servedCheckRow,
  servedHistoryQuery,
  servedHostBody,
  servedHostRow,
} from './api/served-certificates.js';
import {
  opsAdBody,
  opsAdParams,
  opsAdRow,
  opsAdsAnswer,
  opsLetterBody,
  opsLetterPreviewAnswer,
  opsLetterPreviewBody,
  opsLetterRow,
  opsLettersQuery,
  opsReplyBody,
  opsRequestDetail,
  opsRequestParams,
  opsRequestRow,
  opsRequestsQuery,
  opsSettingsAnswer,
  opsSettingsBody,
  opsSkinBody,
  opsSkinParams,
  opsSkinRow,
  opsSkinsAnswer,
} from './api/ops-content.js';
import {
  opsApproveBody,
  opsAuditQuery,
  opsAuditRow,
  opsConfirmAnswer,
  opsConfirmBody,
  opsCreditAnswer,
  opsCreditBody,
  opsCreditParams,
  opsDecisionAnswer,
  opsOrderDetail,
  opsOrderParams,
  opsOrderRow,
  opsOrdersQuery,
  opsRejectBody,
  opsUsersQuery,
  opsUserRow,
  opsUserDetail,
  opsStatusBody,
  opsLevelBody,
  opsOperatorBody,
  opsRefundsQuery,
  opsRefundRow,
  opsIdParams,
  opsRefundAnswer,
  opsPayoutsQuery,
  opsPayoutsAnswer,
  opsPayoutRow,
  opsPayoutApproveBody,
  opsOfflinePaymentRow,
  opsReceivedBody,
  opsReceivedAnswer,
} from './api/ops.js';
import { opsOverviewAnswer, opsOverviewQuery } from './api/ops-overview.js';
import {
  opsTotpActivateBody,
  opsTotpDisableBody,
  opsTotpEnrolAnswer,
  opsTotpStatus,
} from './api/ops-totp.js';
import {
  opsMarginAnswer,
  opsMarginQuery,
  opsUpstreamParams,
  opsUpstreamRouteAnswer,
  opsUpstreamRouteBody,
  opsUpstreamsAnswer,
  opsUpstreamTestAnswer,
  upstreamWebhookAnswer,
  upstreamWebhookBody,
  opsUpstreamOrderAnswer,
} from './api/ops-upstreams.js';
import {
  opsCampaignBody,
  opsCampaignRow,
  opsCampaignsAnswer,
  opsCategoriesAnswer,
  opsCategoriesBody,
  opsCouponBody,
  opsCouponParams,
  opsCouponRow,
  opsCouponsQuery,
  opsProductBody,
  opsProductParams,
  opsProductRow,
  opsProductsAnswer,
  opsPromoBody,
  opsPromoParams,
  opsPromoRow,
  opsPromosAnswer,
  opsRateBody,
  opsRateParams,
  opsRateRow,
  opsRatesAnswer,
} from './api/ops-catalogue.js';
import { ROUTE_PATHS, type RoutePathEntry } from './route-paths.js';

export {
  changesState,
  needsCsrfHeader,
  PUBLIC_CHANGES_OF_NO_ACCOUNT,
  ROUTE_METHODS,
  ROUTE_PATHS,
  routePath,
  type RouteMethod,
  type RoutePaths,
} from './route-paths.js';

export type RouteBodyType = 'json' | 'form' | 'multipart';

/** One call of the API, relative to /api: its entry of ROUTE_PATHS and its schemas. */
export interface ApiRoute extends RoutePathEntry {
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
  isLogin: { ...ROUTE_PATHS.isLogin, answer: z.boolean() },
  login: { ...ROUTE_PATHS.login, body: loginBody, answer: loginAnswer },
  register: { ...ROUTE_PATHS.register, body: registerBody, answer: loginAnswer },
  forget: { ...ROUTE_PATHS.forget, query: forgetQuery, answer: z.boolean() },
  reset: { ...ROUTE_PATHS.reset, params: resetParams, body: resetBody, answer: z.boolean() },
  logout: { ...ROUTE_PATHS.logout, answer: z.boolean() },

  // account
  accountProfile: { ...ROUTE_PATHS.accountProfile, query: profileQuery, answer: profileAnswer },
  accountContactInfo: { ...ROUTE_PATHS.accountContactInfo, answer: contactInfoAnswer },
  passwordModify: { ...ROUTE_PATHS.passwordModify, body: passwordModifyBody, answer: z.boolean() },
  i18nCurrent: { ...ROUTE_PATHS.i18nCurrent, answer: i18nCurrentAnswer },
  i18nLanguage: { ...ROUTE_PATHS.i18nLanguage, body: languageBody, answer: languageAnswer },
  i18nCurrency: { ...ROUTE_PATHS.i18nCurrency, body: currencyBody, answer: currencyAnswer },

  // records
  enterprises: { ...ROUTE_PATHS.enterprises, query: pageQuery, answer: listOf(enterpriseRow) },
  enterpriseCreate: {
    ...ROUTE_PATHS.enterpriseCreate,
    body: enterpriseCreateBody,
    answer: enterpriseRow,
  },
  enterpriseUpdate: { ...ROUTE_PATHS.enterpriseUpdate, body: enterpriseUpdateBody, answer: enterpriseRow },
  contacts: { ...ROUTE_PATHS.contacts, query: pageQuery, answer: listOf(contactRow) },
  contactCreate: { ...ROUTE_PATHS.contactCreate, body: contactCreateBody, answer: contactRow },
  contactUpdate: { ...ROUTE_PATHS.contactUpdate, body: contactUpdateBody, answer: contactRow },

  // catalogue
  adminSetting: { ...ROUTE_PATHS.adminSetting, answer: adminSettingAnswer },
  products: { ...ROUTE_PATHS.products, query: productsQuery, answer: listOf(productRow) },
  productsSelect: { ...ROUTE_PATHS.productsSelect, answer: productsSelectAnswer },
  productPrice: {
    ...ROUTE_PATHS.productPrice,
    query: productPriceQuery,
    answer: productPriceAnswer,
  },

  // purchase
  eventCreate: { ...ROUTE_PATHS.eventCreate, body: eventCreateBody, answer: z.boolean() },
  eventContactSave: {
    ...ROUTE_PATHS.eventContactSave,
    query: visitorCodeQuery,
    body: eventContactSaveBody,
    answer: eventContactAnswer,
  },
  csrInfoSave: {
    ...ROUTE_PATHS.csrInfoSave,
    query: visitorCodeQuery,
    body: csrInfoBody,
    answer: csrInfoAnswer,
    bodyTypes: ['json', 'multipart'],
  },
  eventInfo: { ...ROUTE_PATHS.eventInfo, query: visitorCodeQuery, answer: eventInfoAnswer },
  privateKeyDownload: { ...ROUTE_PATHS.privateKeyDownload, query: visitorCodeQuery },
  approverEmail: { ...ROUTE_PATHS.approverEmail, query: visitorCodeQuery, answer: approverEmailAnswer },
  orderCreate: {
    ...ROUTE_PATHS.orderCreate,
    query: visitorCodeQuery,
    body: orderCreateBody,
    answer: orderCreateAnswer,
  },

  // payments
  orderDetail: {
    ...ROUTE_PATHS.orderDetail,
    params: orderIdParams,
    query: orderDetailQuery,
    answer: orderPaymentDetail,
  },
  paymentMethods: { ...ROUTE_PATHS.paymentMethods, answer: paymentMethodsAnswer },
  paymentCreate: {
    ...ROUTE_PATHS.paymentCreate,
    body: paymentCreateBody,
    answer: paymentCreateAnswer,
  },
  paymentSubmit: {
    ...ROUTE_PATHS.paymentSubmit,
    params: paymentIdParams,
    query: paymentSubmitQuery,
    answer: paymentSubmitAnswer,
  },
  freeTrial: { ...ROUTE_PATHS.freeTrial, params: orderIdParams, answer: freeTrialAnswer },

  // wallet
  topup: { ...ROUTE_PATHS.topup, body: topupBody, answer: topupAnswer },
  offlineFunds: { ...ROUTE_PATHS.offlineFunds, answer: offlineFundsAnswer },
  offlineTopup: {
    ...ROUTE_PATHS.offlineTopup,
    body: offlineTopupBody,
    answer: offlineTopupAnswer,
  },
  offlineCancel: {
    ...ROUTE_PATHS.offlineCancel,
    params: paymentIdParams,
    answer: offlineCancelAnswer,
  },
  paymentQuery: {
    ...ROUTE_PATHS.paymentQuery,
    params: paymentIdParams,
    query: paymentQueryQuery,
    answer: paymentQueryAnswer,
  },
  paypalWebhook: { ...ROUTE_PATHS.paypalWebhook, answer: walletWebhookAnswer },

  // coupons
  couponLatest: { ...ROUTE_PATHS.couponLatest, answer: couponLatestAnswer },

  // books
  activity: { ...ROUTE_PATHS.activity, query: activityQuery, answer: activityAnswer },
  invoices: { ...ROUTE_PATHS.invoices, query: invoicesQuery, answer: listOf(invoiceRow) },
  invoicePdf: { ...ROUTE_PATHS.invoicePdf, params: invoiceIdParams },
  statementGenerate: {
    ...ROUTE_PATHS.statementGenerate,
    body: statementGenerateBody,
    answer: statementRow,
  },
  statements: {
    ...ROUTE_PATHS.statements,
    query: statementsQuery,
    answer: listOf(statementRow),
  },
  statementCsv: {
    ...ROUTE_PATHS.statementCsv,
    params: statementIdParams,
    query: statementCsvQuery,
  },

  // orders
  orderCommit: { ...ROUTE_PATHS.orderCommit, query: orderCommitQuery, answer: orderStateAnswer },
  orderAuthInfo: {
    ...ROUTE_PATHS.orderAuthInfo,
    params: orderIdParams,
    answer: authInfoAnswer,
  },
  orderCancel: { ...ROUTE_PATHS.orderCancel, params: orderIdParams, answer: orderStateAnswer },
  orderCaOrderId: { ...ROUTE_PATHS.orderCaOrderId, params: orderIdParams, answer: z.string() },
  orderInfo: { ...ROUTE_PATHS.orderInfo, params: orderIdParams, answer: orderInfoAnswer },

  // my orders: the list, notes, auto-payment, refunds
  orders: { ...ROUTE_PATHS.orders, query: ordersQuery, answer: listOf(orderListRow) },
  ordersCsv: { ...ROUTE_PATHS.ordersCsv, query: ordersCsvQuery },
  orderNoteCreate: { ...ROUTE_PATHS.orderNoteCreate, body: orderNoteBody, answer: orderNoteAnswer },
  orderNoteUpdate: { ...ROUTE_PATHS.orderNoteUpdate, body: orderNoteBody, answer: orderNoteAnswer },
  orderNoteDelete: {
    ...ROUTE_PATHS.orderNoteDelete,
    body: orderNoteDeleteBody,
    answer: orderNoteAnswer,
  },
  orderSubscribe: {
    ...ROUTE_PATHS.orderSubscribe,
    body: orderSubscribeBody,
    answer: orderSubscribeAnswer,
  },
  refund: {
    ...ROUTE_PATHS.refund,
    params: orderIdParams,
    body: refundBody,
    answer: refundAnswer,
  },

  // key manager
  keyManagerExport: {
    ...ROUTE_PATHS.keyManagerExport,
    query: keyManagerExportQuery,
    answer: keyManagerExportAnswer,
  },
  keyManagerFetch: {
    ...ROUTE_PATHS.keyManagerFetch,
    params: keyManagerFetchParams,
    query: keyManagerFetchQuery,
  },

  // my orders: several orders at once
  ordersPaymentInfo: {
    ...ROUTE_PATHS.ordersPaymentInfo,
    query: paymentInfoQuery,
    answer: paymentInfoAnswer,
  },
  ordersCert: { ...ROUTE_PATHS.ordersCert, query: bulkCertQuery, answer: bulkCertAnswer },
  orderRenew: { ...ROUTE_PATHS.orderRenew, params: orderIdParams, body: renewBody, answer: renewAnswer },
  ordersCreate: {
    ...ROUTE_PATHS.ordersCreate,
    body: bulkCreateBody,
    answer: bulkOrderAnswer,
    bodyTypes: ['form', 'multipart'],
  },

  // validation: the approver's emailed link
  dcvApprovePage: { ...ROUTE_PATHS.dcvApprovePage, params: approvalTokenParams },
  dcvApprove: { ...ROUTE_PATHS.dcvApprove, params: approvalTokenParams },

  // reissue
  reissueCreate: {
    ...ROUTE_PATHS.reissueCreate,
    params: orderIdParams,
    body: reissueBody,
    answer: reissueCreateAnswer,
    bodyTypes: ['json', 'multipart'],
  },
  reissueList: {
    ...ROUTE_PATHS.reissueList,
    query: reissueListQuery,
    answer: reissueListAnswer,
  },
  reissueDetail: {
    ...ROUTE_PATHS.reissueDetail,
    params: reissueIdParams,
    answer: reissueDetailAnswer,
  },
  reissueCert: {
    ...ROUTE_PATHS.reissueCert,
    params: reissueIdParams,
    answer: orderCertAnswer,
  },
  reissueCommit: {
    ...ROUTE_PATHS.reissueCommit,
    params: reissueIdParams,
    answer: reissueRow,
  },
  reissueAuthInfo: {
    ...ROUTE_PATHS.reissueAuthInfo,
    params: reissueIdParams,
    answer: authInfoAnswer,
  },
  reissueAuthz: {
    ...ROUTE_PATHS.reissueAuthz,
    params: reissueIdParams,
    answer: authzAnswer,
  },

  // renewal preferences
  orderRenewal: { ...ROUTE_PATHS.orderRenewal, body: orderRenewalBody, answer: orderRenewalAnswer },
  accountExpiryNotices: { ...ROUTE_PATHS.accountExpiryNotices, answer: accountExpiryNoticesAnswer },
  accountExpiryNoticesSave: {
    ...ROUTE_PATHS.accountExpiryNoticesSave,
    body: accountExpiryNoticesBody,
    answer: accountExpiryNoticesAnswer,
  },
  orderExpiryNotices: {
    ...ROUTE_PATHS.orderExpiryNotices,
    query: orderExpiryNoticesQuery,
    answer: orderExpiryNoticesAnswer,
  },
  orderExpiryNoticesSave: {
    ...ROUTE_PATHS.orderExpiryNoticesSave,
    body: orderExpiryNoticesBody,
    answer: orderExpiryNoticesAnswer,
  },

  // ACME credentials (external account binding) of an order
  acmeCredentials: {
    ...ROUTE_PATHS.acmeCredentials,
    query: acmeCredentialsQuery,
    answer: acmeCredentialsAnswer,
  },
  acmeCredentialCreate: {
    ...ROUTE_PATHS.acmeCredentialCreate,
    body: acmeCredentialCreateBody,
    answer: acmeCredentialCreateAnswer,
  },
  acmeCredentialRevoke: {
    ...ROUTE_PATHS.acmeCredentialRevoke,
    params: acmeCredentialParams,
    answer: acmeCredentialRow,
  },

  // domain validation
  dcvStatus: {
    ...ROUTE_PATHS.dcvStatus,
    params: orderIdParams,
    answer: dcvStatusAnswer,
  },
  verifyEmail: {
    ...ROUTE_PATHS.verifyEmail,
    query: verifyEmailQuery,
    answer: verifyEmailAnswer,
  },
  authMethod: { ...ROUTE_PATHS.authMethod, body: authMethodBody, answer: authMethodAnswer },
  resendDcvEmail: {
    ...ROUTE_PATHS.resendDcvEmail,
    params: orderIdParams,
    query: resendDcvEmailQuery,
    answer: resendDcvEmailAnswer,
  },
  removeDomain: {
    ...ROUTE_PATHS.removeDomain,
    params: orderIdParams,
    query: removeDomainQuery,
    answer: removeDomainAnswer,
  },
  orderAuthz: { ...ROUTE_PATHS.orderAuthz, params: orderIdParams, answer: authzAnswer },

  // certificates
  caRoot: { ...ROUTE_PATHS.caRoot },
  orderCert: { ...ROUTE_PATHS.orderCert, params: orderIdParams, answer: orderCertAnswer },
  certs: { ...ROUTE_PATHS.certs, query: certsQuery, answer: listOf(certRow) },
  certsExpiring: { ...ROUTE_PATHS.certsExpiring, answer: certsExpiringAnswer },
  certDownload: {
    ...ROUTE_PATHS.certDownload,
    params: certDownloadParams,
    query: certDownloadQuery,
  },
  // delivery tokens
  deliveryTokens: {
    ...ROUTE_PATHS.deliveryTokens,
    query: deliveryTokensQuery,
    answer: deliveryTokensAnswer,
  },
  deliveryTokenCreate: {
    ...ROUTE_PATHS.deliveryTokenCreate,
    body: deliveryTokenCreateBody,
    answer: deliveryTokenCreated,
  },
  deliveryTokenRevoke: {
    ...ROUTE_PATHS.deliveryTokenRevoke,
    params: deliveryTokenParams,
    answer: deliveryTokenRow,
  },
  deliver: { ...ROUTE_PATHS.deliver, params: deliverParams, query: deliverQuery },
  // served-certificate checks
  servedCertificates: {
    ...ROUTE_PATHS.servedCertificates,
    query: servedCertificatesQuery,
    answer: servedCertificatesAnswer,
  },
  servedHistory: { ...ROUTE_PATHS.servedHistory, query: servedHistoryQuery, answer: listOf(servedCheckRow) },
  servedHostSet: { ...ROUTE_PATHS.servedHostSet, body: servedHostBody, answer: servedHostRow },
  servedCheck: { ...ROUTE_PATHS.servedCheck, body: servedCheckBody, answer: servedCheckAnswer },
  // DCV delegation and the account's domains
  domainDelegationCreate: {
    ...ROUTE_PATHS.domainDelegationCreate,
    body: delegationBody,
    answer: delegationAnswer,
  },
  domainDelegation: {
    ...ROUTE_PATHS.domainDelegation,
    query: delegationQuery,
    answer: delegationCheckAnswer,
  },
  domainDelegationRemove: {
    ...ROUTE_PATHS.domainDelegationRemove,
    query: delegationQuery,
    answer: delegationRemovedAnswer,
  },
  domains: { ...ROUTE_PATHS.domains, answer: domainsAnswer },
  domainConnectors: { ...ROUTE_PATHS.domainConnectors, answer: dnsConnectorsAnswer },
  domainConnectorCreate: {
    ...ROUTE_PATHS.domainConnectorCreate,
    body: dnsConnectorBody,
    answer: dnsConnectorRow,
  },
  domainConnectorTest: {
    ...ROUTE_PATHS.domainConnectorTest,
    params: dnsConnectorParams,
    answer: dnsConnectorRow,
  },
  domainConnectorRemove: {
    ...ROUTE_PATHS.domainConnectorRemove,
    params: dnsConnectorParams,
    answer: dnsConnectorRemovedAnswer,
  },
  dashboard: { ...ROUTE_PATHS.dashboard, answer: dashboardAnswer },
  // team (sub-users), audit log, API keys
  subAccountCreate: { ...ROUTE_PATHS.subAccountCreate, body: subAccountBody, answer: subAccountRow },
  subAccounts: { ...ROUTE_PATHS.subAccounts, query: pageQuery, answer: listOf(subAccountRow) },
  subAccountUpdate: {
    ...ROUTE_PATHS.subAccountUpdate,
    params: subAccountParams,
    body: subAccountUpdateBody,
    answer: subAccountRow,
  },
  subAccountResend: { ...ROUTE_PATHS.subAccountResend, params: subAccountParams, answer: z.boolean() },
  auditLog: { ...ROUTE_PATHS.auditLog, query: auditLogQuery, answer: listOf(auditLogRow) },
  accessKey: { ...ROUTE_PATHS.accessKey, answer: accessKeyAnswer },
  accessKeyReset: { ...ROUTE_PATHS.accessKeyReset, query: accessKeyResetQuery, answer: accessKeyResetAnswer },
  accessKeyInfo: { ...ROUTE_PATHS.accessKeyInfo, answer: accessKeyInfoAnswer },
  accessKeyScope: { ...ROUTE_PATHS.accessKeyScope, body: accessKeyScopeBody, answer: accessKeyInfoAnswer },
  openApiDownload: { ...ROUTE_PATHS.openApiDownload },
  // notification letters
  letters: { ...ROUTE_PATHS.letters, query: lettersQuery, answer: listOf(letterRow) },
  lettersUnread: { ...ROUTE_PATHS.lettersUnread, answer: z.number().int() },
  letterModify: {
    ...ROUTE_PATHS.letterModify,
    params: letterModifyParams,
    body: letterModifyBody,
    answer: z.boolean(),
  },
  // pricing requests
  promoteCreate: {
    ...ROUTE_PATHS.promoteCreate,
    query: promoteCreateQuery,
    body: promoteCreateBody,
    answer: pricingRequestAnswer,
  },
  promoteEmail: {
    ...ROUTE_PATHS.promoteEmail,
    body: guaranteeBody,
    answer: pricingRequestAnswer,
    bodyTypes: ['multipart'],
  },
  // advertisements
  advertisements: { ...ROUTE_PATHS.advertisements, answer: advertisementsAnswer },
  // public storefront
  storefrontProducts: { ...ROUTE_PATHS.storefrontProducts, answer: storefrontProductsAnswer },
  // affiliate programme
  commissionOrders: {
    ...ROUTE_PATHS.commissionOrders,
    query: commissionListQuery,
    answer: listOf(commissionRow),
  },
  commissionExtracts: {
    ...ROUTE_PATHS.commissionExtracts,
    query: commissionListQuery,
    answer: listOf(extractRow),
  },
  commissionExtractDetail: { ...ROUTE_PATHS.commissionExtractDetail, answer: extractDetail },
  commissionExtractCreate: {
    ...ROUTE_PATHS.commissionExtractCreate,
    body: extractBody,
    answer: extractAnswer,
  },
  commissionSummary: { ...ROUTE_PATHS.commissionSummary, answer: affiliateSummary },
  commissionHistory: {
    ...ROUTE_PATHS.commissionHistory,
    query: commissionListQuery,
    answer: listOf(payoutHistoryRow),
  },
  // operator console
  opsOrders: { ...ROUTE_PATHS.opsOrders, query: opsOrdersQuery, answer: listOf(opsOrderRow) },
  opsOrder: { ...ROUTE_PATHS.opsOrder, params: opsOrderParams, answer: opsOrderDetail },
  opsOrderApprove: {
    ...ROUTE_PATHS.opsOrderApprove,
    params: opsOrderParams,
    body: opsApproveBody,
    answer: opsDecisionAnswer,
  },
  opsOrderReject: {
    ...ROUTE_PATHS.opsOrderReject,
    params: opsOrderParams,
    body: opsRejectBody,
    answer: opsDecisionAnswer,
  },
  opsConfirm: { ...ROUTE_PATHS.opsConfirm, body: opsConfirmBody, answer: opsConfirmAnswer },
  opsUserCredit: {
    ...ROUTE_PATHS.opsUserCredit,
    params: opsCreditParams,
    body: opsCreditBody,
    answer: opsCreditAnswer,
  },
  opsAudit: { ...ROUTE_PATHS.opsAudit, query: opsAuditQuery, answer: listOf(opsAuditRow) },
  opsUsers: { ...ROUTE_PATHS.opsUsers, query: opsUsersQuery, answer: listOf(opsUserRow) },
  opsUser: { ...ROUTE_PATHS.opsUser, params: opsCreditParams, answer: opsUserDetail },
  opsUserDebit: {
    ...ROUTE_PATHS.opsUserDebit,
    params: opsCreditParams,
    body: opsCreditBody,
    answer: opsCreditAnswer,
  },
  opsUserStatus: {
    ...ROUTE_PATHS.opsUserStatus,
    params: opsCreditParams,
    body: opsStatusBody,
    answer: opsUserRow,
  },
  opsUserLevel: {
    ...ROUTE_PATHS.opsUserLevel,
    params: opsCreditParams,
    body: opsLevelBody,
    answer: opsUserRow,
  },
  opsUserOperator: {
    ...ROUTE_PATHS.opsUserOperator,
    params: opsCreditParams,
    body: opsOperatorBody,
    answer: opsUserRow,
  },
  opsRefunds: { ...ROUTE_PATHS.opsRefunds, query: opsRefundsQuery, answer: listOf(opsRefundRow) },
  opsRefundApprove: {
    ...ROUTE_PATHS.opsRefundApprove,
    params: opsIdParams,
    body: opsApproveBody,
    answer: opsRefundAnswer,
  },
  opsRefundReject: {
    ...ROUTE_PATHS.opsRefundReject,
    params: opsIdParams,
    body: opsRejectBody,
    answer: opsRefundAnswer,
  },
  opsPayouts: { ...ROUTE_PATHS.opsPayouts, query: opsPayoutsQuery, answer: opsPayoutsAnswer },
  opsPayoutApprove: {
    ...ROUTE_PATHS.opsPayoutApprove,
    params: opsIdParams,
    body: opsPayoutApproveBody,
    answer: opsPayoutRow,
  },
  opsPayoutReject: {
    ...ROUTE_PATHS.opsPayoutReject,
    params: opsIdParams,
    body: opsRejectBody,
    answer: opsPayoutRow,
  },
  opsOfflinePayments: {
    ...ROUTE_PATHS.opsOfflinePayments,
    query: pageQuery,
    answer: listOf(opsOfflinePaymentRow),
  },
  opsPaymentReceived: {
    ...ROUTE_PATHS.opsPaymentReceived,
    params: opsIdParams,
    body: opsReceivedBody,
    answer: opsReceivedAnswer,
  },
  // operator console: overview and TOTP
  opsOverview: { ...ROUTE_PATHS.opsOverview, query: opsOverviewQuery, answer: opsOverviewAnswer },
  opsTotp: { ...ROUTE_PATHS.opsTotp, answer: opsTotpStatus },
  opsTotpEnrol: { ...ROUTE_PATHS.opsTotpEnrol, answer: opsTotpEnrolAnswer },
  opsTotpActivate: { ...ROUTE_PATHS.opsTotpActivate, body: opsTotpActivateBody, answer: opsTotpStatus },
  opsTotpDisable: { ...ROUTE_PATHS.opsTotpDisable, body: opsTotpDisableBody, answer: opsTotpStatus },
  opsUpstreams: { ...ROUTE_PATHS.opsUpstreams, answer: opsUpstreamsAnswer },
  opsUpstreamTest: {
    ...ROUTE_PATHS.opsUpstreamTest,
    params: opsUpstreamParams,
    answer: opsUpstreamTestAnswer,
  },
  opsUpstreamRoute: {
    ...ROUTE_PATHS.opsUpstreamRoute,
    body: opsUpstreamRouteBody,
    answer: opsUpstreamRouteAnswer,
  },
  opsUpstreamMargin: { ...ROUTE_PATHS.opsUpstreamMargin, query: opsMarginQuery, answer: opsMarginAnswer },
  upstreamWebhook: {
    ...ROUTE_PATHS.upstreamWebhook,
    params: opsUpstreamParams,
    body: upstreamWebhookBody,
    answer: upstreamWebhookAnswer,
  },
  opsOrderUpstreamRetry: {
    ...ROUTE_PATHS.opsOrderUpstreamRetry,
    params: opsOrderParams,
    answer: opsUpstreamOrderAnswer,
  },
  opsOrderUpstreamRefund: {
    ...ROUTE_PATHS.opsOrderUpstreamRefund,
    params: opsOrderParams,
    body: opsRejectBody,
    answer: opsUpstreamOrderAnswer,
  },
  // operator console: catalogue, rates, coupons and promo codes
  opsProducts: { ...ROUTE_PATHS.opsProducts, answer: opsProductsAnswer },
  opsProductUpdate: {
    ...ROUTE_PATHS.opsProductUpdate,
    params: opsProductParams,
    body: opsProductBody,
    answer: opsProductRow,
  },
  opsCategories: { ...ROUTE_PATHS.opsCategories, answer: opsCategoriesAnswer },
  opsCategoriesUpdate: {
    ...ROUTE_PATHS.opsCategoriesUpdate,
    body: opsCategoriesBody,
    answer: opsCategoriesAnswer,
  },
  opsRates: { ...ROUTE_PATHS.opsRates, answer: opsRatesAnswer },
  opsRateUpdate: {
    ...ROUTE_PATHS.opsRateUpdate,
    params: opsRateParams,
    body: opsRateBody,
    answer: opsRateRow,
  },
  opsCoupons: { ...ROUTE_PATHS.opsCoupons, query: opsCouponsQuery, answer: listOf(opsCouponRow) },
  opsCouponCreate: { ...ROUTE_PATHS.opsCouponCreate, body: opsCouponBody, answer: opsCouponRow },
  opsCouponExpire: { ...ROUTE_PATHS.opsCouponExpire, params: opsCouponParams, answer: opsCouponRow },
  opsPromoCodes: { ...ROUTE_PATHS.opsPromoCodes, answer: opsPromosAnswer },
  opsPromoCreate: { ...ROUTE_PATHS.opsPromoCreate, body: opsPromoBody, answer: opsPromoRow },
  opsPromoExpire: { ...ROUTE_PATHS.opsPromoExpire, params: opsPromoParams, answer: opsPromoRow },
  opsCampaigns: { ...ROUTE_PATHS.opsCampaigns, answer: opsCampaignsAnswer },
  opsCampaignCreate: {
    ...ROUTE_PATHS.opsCampaignCreate,
    body: opsCampaignBody,
    answer: opsCampaignRow,
  },
  opsCampaignEnd: { ...ROUTE_PATHS.opsCampaignEnd, params: opsCouponParams, answer: opsCampaignRow },
  opsLetters: { ...ROUTE_PATHS.opsLetters, query: opsLettersQuery, answer: listOf(opsLetterRow) },
  opsLetterSend: {
    ...ROUTE_PATHS.opsLetterSend,
    body: opsLetterBody,
    answer: z.object({ id: z.number().int(), to: z.string().nullable() }),
  },
  opsLetterPreview: {
    ...ROUTE_PATHS.opsLetterPreview,
    body: opsLetterPreviewBody,
    answer: opsLetterPreviewAnswer,
  },
  opsAds: { ...ROUTE_PATHS.opsAds, answer: opsAdsAnswer },
  opsAdCreate: { ...ROUTE_PATHS.opsAdCreate, body: opsAdBody, answer: opsAdRow },
  opsAdUpdate: {
    ...ROUTE_PATHS.opsAdUpdate,
    params: opsAdParams,
    body: opsAdBody,
    answer: opsAdRow,
  },
  opsAdRemove: { ...ROUTE_PATHS.opsAdRemove, params: opsAdParams, answer: opsAdRow },
  opsSettings: { ...ROUTE_PATHS.opsSettings, answer: opsSettingsAnswer },
  opsSettingsSave: {
    ...ROUTE_PATHS.opsSettingsSave,
    body: opsSettingsBody,
    answer: opsSettingsAnswer,
  },
  opsSkins: { ...ROUTE_PATHS.opsSkins, answer: opsSkinsAnswer },
  opsSkinSet: {
    ...ROUTE_PATHS.opsSkinSet,
    params: opsSkinParams,
    body: opsSkinBody,
    answer: opsSkinRow,
  },
  opsSkinRemove: {
    ...ROUTE_PATHS.opsSkinRemove,
    params: opsSkinParams,
    answer: z.object({ host: z.string() }),
  },
  opsRequests: {
    ...ROUTE_PATHS.opsRequests,
    query: opsRequestsQuery,
    answer: listOf(opsRequestRow),
  },
  opsRequest: { ...ROUTE_PATHS.opsRequest, params: opsRequestParams, answer: opsRequestDetail },
  opsRequestReply: {
    ...ROUTE_PATHS.opsRequestReply,
    params: opsRequestParams,
    body: opsReplyBody,
    answer: opsRequestRow,
  },
} as const satisfies Record<string, ApiRoute>;

export type Routes = typeof ROUTES;
export type RouteKey = keyof Routes;

/** The answer's msg, as the server builds it and the web receives it. */
export type RouteAnswer<R extends ApiRoute> = R extends { answer: infer A extends z.ZodType }
  ? z.output<A>
  : unknown;
