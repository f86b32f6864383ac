/** Texts of the API Keys page (/admin/integration/api) and of the key's server answers (issue 14, B9). */
export const apiKeys = {
  title: 'API tokens',
  intro:
    'An API key lets your own software call the portal’s API with the rights you choose below. Send it as the header “Authorization: Bearer <key>”.',
  key: 'API key',
  noKey: 'No key has been made yet',
  copy: 'Copy',
  copied: 'Copied',
  copyFailed: 'Could not copy; please select the text and copy it',
  reset: 'Reset key',
  create: 'Create key',
  resetConfirmTitle: 'Make a new API key?',
  resetConfirm:
    'The current key stops working at once: every program that uses it will be refused until you give it the new key.',
  resetOk: 'Make a new key',
  cancel: 'Cancel',
  newKeyTitle: 'Your new API key',
  newKeyWarning: 'Copy it now and keep it somewhere safe: it will not be shown again.',
  createdAt: 'Created',
  lastUsedAt: 'Last used',
  never: 'Never',
  scope: 'Scope',
  scopeSave: 'Save scope',
  scopeSaved: 'The key’s scope was changed',
  scopeNeedsKey: 'Make a key first; its scope can be changed at any time afterwards',
  scopes: {
    read: 'Read-only',
    orders: 'Orders',
    full: 'Full',
  },
  scopeHelp: {
    read: 'Read orders, certificates, balance, invoices, contacts and business information. Nothing can be changed.',
    orders:
      'Also place and manage orders (validation, reissue, cancel, notes), contacts and business information. No payments, no funds.',
    full: 'Everything the main account may do, including payments, funds and refunds, except sub-users and API keys.',
  },
  openApi: 'OpenAPI document',
  openApiHelp: 'Every call, its parameters, answers and error codes, for code generators and API tools.',
  download: 'Download OpenAPI',
  reference: 'API reference',
  referenceLoading: 'Loading the API reference…',
  referenceFailed: 'The API reference could not be loaded',
  loadFailed: 'The API key could not be loaded',
  denied: {
    title: 'Only the main account manages API keys',
    reason:
      'You are signed in as a sub-user with the {{role}} role. An API key lets software act for the whole account without anyone signing in, so making, viewing and resetting it stays with the account’s owner. Ask the main account if your software needs a key.',
    roleMain: 'main account',
  },
  errors: {
    invalid: 'The API key is not valid (wrong, replaced, or its account is disabled)',
    noKey: 'There is no API key yet; make one first',
  },
};
