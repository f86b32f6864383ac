/**
 * Texts of the card wallet (PayPal Orders v2): the add-funds page (/admin/invoice/add-funds), the wallet
 * button of buy-details, and the server's answers about top-ups, captures and notifications.
 */
export const wallet = {
  validation: {
    amountRequired: 'Please enter the amount',
    amountInvalid: 'Enter an amount in US dollars with at most two decimals',
    amountMin: 'The minimum amount is $1.00',
    amountMax: 'The maximum amount is $10,000.00',
  },
  errors: {
    notSubmitted: 'This payment has not been sent to the card wallet yet',
    payIdMismatch: 'This card-wallet order does not belong to payment {{id}}',
    notApproved: 'The payment has not been approved in the card wallet yet',
    declined: 'The card wallet declined the payment; please try another card or the account balance',
    voided: 'The card-wallet order was cancelled or has expired; please start the payment again',
    amountMismatch:
      'The card wallet charged {{amount}} {{currency}}, which does not match the payment of {{expected}} USD; nothing was booked',
    otherCapture: 'This payment was settled by another card-wallet order already; nothing was booked',
    unavailable: 'The card wallet cannot be reached right now; please try again in a few minutes',
    refused: 'The card wallet refused the request: {{detail}}',
    nothingToCharge: 'Nothing is left to pay by card; please use the account balance',
    notTopup: 'Payment {{id}} is not a top-up',
  },
  offline: {
    done: 'payment {{id}} marked paid offline (reference {{reference}})',
    already: 'payment {{id}} is paid already ({{channel}}); nothing was changed',
    notConfigured:
      'Bank transfer is not available on this portal yet (no transfer instructions). Please contact support',
    tooMany:
      'You have {{max}} bank transfers waiting to be booked already; please wait for them or cancel one first',
    notOpen: 'Payment {{id}} is not a bank transfer waiting to be booked',
  },
  addFunds: {
    title: 'Add funds',
    intro: 'Top up your account balance. The balance pays orders at once.',
    balance: 'Current balance',
    amount: 'Amount (USD)',
    amountPlaceholder: 'e.g. 100.00',
    walletTitle: 'Pay with the card wallet',
    loading: 'Loading the card wallet…',
    continue: 'Continue to the wallet',
    continueHint:
      'The card wallet could not be shown here. Continue on the wallet’s page; you will come back here afterwards.',
    confirming: 'Confirming your payment…',
    success: 'Top-up success',
    pending:
      'The card wallet is still reviewing this payment. Your balance is credited as soon as it completes.',
    cancelled: 'The payment was cancelled in the card wallet. Nothing was charged.',
    failed: 'The top-up could not be completed',
    tryAgain: 'Try again',
    activity: 'Account activity',
    usdNote: 'USD is the final settlement currency.',
    link: 'Add funds',
    contact: {
      title: 'Adding funds online is not set up on this portal yet',
      text: 'Write to our sales team and they will tell you how to pay:',
      subject: 'Add funds',
      quoteTitle: 'Ask for a quote',
      quote:
        'Or tell us which certificates you need: the sales team replies by e-mail with the price and how to pay.',
    },
    offline: {
      title: 'Pay by bank transfer',
      intro:
        'Transfer the amount yourself and write the reference on the transfer. Your balance is credited once the transfer has arrived and been booked.',
      create: 'Get bank transfer details',
      created:
        'Please transfer exactly {{amount}} USD and write the reference {{reference}} on the transfer.',
      reference: 'Reference',
      amount: 'Amount',
      instructions: 'Where to send it',
      copy: 'Copy',
      copied: 'Copied',
      pending: 'Transfers waiting to be booked',
      createdAt: 'Created',
      cancel: 'Cancel',
      cancelConfirm: 'Cancel transfer {{reference}}? Do not send the money afterwards.',
      cancelled: 'Transfer {{reference}} cancelled',
    },
  },
  buy: {
    continue: 'Continue to the wallet',
    continueHint:
      'The card wallet could not be shown here. Continue on the wallet’s page; you will come back to this order afterwards.',
    confirming: 'Confirming your payment…',
    pending:
      'The card wallet is still reviewing this payment. The order is marked paid as soon as it completes.',
    cancelled: 'The payment was cancelled in the card wallet. Nothing was charged.',
    credited:
      'The order could no longer be paid when the money arrived; the amount was added to your account balance.',
  },
};
