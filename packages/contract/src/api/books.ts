import { z } from 'zod';
import { PAYMENT_CHANNELS } from '../domain.js';
import { blankToUndefined, idField, optionalDay, pageQuery } from '../fields.js';

/**
 * The account's books (spec 001 sections 2-7): account activity (GET payments), invoices (GET order/invoices,
 * GET order/invoice/{id}) and monthly account statements. Amounts are USD with two decimals.
 */
export const PAYMENT_TYPES = ['addFunds', 'purchase', 'refundSSL'] as const;
export type PaymentType = (typeof PAYMENT_TYPES)[number];

const day = optionalDay;

/** An order id (`123`) or a reissue id (`123_2`: an underscore marks a reissue, spec 000 section 3). */
export const ORDER_REF_PATTERN = /^\d{1,15}(_\d{1,6})?$/;
export const isReissueId = (id: string) => id.includes('_');

/** Statement months: YYYY-MM (UTC months). */
export const STATEMENT_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
/** The first month a statement may cover: the portal keeps no books before it (and years below 100 would be dates of the 1900s in JS). */
export const STATEMENT_FIRST_MONTH = '2000-01';
/**
 * A statement month (YYYY-MM) has ended once the first instant of the next UTC month has passed: statements
 * cover finished UTC months only, whatever the reader's timezone. The server refuses other months and the month
 * picker disables them with this one rule.
 */
export function isFinishedStatementMonth(month: string, now: Date): boolean {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return Date.UTC(year, mon, 1) <= now.getTime();
}

/** GET payments?page&pageSize&type&orderID&beginTime&endTime (dates YYYY-MM-DD, whole days, inclusive). */
export const activityQuery = pageQuery.extend({
  type: z.preprocess(
    blankToUndefined,
    z.enum(PAYMENT_TYPES, { error: 'books.validation.typeInvalid' }).optional(),
  ),
  orderID: z.preprocess(
    blankToUndefined,
    z.string().trim().regex(ORDER_REF_PATTERN, { error: 'validation.idInvalid' }).optional(),
  ),
  beginTime: day,
  endTime: day,
});
export type ActivityQuery = z.infer<typeof activityQuery>;

export const activityRow = z.object({
  id: z.number().int(),
  describe: z.string(),
  ordersID: z.array(z.number().int()),
  reissueOrdersID: z.array(z.string()),
  /** What moved: charged for a purchase, credited for a top-up or a refund. */
  totalAmount: z.number(),
  type: z.enum(PAYMENT_TYPES),
  channel: z.enum(PAYMENT_CHANNELS).nullable(),
  /** The balance right after this payment (unchanged by card and offline purchases). */
  currentAmount: z.number(),
  paidAt: z.string(),
});
export type ActivityRow = z.infer<typeof activityRow>;

export const activityAnswer = z.object({
  list: z.array(activityRow),
  total: z.number().int(),
  /** The balance now, e.g. "$12.34". */
  funds: z.string(),
});
export type ActivityAnswer = z.infer<typeof activityAnswer>;

/** GET order/invoices?page&pageSize: one invoice per paid purchase payment (id = the payment's id). */
export const invoicesQuery = pageQuery;
export const invoiceRow = z.object({
  id: z.number().int(),
  /** The orders and reissues the payment paid, comma-separated ("101, 102, 101_2"). */
  OrderID: z.string(),
  Describe: z.string(),
  /** When the payment was made: the invoice date. */
  createdAt: z.string(),
  totalAmount: z.number(),
  ordersID: z.array(z.number().int()),
  reissueOrdersID: z.array(z.string()),
});
export type InvoiceRow = z.infer<typeof invoiceRow>;
export const invoiceIdParams = z.object({ id: idField() });

const statementMonth = z
  .string({ error: 'books.validation.monthRequired' })
  .trim()
  .min(1, { error: 'books.validation.monthRequired' })
  .regex(STATEMENT_MONTH_PATTERN, { error: 'books.validation.monthInvalid' })
  // Same-width YYYY-MM texts compare like the months they name.
  .refine((month) => month >= STATEMENT_FIRST_MONTH, { error: 'books.validation.monthTooEarly' });

/** POST account_statement/generate {time: YYYY-MM}: a finished month only; again = recomputed. */
export const statementGenerateBody = z.object({ time: statementMonth });

/** GET account_statements?page&pageSize&time */
export const statementsQuery = pageQuery.extend({
  time: z.preprocess(blankToUndefined, statementMonth.optional()),
});

export const statementRow = z.object({
  id: z.number().int(),
  /** Every purchase paid in the month, whatever the channel. */
  totalPurchase: z.number(),
  payPalPurchase: z.number(),
  fundPurchase: z.number(),
  time: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StatementRow = z.infer<typeof statementRow>;
export const statementIdParams = z.object({ id: idField() });

/** GET account_statement/csv/{id}?timezone: minutes east of UTC (the browser's offset negated), as orders/csv. */
export const statementCsvQuery = z.object({
  timezone: z.coerce.number().int().min(-900).max(900).default(0),
});
