/**
 * Which module owns each table (issue 32): only the owner's repositories query it; another module reads or writes
 * it through the owner's `…-records.ts` functions or service. Keyed by the schema's export name, which is what a
 * module imports. `owners.unit.test.ts` checks the map is complete and that the modules keep to it; docs/architecture.md
 * ("Table owners") explains the rule and the exceptions below.
 */
export const TABLE_OWNERS = {
  accounts: 'account',
  acmeAccounts: 'acme-server',
  acmeAuthorizations: 'acme-server',
  acmeChallenges: 'acme-server',
  acmeEabCredentials: 'acme-server',
  acmeNonces: 'acme-server',
  acmeOrders: 'acme-server',
  advertisements: 'advertisements',
  commissions: 'affiliate',
  payouts: 'affiliate',
  referrals: 'affiliate',
  apiKeys: 'api-keys',
  auditEvents: 'audit',
  passwordResets: 'auth',
  accountStatements: 'books',
  currencyRates: 'catalogue',
  productCategories: 'catalogue',
  productPrices: 'catalogue',
  products: 'catalogue',
  settings: 'catalogue',
  certificates: 'certificates',
  couponCampaigns: 'coupons',
  coupons: 'coupons',
  promoCodes: 'coupons',
  promoRedemptions: 'coupons',
  deliveryTokens: 'delivery',
  keyManagerExports: 'key-manager',
  privateKeys: 'keys',
  ledgerEntries: 'ledger',
  letterReads: 'letters',
  letters: 'letters',
  lifecycleMarks: 'lifecycle',
  operatorAudit: 'operator-audit',
  operatorConfirmations: 'ops',
  operatorTotp: 'ops',
  operatorTotpSessions: 'ops',
  reviewDecisions: 'ops',
  dcvDelegations: 'domains',
  dcvZoneValues: 'domains',
  dnsConnectors: 'domains',
  domainReissueNotices: 'domains',
  dcvChallenges: 'orders',
  orderListMarks: 'orders',
  orderListVersions: 'orders',
  orders: 'orders',
  reissues: 'orders',
  payments: 'payments',
  pricingRequests: 'pricing-requests',
  purchaseEvents: 'purchase',
  contacts: 'records',
  enterprises: 'records',
  refunds: 'refunds',
  servedCertificateChecks: 'served-certificates',
  servedCertificateHosts: 'served-certificates',
  sessions: 'sessions',
  builtinCa: 'shared-state',
  cacheVersions: 'shared-state',
  rateLimitHits: 'shared-state',
  skins: 'skins',
  upstreams: 'upstreams',
  upstreamRoutes: 'upstreams',
  providerEvents: 'wallet',
} as const;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * Read models: reporting modules that may read any table (their statements join across owners for one page or
 * file) but write only their own tables.
 */
export const READ_MODELS: Record<string, string> = {
  dashboard: 'one read-only statement counting the team’s orders, coupons and certificates',
  books:
    'activity, invoices and statements join payments, orders, reissues, coupons, the ledger and businesses',
  ops: 'the console’s overview, queues and searches span every account; its changes go through the owners',
  operator: 'the command line’s backup reads every table to write its export',
};

/**
 * Other reads of a foreign table, each a join or look-up inside the reader's own statement (module → tables).
 * New ones should call the owner's records functions instead; these remain until they are paid down.
 */
export const JOINED_READS: Record<string, Partial<Record<TableName, string>>> = {
  affiliate: {
    accounts: 'commissions list the referred account’s e-mail',
    orders: 'a commission names its order’s product and status',
  },
  'api-keys': { accounts: 'a key resolves to its account and role in one look-up' },
  audit: { accounts: 'the audit list shows the acting user’s e-mail' },
  coupons: { accounts: 'the operator’s coupon list shows the account’s e-mail' },
  delivery: { accounts: 'a delivery token resolves to its account in one look-up' },
  domains: {
    accounts:
      'the delegation zone answers a label in one indexed read per DNS query, only while its account is not disabled',
  },
  ledger: { accounts: 'the balance it keeps, accounts.balance_cents (see FOREIGN_WRITES)' },
  letters: { accounts: 'a public letter reaches the accounts registered before it' },
  lifecycle: {
    accounts: 'the mails’ recipient and language, the account’s expiry-notice days',
    certificates: 'expiry notices and renewals are due by the current certificate’s end',
    orders:
      'its jobs find the orders with a step due (trials, renewals, expiry) in one statement with their marks',
  },
  orders: {
    accounts: 'an order’s detail names its account',
    certificates: 'orders are listed with their current certificate',
  },
  payments: { coupons: 'a payment checks the coupon it consumes in its own statement' },
  'pricing-requests': { accounts: 'the request inbox shows the account’s e-mail' },
  sessions: { accounts: 'a session loads its account in the same statement on every request' },
};

/** Writes of a foreign table that stay for now, by file (relative to modules/) and table, with the reason. */
export const FOREIGN_WRITES: { file: string; table: TableName; why: string }[] = [
  {
    file: 'ledger/ledger.repository.ts',
    table: 'accounts',
    why: 'the ledger keeps accounts.balance_cents, the running sum of its entries, in the statement that books one',
  },
  {
    file: 'operator/demo-seed.repository.ts',
    table: 'accounts',
    why: '`portal demo:seed` makes demo accounts set-based in SQL (a million rows never pass through JavaScript)',
  },
  {
    file: 'operator/demo-seed.repository.ts',
    table: 'orders',
    why: '`portal demo:seed` makes demo orders set-based in SQL (a million rows never pass through JavaScript)',
  },
];
