import { z } from 'zod';
import { AUDIT_TYPES, DCV_METHODS, PRODUCT_TYPES } from '../domain.js';
import { blankToUndefined, optionalDay, orderIdField, pageQuery } from '../fields.js';
import { RENEW_MODES } from './lifecycle.js';
import { chargedPayment } from './payment.js';

const day = optionalDay;

/** GET certs?page&pageSize&orderID&domain&beginTime&endTime */
export const certsQuery = pageQuery.extend({
  orderID: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^\d+(_\d+)?$/, { error: 'validation.idInvalid' })
      .optional(),
  ),
  domain: z.string().trim().max(253).optional(),
  beginTime: day,
  endTime: day,
});
export const certRow = z.object({
  /** The order id; a reissue's id carries an underscore (`{orderId}_{n}`). */
  orderID: z.string(),
  commonName: z.string(),
  productName: z.string(),
  brand: z.string(),
  sha1: z.string(),
  beginTime: z.string(),
  endTime: z.string(),
});
export type CertRow = z.infer<typeof certRow>;

export const expiringRow = z.object({
  orderID: z.string(),
  commonName: z.string(),
  productName: z.string(),
  validity: z.number().int(),
  expireTime: z.string(),
});
/** GET certs/expiring: ended less than 7 days ago; ending within 30 days. */
export const certsExpiringAnswer = z.object({
  expiringInWeek: z.array(expiringRow),
  expiringInMonth: z.array(expiringRow),
});

/** GET order/cert/{id}: the current certificate (PEM with its chain), the key when the portal holds it. */
export const orderCertAnswer = z.object({ cert: z.string(), key: z.string(), sha1: z.string() });

export const SERVER_TYPES = ['Linux', 'IIS', 'Tomcat'] as const;
/** GET cert/download/{sha1}?serverType&password[&compatible=1] */
export const certDownloadParams = z.object({
  sha1: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{40}$/, { error: 'validation.sha1Invalid' }),
});
export const certDownloadQuery = z
  .object({
    serverType: z.enum(SERVER_TYPES, { error: 'validation.serverTypeInvalid' }),
    password: z.string().max(128, { error: 'validation.maxLength:128' }).optional(),
    /** IIS only: 3DES/SHA-1 protection for Windows Server 2016 and older. */
    compatible: z
      .enum(['0', '1', 'true', 'false'])
      .optional()
      .transform((v) => v === '1' || v === 'true'),
  })
  .refine((q) => q.serverType === 'Linux' || (q.password ?? '').length > 0, {
    error: 'validation.downloadPasswordRequired',
    path: ['password'],
  })
  // Java (keytool, Tomcat) refuses PKCS#12 and JKS passwords that are not ASCII.
  .refine((q) => q.serverType === 'Linux' || /^[\x20-\x7e]*$/.test(q.password ?? ''), {
    error: 'validation.downloadPasswordAscii',
    path: ['password'],
  });

/** GET order/authz/{id}: per name, validated or what was found. */
export const authzAnswer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  domains: z.array(
    z.object({ domain: z.string(), validated: z.number().int(), problem: z.string().nullable() }),
  ),
});

/** GET order/multi-domain-dcvstatus/{id} */
export const dcvStatusAnswer = z.object({
  dcv_list: z.array(
    z.object({ domain_name: z.string(), dcv_method: z.enum(DCV_METHODS), dcv_status: z.string() }),
  ),
});

/** GET order/info/{id}: the order detail of spec 000 section 3 and the contact on the order. */
export const orderInfoAnswer = z.object({
  orderDetail: z.object({
    id: z.number().int(),
    caOrderID: z.string(),
    createdAt: z.string(),
    status: z.number().int(),
    commonName: z.string(),
    productName: z.string(),
    productShortName: z.string(),
    productType: z.enum(PRODUCT_TYPES),
    productAuditType: z.enum(AUDIT_TYPES),
    productBrand: z.string(),
    productDomainType: z.number().int(),
    validityPeriod: z.number().int(),
    certStartTime: z.string(),
    certEndTime: z.string(),
    /** When the order (the subscription) ends: paid or trial start + validity. */
    subscriptionEndTime: z.string(),
    totalAmount: z.number(),
    freeTrial: z.boolean(),
    evCSInitCode: z.string(),
    paid: z.boolean(),
    /** When it was paid (ISO), null while unpaid: the refund window runs REFUND_GUARANTEE_DAYS from it. */
    paidAt: z.string().nullable(),
    subscribeAutoPayment: z.boolean(),
    /** Renewal preference (PUT order/renewal), the address its mails go to, and the addresses allowed. */
    renewMode: z.enum(RENEW_MODES),
    renewEmail: z.string(),
    renewEmailOptions: z.array(z.string()),
    note: z.string(),
    authMethod: z.enum(DCV_METHODS),
    approveEmail: z.string(),
    old: z.boolean(),
    renewStatus: z.string(),
    countDNSNames: z.number().int(),
    dnsNames: z.array(z.string()),
    emailAuths: z.array(z.object({ Domain: z.string(), Emails: z.array(z.string()) })),
    dnsAuths: z.array(z.object({ Domain: z.string(), Key: z.string(), Value: z.string() })),
    httpAuths: z.array(z.object({ Domain: z.string(), Key: z.string(), Value: z.string() })),
    authInfo: z.array(
      z.object({
        authKey: z.string(),
        authPath: z.string(),
        authValue: z.string(),
        recordType: z.string(),
        validated: z.number().int(),
      }),
    ),
    lastProblem: z.string().nullable(),
    /**
     * The upstream CA could not be asked (5xx, timeout, refused connection): the order keeps waiting and the portal
     * tries again by itself at `nextTryAt`. `message` is in the reader's language; absent when the CA answers.
     */
    upstreamProblem: z
      .object({ message: z.string(), since: z.string(), nextTryAt: z.string().nullable() })
      .optional(),
    /**
     * What the upstream CA said it still waits for (e.g. its organisation validation): `message` in the reader's
     * language, `detail` the CA's own words (English). A status line, not a problem; absent when it said nothing.
     */
    upstreamWaiting: z.object({ on: z.string(), message: z.string(), detail: z.string() }).optional(),
    /**
     * The CA delivers the certificate itself instead of to a key the customer or the portal holds: `hardwareToken`
     * (code signing: DigiCert ships the key and certificate on its token). `message` in the reader's language.
     * Absent for a certificate downloaded with its own key.
     */
    delivery: z.object({ kind: z.literal('hardwareToken'), message: z.string() }).optional(),
    /** What paying the order charged (null before it is paid). */
    payment: chargedPayment.nullable(),
  }),
  contactDetail: z.object({
    firstName: z.string(),
    lastName: z.string(),
    organizationUnit: z.string(),
    organizationName: z.string(),
    organizationPhone: z.string(),
    email: z.string(),
    telephone: z.string(),
    country: z.string(),
    city: z.string(),
    region: z.string(),
    zip: z.string(),
    address: z.string(),
  }),
});
export type OrderInfo = z.infer<typeof orderInfoAnswer>;

export const orderIdQuery = z.object({ id: orderIdField() });
