/**
 * Texts of the order lifecycle (server): renewal preferences (PUT order/renewal) and the mails of the jobs —
 * free-trial reminders, automatic payment at the end of a trial, cancellation of an unpaid trial, expiry
 * reminders and automatic renewal.
 */
export const lifecycle = {
  validation: {
    renewModeInvalid: 'Please choose automatic renewal, manual renewal or do not renew',
    emailRequired: 'Please enter email',
    noticeDayRange: 'Each notice is a whole number of days from 1 to {{n}}',
    noticeDaysDuplicate: 'Each number of days may be chosen once',
    noticeDaysTooMany: 'Choose at most {{n}} notices',
    noticeDaysRequired: 'Please give the notice days as a list (an empty list: no notices)',
  },
  errors: {
    saleCannotRenew:
      'Your role cannot change renewal settings: automatic renewal charges the account balance. The main account or a finance user can change them.',
    renewalNotPaid: 'Order {{id}} is not paid yet: renewal settings apply once it is paid.',
    renewalClosed: 'Order {{id}} is closed and can no longer be renewed.',
    renewEmailNotAllowed: 'Please choose the email of this account or of one of its users',
    noticesNotPaid: 'Order {{id}} is not paid yet: its expiry notices can be chosen once it is paid.',
    noticesClosed: 'Order {{id}} is closed: it gets no more expiry notices.',
  },
  mail: {
    trialReminderSubject: 'Order #{{orderId}}: your free trial ends on {{date}}',
    trialReminderBody:
      'The free trial of order #{{orderId}} ({{domain}}) ends on {{date}}.\n\nPlease pay {{amount}} USD by {{deadline}}. An order still unpaid then is cancelled and its certificate revoked.\n\nPay now: {{link}}',
    trialAutoPayNoticeSubject: 'Order #{{orderId}}: automatic payment on {{date}}',
    trialAutoPayNoticeBody:
      'The free trial of order #{{orderId}} ({{domain}}) ends on {{date}}. Automatic payment is on: {{amount}} USD will then be charged to your account balance (balance now: {{balance}} USD). Please make sure the balance covers it.\n\nOrder: {{link}}',
    trialEndedSubject: 'Order #{{orderId}}: your free trial has ended, please pay by {{deadline}}',
    trialEndedBody:
      'The free trial of order #{{orderId}} ({{domain}}) has ended.\n\nPlease pay {{amount}} USD by {{deadline}}. Otherwise the order is cancelled and its certificate revoked.\n\nPay now: {{link}}',
    trialChargedSubject: 'Order #{{orderId}} paid automatically',
    trialChargedBody:
      'The free trial of order #{{orderId}} ({{domain}}) has ended and {{amount}} USD was charged to your account balance (balance now: {{balance}} USD). Thank you.\n\nOrder: {{link}}',
    trialChargeFailedSubject: 'Order #{{orderId}}: automatic payment failed',
    trialChargeFailedBody:
      'We could not charge {{amount}} USD for order #{{orderId}} ({{domain}}): your account balance is {{balance}} USD.\n\nPlease add funds or pay the order by {{deadline}}; we try again while the order waits. An order still unpaid then is cancelled and its certificate revoked.\n\nPay now: {{link}}',
    trialCancelledSubject: 'Order #{{orderId}} cancelled: the free trial was not paid',
    trialCancelledBody:
      'The free trial of order #{{orderId}} ({{domain}}) ended on {{date}} and the order was not paid within {{days}} days. The order is cancelled and its certificate revoked.\n\nOrder: {{link}}',
    expiringSubject: 'Order #{{orderId}} ({{domain}}) ends on {{date}}',
    expiringManualBody:
      'Order #{{orderId}} ({{domain}}) ends on {{date}}, in {{days}} days. Renew it to keep a valid certificate: open the order and choose Renew.\n\nOrder: {{link}}',
    expiringAutoBody:
      'Order #{{orderId}} ({{domain}}) ends on {{date}}, in {{days}} days. Automatic renewal is on: 7 days before the end a renewal order is created and about {{amount}} USD charged to your account balance (balance now: {{balance}} USD).\n\nOrder: {{link}}',
    expiringNeverBody:
      'Order #{{orderId}} ({{domain}}) ends on {{date}}, in {{days}} days. You chose not to renew it, so no renewal is made; you can still renew it from the order page.\n\nOrder: {{link}}',
    certificateExpiringSubject: 'The certificate of order #{{orderId}} ({{domain}}) expires on {{date}}',
    certificateExpiringBody:
      'The certificate of order #{{orderId}} ({{domain}}, serial {{serial}}) expires on {{date}}, in {{days}} days. A server still using it then shows visitors an error.\n\nYour order runs until {{end}}, so it gets a new certificate: the portal issues it {{renewDays}} days before this one expires and mails you when it is ready (or when its names must be validated again). Download the new certificate and install it in place of this one: {{link}}\n\nNeed other names or a new key now? Reissue it: {{reissueLink}}',
    renewedSubject: 'Order #{{orderId}} renewed: renewal order #{{renewalId}}',
    renewedBody:
      'Automatic renewal of order #{{orderId}} ({{domain}}): renewal order #{{renewalId}} was created and {{amount}} USD charged to your account balance (balance now: {{balance}} USD).\n\nSubmit the renewal order to validate its names and get its certificate: {{link}}',
    validationWaitingSubject: 'Order #{{orderId}}: still waiting for domain validation',
    validationWaitingBody:
      'Order #{{orderId}} ({{domain}}) was placed {{days}} days ago and its domain validation is not done yet, so the certificate cannot be issued.\n\nOpen the order to see the validation values (DNS record, file or e-mail) and check them again: {{link}}',
    renewalFailedSubject: 'Order #{{orderId}}: the automatic renewal could not be paid',
    renewalFailedBody:
      'We could not charge {{amount}} USD for renewal order #{{renewalId}} of order #{{orderId}} ({{domain}}): your account balance is {{balance}} USD.\n\nThe renewal order waits for payment; order #{{orderId}} ends on {{date}} and we try again until then.\n\nRenewal order: {{link}}',
  },
};
