// Owner: modules/pricing-requests (the request forms); see owners.ts.
import type { PricingRequestKind, VoucherMediaType } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/** Binary data (`bytea`): PGlite reads it as a Uint8Array, node-postgres as a Buffer; rows carry a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pricing requests (issue 15, docs/domain/pricing-requests.md): what a customer sent from the price match,
 * unlisted product, bulk buys and switch-and-match forms. Each waits in the operators' inbox; the two mails it
 * causes (confirmation to the requester, notice to the sales address) are sent after the row is committed and
 * marked here, so a mail that failed is sent again by the `pricing-request-mail` job and never twice.
 * The guarantee's receipt image is kept in the row itself: every portal process on one PostgreSQL reads it.
 */
export const pricingRequests = pgTable(
  'pricing_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Who sent it (the signed-in person: a sub-user's own account). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PricingRequestKind>().notNull(),
    /** The address the answer goes to (the form's email). */
    email: text('email').notNull(),
    /** The fields as validated (brand and product as the catalogue names them). */
    details: jsonb('details').$type<Record<string, string | number>>().notNull(),
    /** The guarantee's receipt, as uploaded; its type judged from the bytes. */
    voucher: bytea('voucher'),
    voucherType: text('voucher_type').$type<VoucherMediaType>(),
    /** The requester's language: the confirmation mail is written in it. */
    lang: text('lang').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
    confirmationMailedAt: ts('confirmation_mailed_at'),
    salesMailedAt: ts('sales_mailed_at'),
    /** Delivery tries so far and when the last one began (a try holds the row for a while: no double mail). */
    mailAttempts: integer('mail_attempts').notNull().default(0),
    mailAttemptedAt: ts('mail_attempted_at'),
    /** The operator's reply (console inbox): null while the request is new. Mailed to `email` before it is kept. */
    answeredAt: ts('answered_at'),
    /** Who answered: the operator's account (no foreign key, like the audit trail) and e-mail. */
    answeredByAccountId: bigint('answered_by_account_id', { mode: 'number' }),
    answeredBy: text('answered_by'),
    answer: text('answer'),
  },
  (t) => [
    // The inbox reads newest first by the primary key; this one serves the account's cascade delete.
    index('pricing_requests_account_idx').on(t.accountId),
    index('pricing_requests_mail_pending_idx')
      .on(t.id)
      .where(sql`${t.confirmationMailedAt} is null or ${t.salesMailedAt} is null`),
    check('pricing_requests_voucher_typed', sql`(${t.voucher} is null) = (${t.voucherType} is null)`),
  ],
);
export type PricingRequestRow = typeof pricingRequests.$inferSelect;
