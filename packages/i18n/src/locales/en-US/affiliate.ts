/** Texts of the affiliate programme (issue 16): the pages, the server's answers and its descriptions. */
export const affiliate = {
  title: 'Affiliate',
  tabs: {
    linkingCode: 'Linking Code',
    statement: 'Account Statement',
    history: 'Payout History',
    request: 'Money Request',
    howItWorks: 'How Does It Work',
  },
  link: {
    intro:
      'Share this link. Whoever opens it and registers within {{days}} days becomes your referred customer: you earn {{percent}} % of every payment they make in their first year.',
    label: 'Your share link',
    copy: 'Copy',
    copied: 'Copy success',
  },
  summary: {
    awaiting: 'Awaiting clearance',
    total: 'Total earned',
    paid: 'Amount paid',
    available: 'Redeem amount',
    frozen: 'Requested, not paid yet',
    method: 'Payment method',
    payoutId: 'Payout ID',
    referred: 'Referred accounts',
  },
  history: {
    columns: {
      time: 'Time',
      kind: 'Type',
      commission: 'Commission (USD)',
      status: 'Status',
      comment: 'Comment',
    },
    kinds: {
      payout: 'Payout',
      reversal: 'Reversal',
    },
    empty: 'No payouts or reversals yet',
  },
  request: {
    payPalId: 'PayPal ID',
    payPalIdPlaceholder: 'PayPal e-mail address or payer ID',
    amount: 'Extract amount (USD)',
    available: 'Cleared and available: {{amount}} USD',
    minimum: 'Minimum payout: {{amount}} USD',
    submit: 'Request payout',
    success: 'Your payout request was received; an operator will pay it soon',
    mainOnly: 'Only the main account can request a payout.',
    notEnough: 'A payout needs at least {{amount}} USD of cleared commission.',
  },
  how: {
    share:
      'Share your link ({{host}}/?id=your uid). A visitor who opens it gets a cookie for {{days}} days; if they register in that time, their account is yours as a referral, for good.',
    earn: 'For one year after they register, you earn {{percent}} % of every payment of the referred account and of its sub-users (any payment method). Free trials pay nothing and earn nothing.',
    bonus:
      'Sign-on bonus: your first referred sale also earns you {{bonus}} USD, once. If that order is refunded, the bonus goes with it and your next referred sale earns it again.',
    clearance:
      'Commission clears {{days}} days after the payment (the refund window). Only cleared commission can be requested.',
    payout:
      'Request a payout of at least {{minimum}} USD to your PayPal account. The amount is frozen until an operator pays it (usually through PayPal) or rejects the request; you get a letter and a mail either way.',
    refunds:
      'A refunded order cancels its commission. If the commission was already requested or paid, the amount is taken from your next payout.',
  },
  orders: {
    title: 'Commission orders',
    columns: {
      id: 'ID',
      orderId: 'Order',
      email: 'Customer',
      commission: 'Commission (USD)',
      describe: 'Description',
      status: 'Status',
      total: 'Order amount (USD)',
      paidAt: 'Paid out',
      createdAt: 'Earned',
    },
    empty: 'No commission yet: share your link to earn some',
  },
  extract: {
    title: 'Commission extract',
    tabs: {
      list: 'Extract list',
      details: 'Extract details',
    },
    columns: {
      id: 'ID',
      uid: 'Account UID',
      status: 'Status',
      comment: 'Comment',
      total: 'Total amount (USD)',
      createdAt: 'Created',
      payPalId: 'PayPal ID',
      paidAt: 'Paid',
    },
    empty: 'No payout requests yet',
    detail: {
      extractAmount: 'Extractable amount',
      freezeAmount: 'Frozen amount',
      totalAmount: 'Total earned',
    },
  },
  status: {
    awaiting: 'Awaiting clearance',
    cleared: 'Cleared',
    requested: 'Requested',
    paid: 'Paid',
    cancelled: 'Cancelled',
  },
  kinds: {
    commission: 'Commission',
    bonus: 'Sign-on bonus',
    reversal: 'Reversal',
  },
  payoutStatus: {
    requested: 'Requested',
    processing: 'Processing',
    paid: 'Paid',
    rejected: 'Rejected',
    failed: 'Failed',
  },
  describe: {
    order: '{{product}}, {{months}} months',
    reissue: 'Added names of {{product}}',
    bonus: 'Sign-on bonus',
    reversal: 'Refund of order {{orderId}}',
    unknown: 'Order {{orderId}}',
  },
  validation: {
    payPalIdRequired: 'Please enter your PayPal ID',
    payPalIdInvalid: 'Please enter a PayPal e-mail address or a PayPal payer ID (13 letters and digits)',
    amountRequired: 'Please enter your extract amount',
    amountInvalid: 'Please enter an amount in USD with at most two decimals',
    amountMin: 'The minimum payout is $50.00',
  },
  errors: {
    notEnoughCleared:
      'You can request at most {{amount}} USD: that is your cleared commission not requested yet',
    payoutNotFound: 'Payout {{id}} does not exist',
    payoutState: 'Payout {{id}} cannot be decided now (it is {{status}})',
    payPalNotConfigured: 'PayPal is not configured: pay the affiliate by hand and record the reference',
  },
};
