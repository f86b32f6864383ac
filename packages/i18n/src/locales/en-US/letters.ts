/** Texts of the notification letters (issue 15): the page, the server's answers and the letters it writes. */
export const letters = {
  title: 'Notifications',
  tabs: {
    private: 'Reply, News and Updates',
    public: 'Notice',
  },
  noTitle: 'No title',
  read: 'Read',
  unread: 'Unread',
  empty: 'No letters yet',
  validation: {
    tagInvalid: 'The tag must be private or public',
    idInvalid: 'The letter number is invalid',
    statusInvalid: 'The status can only be set to read',
  },
  errors: {
    notFound: 'The letter does not exist',
  },
  events: {
    paymentReceivedTitle: 'Payment received: {{amount}} USD',
    paymentReceivedBody:
      '<p>We received your payment of <b>{{amount}} USD</b> ({{channel}}) for {{what}}.</p><p>Thank you.</p>',
    fundsAddedTitle: 'Funds added: {{amount}} USD',
    fundsAddedBody:
      '<p><b>{{amount}} USD</b> ({{channel}}) reached your account balance. Your balance is now <b>{{balance}} USD</b>.</p>',
    channelFund: 'account balance',
    channelPaypal: 'card wallet',
    channelOffline: 'bank transfer',
    whatOrders: 'order {{orders}}',
    whatReissues: 'the added names of reissue {{reissues}}',
    certificateIssuedTitle: 'Certificate issued: {{domain}}',
    certificateIssuedBody:
      '<p>The certificate for <b>{{domain}}</b> (order {{orderId}}) has been issued.</p><p><a href="{{link}}">Open the order</a> to download it.</p>',
    refundApprovedTitle: 'Refund approved: order {{orderId}}',
    refundApprovedBody:
      '<p>Your refund of order {{orderId}} was approved: <b>{{amount}} USD</b> went back to your account balance.</p>',
    refundRejectedTitle: 'Refund rejected: order {{orderId}}',
    refundRejectedBody:
      '<p>Your refund application for order {{orderId}} was rejected.</p><p>Reason: {{reason}}</p>',
    reviewApprovedTitle: 'Review passed: order {{orderId}}',
    reviewApprovedBody:
      '<p>The review of order {{orderId}} ({{domain}}) is complete and the order was approved; the certificate is being issued.</p>',
    reviewRejectedTitle: 'Review not passed: order {{orderId}}',
    reviewRejectedBody:
      '<p>Order {{orderId}} ({{domain}}) did not pass the review.</p><p>Reason: {{reason}}</p><p>Amount returned to your balance: <b>{{amount}} USD</b>.</p>',
    subUserInvitedTitle: 'Sub-user invited: {{email}}',
    subUserInvitedBody:
      '<p>{{email}} was invited to your account as a {{role}} user. The invitation link is valid for {{days}} days.</p>',
    payoutPaidTitle: 'Payout {{id}} paid: {{amount}} USD',
    payoutPaidBody:
      '<p>Your affiliate payout {{id}} of <b>{{amount}} USD</b> has been paid.</p><p>Reference: {{reference}}</p>',
    payoutRejectedTitle: 'Payout {{id}} rejected',
    payoutRejectedBody:
      '<p>Your affiliate payout request {{id}} of {{amount}} USD was rejected.</p><p>Reason: {{reason}}</p><p>The amount is available to request again.</p>',
    payoutFailedTitle: 'Payout {{id}} failed',
    payoutFailedBody:
      '<p>Your affiliate payout {{id}} of {{amount}} USD could not be paid.</p><p>Reason: {{reason}}</p><p>The amount is available to request again; please check your PayPal ID.</p>',
    commissionCancelledTitle: 'Commission on order {{orderId}} cancelled',
    commissionCancelledBody:
      '<p>Order {{orderId}} of a customer you referred was refunded, so its commission of {{amount}} USD was cancelled.</p>',
    commissionReversedTitle: 'Commission on order {{orderId}} reversed',
    commissionReversedBody:
      '<p>Order {{orderId}} of a customer you referred was refunded after its commission of {{amount}} USD was requested or paid. The amount will be taken from your next payout.</p>',
  },
};
