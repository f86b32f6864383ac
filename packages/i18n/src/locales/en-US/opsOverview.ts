/** The operator console's overview and TOTP (issue 18): the server's answers and the screens' texts. */
export const opsOverview = {
  validation: {
    days: 'Please choose between 1 and 366 days',
  },
  title: 'Overview',
  menu: 'Overview',
  security: 'Security',
  sales: 'Sales per day (USD, UTC)',
  salesTotal: '{{amount}} USD in {{days}} days',
  statuses: 'Orders by status',
  queues: 'Queues',
  queue: {
    review: 'Review queue',
    refunds: 'Refund applications',
    payouts: 'Payout requests',
    offlinePayments: 'Offline payments',
    requests: 'New pricing requests',
  },
  open: 'Open',
  totpRequiredOn: 'TOTP is compulsory for the console',
  totpRequiredOff: 'TOTP is optional for the console (portal settings:ops-totp --required on)',
  loadFailed: 'The overview could not be loaded',
  noTopup: {
    title: 'Customers cannot add funds yet',
    text: 'No card wallet is configured and no bank-transfer instructions are set, so Add funds only shows your sales address. Set either:',
    offline: 'Bank-transfer instructions (console settings)',
    wallet:
      'Card wallet: set PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET in the portal’s environment and restart it',
  },
};

export const opsTotp = {
  validation: {
    codeRequired: 'Please enter the 6-digit code of your authenticator',
    codeInvalid: 'The code has 6 digits',
  },
  errors: {
    wrongCode: 'The code is not correct (or was used already): wait for the next one',
    codeRequired: 'Please enter the code of your authenticator as well',
    notEnrolled: 'Start the enrolment first',
    notEnabled: 'No authenticator is enrolled',
    alreadyEnabled: 'An authenticator is enrolled already: disable it first',
    required:
      'The console needs a second factor: enrol an authenticator (Security) and confirm with its code',
  },
  title: 'Security',
  status: {
    enabled: 'Authenticator (TOTP) enrolled',
    disabled: 'No authenticator enrolled',
    pending: 'Enrolment waiting for the first code',
    required: 'Compulsory for the console',
    optional: 'Optional for the console',
  },
  enrol: 'Enrol an authenticator',
  enrolAgain: 'Start again with a new secret',
  enrolText:
    'Add this account to your authenticator app (TOTP, 30 s, 6 digits): open the link or type the secret in. The secret is shown this once.',
  secret: 'Secret (base32)',
  uri: 'Link for the app',
  code: 'Code from the authenticator',
  activate: 'Activate',
  activated: 'Authenticator enrolled: money actions and the console now ask for its code',
  disable: 'Disable',
  disableTitle: 'Disable the authenticator',
  disabled: 'Authenticator removed',
  password: 'Password',
  requiredTitle: 'A second factor is required',
  requiredText:
    'The console is locked until you enrol an authenticator (TOTP) and confirm with its code in this session.',
  goEnrol: 'Enrol an authenticator',
  unlock: 'Confirm with password and code',
  unlocked: 'Confirmed: the console is open',
};
