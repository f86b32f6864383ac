// Every element the scenario touches, by the web app's `data-testid` (apps/web/README.md lists them).
// Adjust here when the web app renames one; the scenario itself never uses CSS classes or texts.

export const PATHS = {
  login: '/admin/manage-login',
  register: '/admin/manage-register',
  /** Without ?token: the "forgot password" form; with ?token=T: the new-password form. */
  reset: '/admin/manage-reset',
  profile: '/admin/profile',
} as const;

export const T = {
  // Authentication screen (one page, four modes: auth-login, auth-register, auth-forget, auth-reset).
  authLogin: 'auth-login',
  authRegister: 'auth-register',
  authForget: 'auth-forget',
  authReset: 'auth-reset',
  authEmail: 'auth-email',
  authPassword: 'auth-password',
  authConfirm: 'auth-confirm',
  authSubmit: 'auth-submit',
  authLinkRegister: 'auth-link-register',
  authLinkForgot: 'auth-link-forgot',
  /** The login mode's neutral notice after a registration (the same whether or not the address had an account). */
  authRegistered: 'auth-registered',
  resetPending: 'reset-pending',

  // Member shell (/admin/*).
  memberShell: 'member-shell',
  userMenu: 'user-menu',
  userEmail: 'user-email',
  logout: 'logout',
  languageSelect: 'language-select',
  languageOption: (lang: 'en' | 'zh-cn' | 'zh-tw') => `language-option-${lang}`,
  menuProfile: 'menu-profile',

  // My Account (/admin/profile).
  profilePage: 'profile-page',
  profileTab: (tab: 'enterprise' | 'contact' | 'password') => `profile-tab-${tab}`,
  contactTab: 'contact-tab',
  contactNew: 'contact-new',
  contactField: (field: 'firstName' | 'lastName' | 'telephone') => `contact-${field}`,
  contactModalOk: 'contact-modal-ok',
  /** Prefix of each contact table row: contact-row-<id>. */
  contactRowPrefix: 'contact-row-',
} as const;

/** The purchase path: product list, wizard, buy-details. */
export const P = {
  productList: 'product-list-page',
  productTab: (key: string) => `product-tab-${key}`,
  productRow: (shortName: string) => `product-row-${shortName}`,
  productYear: (shortName: string) => `product-year-${shortName}`,
  productYearOption: (shortName: string, months: number) => `product-year-option-${shortName}-${months}`,
  productBuy: (shortName: string) => `product-buy-${shortName}`,
  placeOrder: 'place-order-page',
  contact: (field: 'firstName' | 'lastName' | 'telephone') => `wizard-contact-${field}`,
  contactNext: 'wizard-contact-next',
  csrTabOnline: 'wizard-csr-tab-online',
  csrDomains: 'wizard-csr-domains',
  csrKeyAlgorithm: (algorithm: 'RSA2048' | 'ECDSAP256') => `wizard-csr-keyAlgorithm-${algorithm}`,
  csrNext: 'wizard-csr-next',
  keyDownload: 'wizard-key-download',
  keySaved: 'wizard-key-saved',
  keyNext: 'wizard-key-next',
  dcv: (method: 'dns' | 'http' | 'email') => `wizard-dcv-${method}`,
  dcvNext: 'wizard-dcv-next',
  buyDetails: 'buy-details-page',
  finalTotal: 'buy-final-total',
  payBalance: 'buy-pay-balance',
  /** The confirmation of a balance payment ("Pay $59.00 from your account balance?") and of a trial. */
  payBalanceOk: 'buy-pay-balance-ok',
  payBalanceCancel: 'buy-pay-balance-cancel',
  freeTrial: 'buy-free-trial',
  freeTrialOk: 'buy-free-trial-ok',
  validation: 'wizard-validation',
  validationRow: (domain: string) => `wizard-validation-row-${domain}`,
  validationSubmit: 'wizard-validation-submit',
  resultSuccess: 'wizard-result-success',
} as const;

/** My certificates (/admin/cert): the list and the download of one certificate. */
export const C = {
  path: '/admin/cert',
  page: 'certs-page',
  row: (sha1: string) => `cert-row-${sha1}`,
  /** Opens the download menu of one certificate. */
  download: (sha1: string) => `cert-download-${sha1}`,
  downloadIis: 'cert-download-iis',
  password: 'cert-password',
  passwordConfirm: 'cert-password-confirm',
  passwordOk: 'cert-password-ok',
} as const;

