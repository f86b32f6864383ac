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
  /** The customer OpenAPI document (GET document/open_api/download) and its API reference: what it says, per language. */
  openApi: {
    title: 'Certificate portal API',
    introduction:
      "The certificate portal's API for integrations.\n\n**Authentication.** Send the account's API key as `Authorization: Bearer pk_…` on every call (no cookie and no CSRF header needed). The main account makes and resets the key on the page API tokens (/admin/integration/api); a reset ends the previous key at once. A key acts within its **scope** and within the rights of its account: `read` (read orders, certificates, balance and records), `orders` (also place and manage orders and records, no money), `full` (what the main account may do, except sub-users and API keys). Each operation names the capability it needs (`x-capability`) and the scopes that have it (`x-key-scopes`).\n\n**Delivery tokens.** `GET /deliver/{orderID}/{format}` is not called with the API key but with a delivery token of the order (`Authorization: Bearer dt_…`, made with `POST /order/delivery_token`): a server's cron job or deploy hook fetches the order's current certificate (and its key, when the token has that right) with it.\n\n**Rate limit.** Calls with a key are limited per key (600 a minute by default); past the limit the answer is HTTP 429 with code 1006 and the seconds to wait in the message.\n\n**Answers.** Every JSON answer is the envelope `{\"code\": 0, \"msg\": …}`; on failure `code` is non-zero, `msg` a readable message (in the account's language) and `errors` lists field problems of an invalid input. Files (certificates, invoices, CSV) are answered as themselves.\n\n{{codes}}",
    codesHeader: '| code | HTTP | meaning |',
    errorCode: 'Non-zero: what went wrong (see the table in the introduction).',
    errorMsg: "A readable message in the caller's language.",
    errorFields: 'Field-level problems of an invalid input (code 1001).',
    okResponse: 'Success: the envelope `{"code": 0, "msg": …}` with the answer in `msg`.',
    example: 'Example: {{call}}',
    bearerAuth: 'The account API key: `Authorization: Bearer pk_…`.',
    deliveryToken:
      "An order's delivery token, for GET /deliver/{orderID}/{format} only: `Authorization: Bearer dt_…`.",
    deliveryFile: 'The file: PEM text (pem, fullchain, key) or PKCS#12 bytes (pfx).',
    deliverySha1: 'The SHA-1 fingerprint of the certificate answered.',
    deliverDescription:
      'The order\'s current certificate (after every reissue and renewal) for a server: authenticated only by a delivery token of the order, `Authorization: Bearer dt_…` (made with POST /order/delivery_token; no cookie, no API key). Formats: `pem` the certificate, `fullchain` the certificate and its intermediates, `key` the private key (PEM), `pfx` PKCS#12 with the key under the password sent in the header `X-PFX-Password` (`compatible=1`: 3DES/SHA-1 for Windows Server 2016 and older). key and pfx need a token made with `includeKey` and a key the portal made. Success answers the file itself (`application/x-pem-file` or `application/x-pkcs12`, header `X-Certificate-SHA1`); failures the envelope: 401 (code 1040: no, unknown or revoked token, or another order), 403 (1041 no key right, 1043 order closed), 404 (1042 key not held), 409 (1022 not issued yet), 429 (1006, Retry-After). Example: `curl -fsS -H "Authorization: Bearer dt_…" -o fullchain.pem https://portal.example.com/api/deliver/42/fullchain`',
    responses: {
      invalidInput: 'Invalid input (code 1001), with `errors` per field.',
      unauthenticated: 'No key, or a wrong, old or revoked key (code 1002).',
      forbidden: "Outside the key's scope or the account's rights (code 1003).",
      notFound: 'The record does not exist or is not the account’s (code 1004).',
      conflict: 'The record is not in a state that allows this (codes 1005, 1015-1024).',
      tooManyRequests: 'The rate limit of the key (or of the call) is reached (code 1006).',
      deliveryUnauthenticated:
        'No delivery token, or an unknown or revoked one, or one of another order (code 1040).',
      deliveryForbidden:
        'The token lacks the private-key right (code 1041), or its order was closed (code 1043).',
      deliveryKeyUnavailable:
        'The portal does not hold the private key: the CSR was made elsewhere (code 1042).',
    },
  },
};
