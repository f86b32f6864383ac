/** Error codes carried in the envelope's `code`. 0 is success; 1002 is fixed by the spec (not logged in). */
export const ErrorCode = {
  ok: 0,
  internal: 1000,
  invalidParams: 1001,
  notLoggedIn: 1002,
  forbidden: 1003,
  notFound: 1004,
  conflict: 1005,
  tooManyRequests: 1006,
  csrf: 1007,
  wrongCredentials: 1008,
  emailTaken: 1009,
  invalidToken: 1010,
  payloadTooLarge: 1011,
  unsupportedMediaType: 1012,
  wrongOldPassword: 1013,
  accountDisabled: 1014,
  insufficientFunds: 1015,
  alreadyPaid: 1016,
  couponUnusable: 1017,
  csrInvalid: 1018,
  domainInvalid: 1019,
  trialNotAllowed: 1020,
  paymentUnavailable: 1021,
  orderState: 1022,
  purchaseIncomplete: 1023,
  validationPending: 1024,
  /** The card wallet refused or answered something that does not match the payment. */
  providerRefused: 1025,
  /** A provider notification whose signature could not be verified. */
  webhookUnverified: 1026,
  /** Statements exist only for finished months. */
  statementMonth: 1027,
  /** The database cannot be reached right now (restart, outage, not answering): try again in a moment. */
  unavailable: 1028,
  /** An operator's money action needs the password confirmed again (POST ops/confirm; older than 10 minutes). */
  reconfirmRequired: 1029,
  /** A visitor's purchase link (`code`) that names no purchase: mistyped, or its order was already created. */
  visitorLinkInvalid: 1030,
  /** A visitor's purchase link older than its validity (VISITOR_PURCHASE_TTL_DAYS). */
  visitorLinkExpired: 1031,
  /** The console needs TOTP (setting opsTotpRequired): enrol, then confirm with a code in this session. */
  totpRequired: 1032,
  /** The address exists under /api, but not for this method (405, with Allow). */
  methodNotAllowed: 1033,
  /** The request line or headers are over what the HTTP parser takes (431; answered before any route). */
  headersTooLarge: 1034,
  /** A delivery token (`Authorization: Bearer dt_…`) that is missing, unknown, revoked or not this order's. */
  deliveryTokenInvalid: 1040,
  /** The delivery token was made without the private-key right (formats key and pfx). */
  deliveryKeyNotAllowed: 1041,
  /** The portal does not hold the certificate's private key (the CSR was made elsewhere). */
  deliveryKeyUnavailable: 1042,
  /** The token's order was cancelled, refunded, revoked or failed: its delivery tokens no longer answer. */
  deliveryOrderClosed: 1043,
  /** An order has the most active delivery tokens it may have (DELIVERY_TOKENS_PER_ORDER). */
  deliveryTokenLimit: 1044,
  /** ACME credentials are made for an issued TLS order on the built-in CA whose subscription still runs. */
  acmeOrderState: 1045,
  /** The order already has the most active ACME credentials allowed (ACME_CREDENTIALS_PER_ORDER). */
  acmeCredentialLimit: 1046,
  /** The ACME credential was revoked already. */
  acmeCredentialRevoked: 1047,
  /** Served-certificate checks need the order's certificate: the order is not issued (or no longer). */
  servedNotIssued: 1050,
  /** The host is neither one of the order's names nor covered by its certificate. */
  servedHostUnknown: 1051,
  /** An order may add SERVED_MAX_EXTRA_HOSTS hosts besides its certificate's own names. */
  servedTooManyHosts: 1052,
  /** DCV delegation is off on this portal (DCV_DELEGATION_ZONE unset). */
  delegationDisabled: 1060,
  /** The DNS host refused the connector's credentials (the message names the kind: bad credentials, no zone…). */
  dnsConnectorRefused: 1061,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCodeValue = (typeof ErrorCode)[ErrorCodeName];

/** HTTP status that fits each error code; one place, used by the server's error handler. */
export const httpStatusOf: Record<ErrorCodeName, number> = {
  ok: 200,
  internal: 500,
  invalidParams: 400,
  notLoggedIn: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
  csrf: 403,
  wrongCredentials: 400,
  emailTaken: 409,
  invalidToken: 400,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  wrongOldPassword: 400,
  accountDisabled: 403,
  insufficientFunds: 409,
  alreadyPaid: 409,
  couponUnusable: 422,
  csrInvalid: 422,
  domainInvalid: 422,
  trialNotAllowed: 409,
  paymentUnavailable: 409,
  orderState: 409,
  purchaseIncomplete: 409,
  validationPending: 409,
  providerRefused: 409,
  webhookUnverified: 400,
  statementMonth: 422,
  unavailable: 503,
  reconfirmRequired: 403,
  visitorLinkInvalid: 404,
  visitorLinkExpired: 410,
  totpRequired: 403,
  methodNotAllowed: 405,
  headersTooLarge: 431,
  deliveryTokenInvalid: 401,
  deliveryKeyNotAllowed: 403,
  deliveryKeyUnavailable: 404,
  deliveryOrderClosed: 403,
  deliveryTokenLimit: 409,
  acmeOrderState: 409,
  acmeCredentialLimit: 409,
  acmeCredentialRevoked: 409,
  servedNotIssued: 409,
  servedHostUnknown: 422,
  servedTooManyHosts: 422,
  delegationDisabled: 409,
  dnsConnectorRefused: 422,
};

export interface FieldError {
  field: string;
  message: string;
}
export interface SuccessEnvelope<T> {
  code: 0;
  msg: T;
}
export interface ErrorEnvelope {
  code: number;
  msg: string;
  errors?: FieldError[];
}
export type Envelope<T> = SuccessEnvelope<T> | ErrorEnvelope;