/** The order detail's delivery tokens (issue 21, B4). */
export const D = {
  card: 'delivery-tokens-card',
  create: 'delivery-create',
  name: 'delivery-name',
  includeKey: 'delivery-include-key',
  includeKeyWarning: 'delivery-include-key-warning',
  createOk: 'delivery-create-ok',
  /** The new token's read-only input (shown once) and its examples. */
  newToken: 'delivery-new-token',
  exampleTry: 'delivery-example-try',
  exampleCron: 'delivery-example-cron',
  exampleHook: 'delivery-example-hook',
  newClose: 'delivery-new-close',
  row: (id: number) => `delivery-token-${id}`,
  /** Carries data-state active / revoked / closed. */
  state: 'delivery-token-state',
  lastUsed: 'delivery-token-last-used',
  revoke: 'delivery-token-revoke',
  revokeOk: 'delivery-revoke-ok',
} as const;

/** My Orders (/admin/order/list), the bulk submit, and the order detail with its note and refund. */
export const O = {
  path: '/admin/order/list',
  page: 'orders-page',
  /** Filters: the status select has no test ids on its options (picked by keyboard), the domain input. */
  filterTag: 'orders-filter-tag',
  filterDomain: 'orders-filter-domain',
  search: 'orders-search',
  csv: 'orders-csv',
  /** Table rows (cards below 992 px): order-row-<id>; each holds the row's selection checkbox. */
  rowPrefix: 'order-row-',
  row: (id: number) => `order-row-${id}`,
  batch: 'orders-batch',
  batchSubmit: 'orders-batch-submit',
  /** Carries data-done / data-total. */
  bulkProgress: 'bulk-submit-progress',
  /** Carries data-state waiting / ok / failed. */
  bulkResult: (id: number) => `bulk-submit-result-${id}`,
  detailPath: (id: number) => `/admin/order-detail/${id}`,
  detail: 'order-detail-page',
  /** Carries data-status. */
  status: 'order-status',
  noteText: 'order-note-text',
  noteInput: 'order-note-input',
  noteSave: 'order-note-save',
  noteEdit: 'order-note-edit',
  /** Opens a confirmation whose OK button has no test id (the note reset's has: order-note-reset-ok). */
  cancel: 'order-cancel',
  refund: 'order-refund',
  refundEmail: 'refund-email',
  refundPhone: 'refund-phone',
  refundDesc: 'refund-desc',
  refundOk: 'refund-ok',
  refundConfirmOk: 'refund-confirm-ok',
  autoRenew: 'order-auto-renew',
  autoRenewEmail: 'auto-renew-email',
  autoRenewOk: 'auto-renew-ok',
  doNotRenew: 'order-do-not-renew',
  doNotRenewOk: 'do-not-renew-ok',
  renewMode: 'order-renew-mode',
  instructions: 'order-instructions',
  noticesCard: 'order-notices-card',
  noticesOwn: 'order-notices-own',
  noticesAccount: 'order-notices-account',
  noticeDays: 'order-notice-days',
  noticesSave: 'order-notices-save',
} as const;

/** Money: add funds through the card wallet, account activity, invoicing. */
export const M = {
  addFundsPath: '/admin/invoice/add-funds',
  activityPath: '/admin/invoice/account-activity',
  billingPath: '/admin/invoice/billing',
  addFunds: 'add-funds-page',
  amount: 'funds-amount',
  wallet: 'funds-wallet',
  walletContinue: 'funds-wallet-continue',
  activity: 'activity-page',
  activityBalance: 'activity-balance',
  activityRow: (paymentID: string) => `activity-row-${paymentID}`,
  billing: 'billing-page',
  invoiceRow: (paymentID: string) => `invoice-row-${paymentID}`,
  invoiceOpen: (paymentID: string) => `invoice-open-${paymentID}`,
} as const;

