/** Texts the server writes itself: mails, the approval page, the outage answer. */
export const server = {
  /** The answer of every API call while the database cannot be reached (code 1028, HTTP 503). */
  unavailable: 'The service is briefly unavailable. Please try again in a moment.',
  mail: {
    refundReceivedSubject: 'Refund application for order {{orderId}} received',
    refundReceivedBody:
      'Hello,\n\nwe received your refund application for order {{orderId}} ({{amount}} USD). We will decide within a few working days and write to you.\n',
    refundApprovedSubject: 'Refund of order {{orderId}} approved',
    refundApprovedBody:
      'Hello,\n\nyour refund application for order {{orderId}} was approved: {{amount}} USD has been credited to your account balance. Any certificate issued under the order has been revoked.\n',
    refundRejectedSubject: 'Refund of order {{orderId}} not approved',
    refundRejectedBody:
      'Hello,\n\nyour refund application for order {{orderId}} was not approved.\nReason: {{reason}}\n\nThe order continues as before.\n',
    reviewApprovedSubject: 'Order {{orderId}} passed the review',
    reviewApprovedBody:
      'Hello,\n\nthe review of order {{orderId}} ({{domain}}) is complete and the order was approved. The certificate is being issued; you will find it on the order page.\n',
    reviewRejectedSubject: 'Order {{orderId}} did not pass the review',
    reviewRejectedBody:
      'Hello,\n\norder {{orderId}} ({{domain}}) did not pass the review.\nReason: {{reason}}\n\nAmount returned to your account balance: {{amount}} USD.\n',
    renewedSubject: 'Your certificate for {{domain}} was renewed',
    renewedBody:
      'Hello,\n\nthe certificate of order {{orderId}} for {{domain}} was renewed within your subscription. Download the new certificate here and install it before the old one ends:\n\n{{link}}\n',
    renewalValidateSubject: 'Action needed: validate {{domain}} to renew its certificate',
    renewalValidateBody:
      'Hello,\n\nthe certificate of order {{orderId}} for {{domain}} ends soon and your subscription runs on. The earlier domain validation can no longer be reused, so please publish the new validation values shown here:\n\n{{link}}\n',
    dcvSubject: 'Approve the certificate for {{domain}}',
    dcvBody:
      'Hello,\n\na certificate for {{domain}} was ordered through the certificate portal (order {{orderId}}, product {{product}}).\nThis address ({{email}}) is one the CA/Browser Forum rules allow to approve certificates for this domain.\n\nIf you agree that this certificate may be issued, open the link and confirm:\n\n{{link}}\n\nIf you did not expect this, ignore this mail: nothing is issued without your approval.\n',
    resetSubject: 'Reset your password',
    resetBody:
      'Hello,\n\nsomeone asked to reset the password of the account {{email}}.\nOpen this link within {{minutes}} minutes to choose a new password:\n\n{{link}}\n\nIf it was not you, ignore this mail: your password stays as it is.\n',
    registerTakenSubject: 'Someone tried to sign up with your address',
    registerTakenBody:
      'Hello,\n\nsomeone just tried to sign up for the certificate portal with your address {{email}}. It already has an account, so no new account was made and nothing about yours has changed.\n\nIf it was you, log in here: {{loginLink}}\nForgot your password? Choose a new one here:\n\n{{link}}\n\nIf it was not you, ignore this mail.\n',
    welcomeSubject: 'Welcome to the certificate portal',
    welcomeBody: 'Hello,\n\nyour account {{email}} is ready. Log in here: {{link}}\n',
    payoutPaidSubject: 'Affiliate payout {{payoutId}} paid',
    payoutPaidBody:
      'Hello,\n\nyour affiliate payout {{payoutId}} of {{amount}} USD has been paid.\nReference: {{reference}}\n',
    payoutRejectedSubject: 'Affiliate payout {{payoutId}} rejected',
    payoutRejectedBody:
      'Hello,\n\nyour affiliate payout request {{payoutId}} of {{amount}} USD was rejected.\nReason: {{reason}}\n\nThe amount is available to request again.\n',
    payoutFailedSubject: 'Affiliate payout {{payoutId}} failed',
    payoutFailedBody:
      'Hello,\n\nyour affiliate payout {{payoutId}} of {{amount}} USD could not be paid.\nReason: {{reason}}\n\nThe amount is available to request again; please check your PayPal ID.\n',
    commissionCancelledSubject: 'Commission on order {{orderId}} cancelled',
    commissionCancelledBody:
      'Hello,\n\norder {{orderId}} of a customer you referred was refunded, so its commission of {{amount}} USD was cancelled.\n',
    commissionReversedSubject: 'Commission on order {{orderId}} reversed',
    commissionReversedBody:
      'Hello,\n\norder {{orderId}} of a customer you referred was refunded after its commission of {{amount}} USD was requested or paid. The amount will be taken from your next payout.\n',
  },
  approval: {
    title: 'Approve a certificate',
    question: 'May a certificate be issued for {{domain}}?',
    detail:
      'Order {{orderId}} ({{product}}) asks to approve {{domain}}. Approve only if you control this domain and expected this request.',
    approve: 'Approve',
    done: 'Thank you: {{domain}} is approved. The certificate will be issued once every name of the order is approved.',
    invalid: 'This approval link is not valid or has been used already.',
  },
};
