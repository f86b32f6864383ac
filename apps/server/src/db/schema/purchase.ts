// Owner: modules/purchase (the purchase wizard's saved input); see owners.ts.
import { PURCHASE_INTENTS } from '@portal/contract';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';

/**
 * The purchase wizard's saved input (event/*): Back restores it. One per account for members; a visitor's purchase
 * from the storefront has no account yet and is named by its code (only the code's keyed hash is kept) until
 * event/order/create makes the account (docs/domain/purchase.md, "Visitors").
 */
export const purchaseEvents = pgTable(
  'purchase_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .unique()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    productId: bigint('product_id', { mode: 'number' }).notNull(),
    contactInfo: jsonb('contact_info').$type<Record<string, string>>(),
    csrInfo: jsonb('csr_info').$type<Record<string, unknown>>(),
    privateKeyId: bigint('private_key_id', { mode: 'number' }),
    /** Started from the storefront: buy or trial (the term is fixed when it starts); null for the member wizard. */
    intent: text('intent', { enum: PURCHASE_INTENTS }),
    /** A storefront purchase's term in months, chosen on the product page (issue 31); null: STOREFRONT_VALIDITY. */
    validity: integer('validity'),
    visitorCodeHash: text('visitor_code_hash').unique(),
    visitorEmail: text('visitor_email'),
    /** A visitor's purchase: when its code stops working. */
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('purchase_events_one_owner', sql`(${t.accountId} is null) <> (${t.visitorCodeHash} is null)`),
  ],
);
export type PurchaseEventRow = typeof purchaseEvents.$inferSelect;
