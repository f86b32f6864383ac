import { z } from 'zod';
import { orderIdField, pageQuery } from '../fields.js';

/**
 * What a check of one host found (docs/domain/served-certificates.md):
 * - `ok`: the order's current certificate, the chain complete, the name covered;
 * - `older`: an earlier certificate of this order, or another certificate for the name older than the current one;
 * - `expired`: the served certificate has ended;
 * - `mismatch`: the served certificate does not cover the host name;
 * - `incomplete`: the order's current certificate without the intermediate certificates a client needs;
 * - `unreachable`: no certificate was read (refused address, DNS, connection, TLS, time-out);
 * - `other`: a valid certificate that is not this order's and not older than it (another CA, another order).
 */
export const SERVED_STATUSES = [
  'ok',
  'older',
  'expired',
  'mismatch',
  'incomplete',
  'unreachable',
  'other',
] as const;
export type ServedStatus = (typeof SERVED_STATUSES)[number];

/** The statuses that raise an alert at once (unreachable raises one only after two failures in a row). */
export const SERVED_BAD_STATUSES: readonly ServedStatus[] = ['older', 'expired', 'mismatch', 'incomplete'];

/** Why a check read no certificate (`error` of a check; `served.errors.*` in the catalogs). */
export const SERVED_CHECK_ERRORS = [
  'privateAddress',
  'noAddress',
  'dnsLookupFailed',
  'connectFailed',
  'tlsFailed',
  'timeout',
  'noCertificate',
  'notConfigured',
] as const;
export type ServedCheckError = (typeof SERVED_CHECK_ERRORS)[number];

/** The default port of a host, and how many hosts an order may add besides the certificate's own names. */
export const SERVED_DEFAULT_PORT = 443;
export const SERVED_MAX_EXTRA_HOSTS = 20;

/** A host name (lower-cased) or an IPv4 address, as the order's names give it; a wildcard is not a host. */
export const servedHostField = z
  .string({ error: 'served.validation.hostInvalid' })
  .trim()
  .toLowerCase()
  .max(253, { error: 'served.validation.hostInvalid' })
  .regex(/^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, {
    error: 'served.validation.hostInvalid',
  });

export const servedPortField = z.coerce
  .number({ error: 'served.validation.portInvalid' })
  .int({ error: 'served.validation.portInvalid' })
  .min(1, { error: 'served.validation.portInvalid' })
  .max(65535, { error: 'served.validation.portInvalid' });

/** GET order/served_certificates?orderID */
export const servedCertificatesQuery = z.object({ orderID: orderIdField() });

/** One check of one host (the history's row; a host's last result). */
export const servedCheckRow = z.object({
  id: z.number().int(),
  checkedAt: z.string(),
  host: z.string(),
  port: z.number().int(),
  /** The address connected to; null when none was (look-up failed, address refused). */
  address: z.string().nullable(),
  status: z.enum(SERVED_STATUSES),
  /** The served leaf: serial (hex), issuer and subject (one line each), its validity and names. */
  serial: z.string().nullable(),
  issuer: z.string().nullable(),
  subject: z.string().nullable(),
  notBefore: z.string().nullable(),
  notAfter: z.string().nullable(),
  names: z.array(z.string()),
  /** SHA-1 fingerprint of the served leaf (hex), the download key of the portal's own certificates. */
  sha1: z.string().nullable(),
  chainComplete: z.boolean().nullable(),
  hostnameMatch: z.boolean().nullable(),
  /** Which of the order's certificates was served: the current one, an earlier one, or none of them. */
  served: z.enum(['current', 'previous', 'foreign']).nullable(),
  error: z.enum(SERVED_CHECK_ERRORS).nullable(),
  /** Specifics of the error (the refused address, the socket's code). */
  errorDetail: z.string().nullable(),
});
export type ServedCheckRow = z.infer<typeof servedCheckRow>;

/** One host of an order: its settings, its last result and its alert. */
export const servedHostRow = z.object({
  host: z.string(),
  port: z.number().int(),
  enabled: z.boolean(),
  /** Added by the customer (a name the certificate covers, e.g. www under a wildcard), not one of the order's names. */
  extra: z.boolean(),
  /** The last check's status; null: never checked. */
  status: z.enum(SERVED_STATUSES).nullable(),
  /** Connection failures in a row (an alert at two). */
  failures: z.number().int(),
  /** The open alert's status; null: none open. */
  alert: z.enum(SERVED_STATUSES).nullable(),
  alertSince: z.string().nullable(),
  /** When the last alert was cleared (a check found the host fine again). */
  alertClearedAt: z.string().nullable(),
  checkedAt: z.string().nullable(),
  nextCheckAt: z.string().nullable(),
  last: servedCheckRow.nullable(),
});
export type ServedHostRow = z.infer<typeof servedHostRow>;

export const servedCertificatesAnswer = z.object({
  orderID: z.number().int(),
  /** The order's current certificate, what every host is compared with; null before issuance. */
  certificate: z
    .object({
      serial: z.string(),
      sha1: z.string(),
      notBefore: z.string(),
      notAfter: z.string(),
    })
    .nullable(),
  hosts: z.array(servedHostRow),
});
export type ServedCertificatesAnswer = z.infer<typeof servedCertificatesAnswer>;

/** GET order/served_certificate_history?orderID&host&page&pageSize: newest first. */
export const servedHistoryQuery = pageQuery.extend({
  orderID: orderIdField(),
  host: servedHostField,
});

/** PUT order/served_certificate_host {orderID, host, port, enabled}: a host's settings (or a host added). */
export const servedHostBody = z.object({
  orderID: orderIdField(),
  host: servedHostField,
  port: servedPortField.default(SERVED_DEFAULT_PORT),
  enabled: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
    .transform((v) => v === true || v === '1' || v === 'true')
    .default(true),
});
export type ServedHostBody = z.infer<typeof servedHostBody>;

/** POST order/served_certificate_check {orderID, host?}: check now (one host, or every enabled host). */
export const servedCheckBody = z.object({
  orderID: orderIdField(),
  host: servedHostField.optional(),
});
export type ServedCheckBody = z.infer<typeof servedCheckBody>;

export const servedCheckAnswer = z.object({
  hosts: z.array(servedHostRow),
  /** Hosts left for the job (beyond what one call checks at once). */
  queued: z.number().int(),
});