/** Layout: the pages the layout story loads (path and the test id that says the page is there), header, cells. */
export const L = {
  memberPages: [
    { path: '/admin/profile', ready: 'enterprise-tab' },
    { path: '/admin/get-cert', ready: 'product-list-page' },
    { path: '/admin/order/list', ready: 'orders-page' },
    { path: '/admin/cert', ready: 'certs-page' },
    { path: '/admin/invoice/billing', ready: 'billing-page' },
    { path: '/admin/invoice/account-activity', ready: 'activity-page' },
    { path: '/admin/invoice/account-statement', ready: 'statement-page' },
    { path: '/admin/invoice/add-funds', ready: 'add-funds-page' },
    { path: '/admin/notification', ready: 'notifications-page' },
  ],
  login: '/admin/manage-login',
  authLogin: 'auth-login',
  memberShell: 'member-shell',
  currencySelect: 'currency-select',
  languageSelect: 'language-select',
  balance: 'balance-dropdown',
  userMenu: 'user-menu',
  menuToggle: 'menu-toggle',
  activityPath: '/admin/invoice/account-activity',
  billingPath: '/admin/invoice/billing',
  statementPath: '/admin/invoice/account-statement',
  profilePath: '/admin/profile',
  activityAmount: (id: string) => `activity-amount-${id}`,
  activityTime: (id: string) => `activity-time-${id}`,
  invoiceAmount: (id: string) => `invoice-amount-${id}`,
  invoiceDate: (id: string) => `invoice-date-${id}`,
  statementTime: (id: number) => `statement-time-${id}`,
  statementTotal: (id: number) => `statement-total-${id}`,
  enterpriseRow: (id: number) => `enterprise-row-${id}`,
  ordersPath: '/admin/order/list',
  ordersPage: 'orders-page',
  orderRow: (id: number) => `order-row-${id}`,
  orderCreated: (id: number) => `order-created-${id}`,
  orderProduct: (id: number) => `order-product-${id}`,
  /** My Orders' header buttons and the batch menu. */
  ordersButtons: ['orders-3days', 'orders-csv', 'orders-batch'],
  /** The search form, and the panel around it (data-collapsed) with its toggle below 992 px (data-active). */
  ordersFilters: 'orders-filters',
  ordersFilterPanel: 'orders-filter-panel',
  ordersFilterToggle: 'orders-filter-panel-toggle',
  certsPath: '/admin/cert',
  certBegin: (sha1: string) => `cert-begin-${sha1}`,
  certEnd: (sha1: string) => `cert-end-${sha1}`,
  statementCreated: (id: number) => `statement-created-${id}`,
  statementUpdated: (id: number) => `statement-updated-${id}`,
  detailPath: (id: number) => `/admin/order-detail/${id}`,
  detailPage: 'order-detail-page',
  /** The cards of the order detail that hold long values (the validation card at status 0 and 1 only). */
  detailCards: ['order-note-card', 'order-details-card', 'detail-validation', 'order-contact-card'],
  detailValues: ['order-common-name', 'order-contact-email', 'order-note-text'],
} as const;

/** Bank transfer on Add funds, and the Add-funds links of "balance not enough". */
export const F = {
  buyDetailsPath: (orderId: number) => `/admin/order/buy-details?orderID=${orderId}`,
  buyDetails: 'buy-details-page',
  payBalance: 'buy-pay-balance',
  payBalanceOk: 'buy-pay-balance-ok',
  payError: 'buy-pay-error',
  buyAddFunds: 'buy-add-funds',
  addFundsPath: '/admin/invoice/add-funds',
  addFunds: 'add-funds-page',
  amount: 'funds-amount',
  offline: 'funds-offline',
  create: 'funds-offline-create',
  reference: 'funds-offline-reference',
  transferAmount: 'funds-offline-amount',
  instructions: 'funds-offline-instructions',
  pending: 'funds-offline-pending',
  pendingRow: (paymentID: string) => `funds-offline-pending-${paymentID}`,
  balanceAmount: 'balance-amount',
} as const;

/** Sub-users: the list, the add-user page and the fields they share (apps/web/src/features/team). */
export const S = {
  listPath: '/admin/account/manage',
  addPath: '/admin/account/add-user',
  list: 'subusers-page',
  add: 'subusers-add',
  addPage: 'add-subuser-page',
  addSubmit: 'add-subuser-submit',
  addBack: 'add-subuser-back',
  field: (name: 'email' | 'firstName' | 'lastName' | 'telephone' | 'jobTitle') => `subuser-${name}`,
  select: (name: 'role' | 'auditPerm') => `subuser-${name}`,
  option: (name: 'role' | 'auditPerm', value: string) => `subuser-${name}-option-${value}`,
  row: (uid: string) => `subuser-row-${uid}`,
  status: (uid: string) => `subuser-status-${uid}`,
  audit: (uid: string) => `subuser-audit-${uid}`,
  resend: (uid: string) => `subuser-resend-${uid}`,
  resendOk: 'subuser-resend-ok',
  balance: 'balance-dropdown',
  billingMenu: 'menu-billing',
  ordersMenu: 'menu-orderList',
  teamMenu: 'menu-subUsers',
  billingPath: '/admin/invoice/billing',
  billingNotAllowed: 'billing-not-allowed',
} as const;

