import { z } from 'zod';
import { AUDIT_TYPES, DCV_METHODS, PAYMENT_CHANNELS, PRODUCT_TYPES } from '../domain.js';
import { idField, orderIdField } from '../fields.js';
import { walletSdkSettings } from './wallet.js';

/**
 * What paying an order charged: the payment's list amount, discount and charged amount in USD, the coupon or
 * promo code used, and how many orders the payment covered (the discount is the payment's).
 */
export const chargedPayment = z.object({
  id: z.number().int(),
  listAmount: z.number(),
  discount: z.number(),
  paidAmount: z.number(),
  coupon: z.string(),
  /** What `coupon` is: a coupon of the account, or a promo code (the buy page's two tabs); null with no code. */
  codeKind: z.enum(['coupon', 'promoCode']).nullable(),
  orders: z.number().int(),
});
export type ChargedPayment = z.infer<typeof chargedPayment>;

export const orderIdParams = z.object({ id: orderIdField() });

/** GET order/detail/{id}?code&masterCode: code is a chosen coupon, masterCode a promo code (exclusive). */
export const orderDetailQuery = z.object({
  code: z.string().trim().max(64).optional(),
  masterCode: z.string().trim().max(64).optional(),
});

/** Display equivalent of USD amounts: amount × rate in `code`, shown with `symbol`. */
export const displayCurrency = z.object({
  code: z.string(),
  symbol: z.string(),
  rate: z.number(),
  rateDate: z.string(),
});
export type DisplayCurrency = z.infer<typeof displayCurrency>;

/**
 * The order as buy-details shows it. Amounts are USD (the settlement currency) with two decimals;
 * `currency` lets the page show the display equivalent.
 */
export const orderPaymentDetail = z.object({
  number: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  brand: z.string(),
  productType: z.enum(PRODUCT_TYPES),
  auditType: z.enum(AUDIT_TYPES),
  validity: z.number().int(),
  commonName: z.string(),
  dnsNames: z.array(z.string()),
  /** Base price of the validity. */
  price: z.number(),
  quantity: z.number().int(),
  /** Names beyond the included ones and what they add. */
  extraNames: z.number().int(),
  extraNamesAmount: z.number(),
  /** Order total before any deduction (price + extra names). */
  total: z.number(),
  /** Deduction of the chosen coupon or promo code. */
  amount: z.number(),
  /** What will be charged. */
  finalTotal: z.number(),
  appliedCode: z.string().nullable(),
  appliedMasterCode: z.string().nullable(),
  /** Why a given code was not applied (translated), null when it was or none was given. */
  codeProblem: z.string().nullable(),
  /** The open payment of this order, '' when none exists yet. */
  paymentID: z.string(),
  paid: z.boolean(),
  /** What paying it charged (null while unpaid): the screens show this, not the list price, once it is paid. */
  charged: chargedPayment.nullable(),
  status: z.number().int(),
  /** True once nothing is left to do before issuance (no validation step). */
  complete: z.boolean(),
  authMethod: z.enum(DCV_METHODS),
  approverEmail: z.string(),
  old: z.boolean(),
  couponAllow: z.boolean(),
  /** The order may start its free trial now. */
  freeTrial: z.boolean(),
  inFreeTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  coupons: z.array(z.object({ code: z.string(), amount: z.number(), endAt: z.string() })),
  reissueOrders: z.array(
    z.object({
      id: z.string(),
      dnsNames: z.array(z.string()),
      countDNSNames: z.number().int(),
      totalAmount: z.number(),
    }),
  ),
  currency: displayCurrency,
});
export type OrderPaymentDetail = z.infer<typeof orderPaymentDetail>;

/** ordersID as a number, a comma list or an array of them. */
export const ordersIdList = z.preprocess(
  (value) => {
    if (Array.isArray(value)) return value;
    if (typeof value === 'number') return [value];
    if (typeof value === 'string') return value.split(',').filter((part) => part.trim() !== '');
    return value;
  },
  z
    .array(idField('validation.ordersRequired'), { error: 'validation.ordersRequired' })
    .min(1, { error: 'validation.ordersRequired' })
    .max(500),
);

/** POST orders/payment/create: msg is the payment id. */
export const paymentCreateBody = z
  .object({
    ordersID: ordersIdList.optional(),
    /** Add-San reissues (`{orderId}_{n}`) to pay, alone or with orders. */
    reissueOrdersID: z
      .preprocess(
        (v) => (typeof v === 'string' ? v.split(',').filter((p) => p.trim() !== '') : v),
        z
          .array(
            z
              .string()
              .trim()
              .regex(/^\d+_\d+$/, { error: 'validation.idInvalid' }),
          )
          .max(500),
      )
      .optional(),
    code: z.string().trim().max(64).optional(),
    masterCode: z.string().trim().max(64).optional(),
  })
  .refine((b) => (b.ordersID?.length ?? 0) + (b.reissueOrdersID?.length ?? 0) > 0, {
    error: 'validation.ordersRequired',
    path: ['ordersID'],
  });
export const paymentCreateAnswer = z.string();

/** POST payment/submit/{paymentId}?channel=fund|paypal */
export const paymentIdParams = z.object({
  paymentId: z
    .string()
    .trim()
    .regex(/^\d{1,18}$/, { error: 'validation.idInvalid' }),
});
export const paymentSubmitQuery = z.object({
  channel: z.enum(PAYMENT_CHANNELS, { error: 'validation.channelInvalid' }),
});
export const paymentSubmitAnswer = z.object({
  paymentID: z.string(),
  status: z.enum(['unpaid', 'paid']),
  channel: z.enum(PAYMENT_CHANNELS),
  /** Charged, USD. */
  totalAmount: z.number(),
  /** Balance after the payment, USD (fund channel). */
  funds: z.string(),
  /** Card wallet: the provider's order id, and its approval page (redirect fallback without the JS SDK). */
  payID: z.string().optional(),
  approveUrl: z.string().optional(),
  ordersID: z.array(z.number().int()),
});
export type PaymentSubmitAnswer = z.infer<typeof paymentSubmitAnswer>;

/** PUT order/free_trial/{id} */
export const freeTrialAnswer = z.object({ id: z.number().int(), trialEndsAt: z.string() });

/** GET payment/methods (not in the spec: tells buy-details which buttons to offer and why not). */
export const paymentMethodsAnswer = z.object({
  fund: z.object({ available: z.boolean(), reason: z.string().nullable() }),
  paypal: z.object({ available: z.boolean(), reason: z.string().nullable() }).extend(walletSdkSettings.shape),
});

/** GET order/commit?id: submits an order waiting submit (status 12) once it is paid or in its trial. */
export const orderCommitQuery = z.object({ id: orderIdField() });
export const orderStateAnswer = z.object({ id: z.number().int(), status: z.number().int() });

/** GET order/authInfo/{id}: what to publish per name to prove control (wizard step 2). */
export const authInfoItem = z.object({
  domain: z.string(),
  authMethod: z.enum(DCV_METHODS),
  /** DNS: the record name; HTTP: the file name; email: the approver address. */
  authKey: z.string(),
  /** HTTP: the URL path of the file; DNS: the full record name. */
  authPath: z.string(),
  authValue: z.string(),
  /** TXT for DNS, FILE for HTTP, EMAIL for email. */
  recordType: z.string(),
  /** 0 pending, 1 passed. */
  validated: z.number().int(),
});
export const authInfoAnswer = z.array(authInfoItem);
export type AuthInfoItem = z.infer<typeof authInfoItem>;
