import { z } from 'zod';
import { optionalDay, optionalOrderId, orderIdField, pageQuery } from '../fields.js';
import { ORDER_TAGS } from '../order-status.js';

const day = optionalDay;

/** GET orders?page&pageSize&timeType&tag&orderID&domain&beginTime&endTime */
export const ordersFilter = z.object({
  timeType: z.enum(['created', 'paid']).default('created'),
  tag: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ORDER_TAGS, { error: 'validation.tagInvalid' }).optional(),
  ),
  orderID: optionalOrderId,
  domain: z.string().trim().max(253).optional(),
  beginTime: day,
  endTime: day,
});
export const ordersQuery = pageQuery.merge(ordersFilter);
export type OrdersQuery = z.infer<typeof ordersQuery>;

export const orderListRow = z.object({
  id: z.number().int(),
  productName: z.string(),
  commonName: z.string(),
  validity: z.number().int(),
  status: z.number().int(),
  paid: z.boolean(),
  subscribeAutoPayment: z.boolean(),
  freeTrial: z.boolean(),
  trialEndsAt: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type OrderListRow = z.infer<typeof orderListRow>;

/** GET orders/csv: the same filters, plus the user's timezone as minutes east of UTC (browser offset negated). */
export const ordersCsvQuery = ordersFilter.extend({
  timezone: z.coerce.number().int().min(-900).max(900).default(0),
});

/** POST / PUT / DELETE order/note (form orderID, note). */
export const orderNoteBody = z.object({
  orderID: orderIdField(),
  note: z
    .string({ error: 'validation.remarksRequired' })
    .trim()
    .min(1, { error: 'validation.remarksRequired' })
    .max(1000, { error: 'validation.maxLength:1000' }),
});
export const orderNoteDeleteBody = z.object({ orderID: orderIdField() });

/** PUT order/subscribe (form orderID, subscribeAutoPayment) */
export const orderSubscribeBody = z.object({
  orderID: orderIdField(),
  subscribeAutoPayment: z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v),
    z.boolean({ error: 'validation.invalidValue' }),
  ),
});

/** POST payment/refund/{id} (form orderID; the modal also sends email, phone, desc). */
export const refundBody = z.object({
  orderID: orderIdField().optional(),
  email: z
    .string({ error: 'validation.emailRequired' })
    .trim()
    .min(1, { error: 'validation.emailRequired' })
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, { error: 'validation.emailInvalid' }),
  phone: z
    .string({ error: 'validation.telephoneRequired' })
    .trim()
    .min(1, { error: 'validation.telephoneRequired' })
    .max(32),
  desc: z
    .string({ error: 'validation.refundReasonRequired' })
    .trim()
    .min(1, { error: 'validation.refundReasonRequired' })
    .max(2000, { error: 'validation.maxLength:2000' }),
});
export const refundAnswer = z.object({ id: z.number().int(), status: z.number().int() });

/** ordersID as "1,2,3" or repeated values (GET calls of the batch menu). */
const idList = z.preprocess(
  (v) => (typeof v === 'string' ? v.split(',').filter((p) => p.trim() !== '') : v),
  z
    .array(z.coerce.number().int().positive({ error: 'validation.ordersRequired' }), {
      error: 'validation.ordersRequired',
    })
    .min(1, { error: 'validation.ordersRequired' })
    .max(500),
);

/** GET orders/payment/info?currency=USD&ordersID=… (bulk payment drawer) */
export const paymentInfoQuery = z.object({ currency: z.string().optional(), ordersID: idList });
export const paymentInfoAnswer = z.object({
  list: z.array(z.object({ orderID: z.number().int(), describe: z.string(), totalAmount: z.number() })),
  totalAmount: z.number(),
});

/** GET orders/cert?ordersID=… (bulk completion): per order, its certificate or why there is none yet. */
export const bulkCertQuery = z.object({ ordersID: idList });
export const bulkCertAnswer = z.object({
  list: z.array(
    z.object({
      orderID: z.number().int(),
      status: z.number().int(),
      sha1: z.string().nullable(),
      problem: z.string().nullable(),
    }),
  ),
});

/** GET key_manager/certs/export?ordersID=… → a one-time token for the local key manager. */
export const keyManagerExportQuery = z.object({ ordersID: idList });
export const keyManagerExportAnswer = z.object({ id: z.string(), token: z.string(), remind: z.string() });

/**
 * PUT orders/renew/{id} body (optional; none renews for the order's own validity with no coupon): the years of the
 * renewal (the expiring-certificates dialog) and a coupon of the account to pay it with (checked now, used when
 * the renewal is paid).
 */
export const renewYears = z.coerce
  .number({ error: 'validation.renewYearsRequired' })
  .int({ error: 'validation.renewYearsRequired' })
  .min(1, { error: 'validation.renewYearsRequired' })
  .max(10, { error: 'validation.renewYearsRequired' });
export const renewBody = z
  .object({
    years: renewYears.optional(),
    code: z.string().trim().max(64).optional(),
  })
  // No payload (the order page's Renew) reaches the handler as null.
  .nullish();
export type RenewBody = z.infer<typeof renewBody>;

/** PUT orders/renew/{id} → the renewal order waiting for payment. */
export const renewAnswer = z.object({ id: z.number().int() });

/** POST orders/create (form): one order per line of `domains`, for the product chosen on the product list. */
export const bulkOrderBody = z.object({
  name: z.string().trim().min(1, { error: 'validation.productRequired' }).max(128),
  validity: z.coerce.number({ error: 'validation.validityRequired' }).int(),
  authMethod: z.enum(['dns', 'http'], { error: 'validation.bulkMethodRequired' }),
  domains: z
    .string({ error: 'validation.domainsRequired' })
    .trim()
    .min(1, { error: 'validation.domainsRequired' })
    .max(200_000),
  enterpriseID: z.coerce.number().int().positive().optional(),
  contactID: z.coerce
    .number({ error: 'validation.contactRequired' })
    .int()
    .positive({ error: 'validation.contactRequired' }),
});
export const bulkOrderAnswer = z.object({ ids: z.array(z.number().int()) });