/** The operator console (/ops, issue 18). */
export const OPS = {
  shell: 'ops-shell',
  notFound: 'not-found',
  ordersPage: 'ops-orders-page',
  filterDomain: 'ops-filter-domain',
  search: 'ops-search',
  orderRow: (id: number) => `ops-order-row-${id}`,
  orderOpen: (id: number) => `ops-order-open-${id}`,
  orderDrawer: 'ops-order-detail',
  orderDrawerAccount: 'ops-order-detail-account',
  orderDrawerStatus: 'ops-order-detail-status',
  orderDrawerContact: 'ops-order-detail-contact',
  approve: (id: number) => `ops-approve-${id}`,
  decisionText: 'ops-decision-text',
  decisionOk: 'ops-decision-ok',
  creditPage: 'ops-credit-page',
  creditUid: 'ops-credit-uid',
  creditAmount: 'ops-credit-amount',
  creditNote: 'ops-credit-note',
  creditSubmit: 'ops-credit-submit',
  creditConfirmOk: 'ops-credit-confirm-ok',
  password: 'ops-password',
  passwordOk: 'ops-password-ok',
  auditPage: 'ops-audit-page',
  auditTable: 'ops-audit-table',
  auditSearch: 'ops-audit-search',
  orderDetail: 'order-detail-page',
  orderStatus: 'order-status',
  menuUsers: 'ops-menu-users',
  menuRefunds: 'ops-menu-refunds',
  usersPage: 'ops-users-page',
  usersSearch: 'ops-users-search',
  userLink: (uid: string) => `ops-user-link-${uid}`,
  userPage: 'ops-user-page',
  userBalance: 'ops-user-balance',
  userStatus: 'ops-user-status',
  /** A user page's action button, its dialog's fields and OK. */
  userAction: (action: 'debit' | 'disable' | 'enable') => `ops-user-${action}`,
  userDialogField: (action: 'debit', field: 'amount' | 'note') => `ops-user-${action}-dialog-${field}`,
  userDialogOk: (action: 'debit' | 'disable' | 'enable') => `ops-user-${action}-dialog-ok`,
  refundsPage: 'ops-refunds-page',
  refundRow: (id: number) => `ops-refund-row-${id}`,
  refundApprove: (id: number) => `ops-refund-approve-${id}`,
  refundDialogOk: 'ops-refund-dialog-ok',
  memberOrdersMenu: 'menu-orderList',
  memberProfilePath: '/admin/profile',
} as const;

/** The console's overview and Security page (ops-overview story). */
export const OPS_OVERVIEW = {
  page: 'ops-overview-page',
  tile: (key: string) => `ops-tile-${key}`,
  tileCount: (key: string) => `ops-tile-${key}-count`,
  salesCanvas: 'ops-sales-canvas',
  statusesCanvas: 'ops-statuses-canvas',
  menuSecurity: 'ops-menu-security',
  securityPage: 'ops-security-page',
  enrol: 'ops-totp-enrol',
  secret: 'ops-totp-secret',
  uri: 'ops-totp-uri',
  activateCode: 'ops-totp-activate-code',
  activate: 'ops-totp-activate',
  status: 'ops-totp-status',
  passwordCode: 'ops-password-code',
  requiredScreen: 'ops-totp-required-screen',
  unlockPassword: 'ops-totp-unlock-password',
  unlockCode: 'ops-totp-unlock-code',
  unlock: 'ops-totp-unlock',
} as const;

/** The operator console's catalogue pages (e2e/src/ops-catalogue-scenario.ts). */
export const OPS_CATALOGUE = {
  menu: (name: 'products' | 'tabs' | 'rates' | 'coupons') => `ops-menu-${name}`,
  productsPage: 'ops-products-page',
  productRow: (shortName: string) => `ops-product-row-${shortName}`,
  productEdit: (shortName: string) => `ops-product-edit-${shortName}`,
  oneYear: (shortName: string) => `ops-product-oneyear-${shortName}`,
  active: (shortName: string) => `ops-product-active-${shortName}`,
  price: (months: number) => `ops-product-price-${months}`,
  editOk: 'ops-product-edit-ok',
  toggleOk: 'ops-product-toggle-ok',
  couponsPage: 'ops-coupons-page',
  couponNew: 'ops-coupon-new',
  couponField: (name: 'account' | 'amount' | 'title' | 'describe' | 'publishAt' | 'endAt') =>
    `ops-coupon-dialog-${name}`,
  couponOk: 'ops-coupon-dialog-ok',
  customerCoupon: (code: string) => `coupon-card-${code}`,
} as const;

/** The ACME section of an issued order's detail page (docs/domain/acme-server.md). */
export const A = {
  card: 'order-acme-card',
  directory: 'acme-directory',
  create: 'acme-create',
  createdKid: 'acme-created-kid',
  createdHmac: 'acme-created-hmac',
  createdClose: 'acme-created-close',
  lego: 'acme-lego',
  certbot: 'acme-certbot',
  list: 'acme-list',
  revoke: (id: number) => `acme-revoke-${id}`,
  revokeOk: 'acme-revoke-ok',
} as const;
