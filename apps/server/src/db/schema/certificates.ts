// Owner: modules/certificates (issued certificates); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';
import { orders } from './orders.js';

/** Certificates issued under an order (a multi-year order holds several over its life). */
export const certificates = pgTable(
  'certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Reissue reference `{orderId}_{n}`, or null for the order's own issuance. */
    reissueId: text('reissue_id'),
    commonName: text('common_name').notNull(),
    serialNumber: text('serial_number').notNull(),
    /** SHA-1 fingerprint (hex, lower case) of the DER: the download key of spec 001. */
    sha1: text('sha1').notNull(),
    certificatePem: text('certificate_pem').notNull(),
    chainPem: text('chain_pem').notNull(),
    privateKeyId: bigint('private_key_id', { mode: 'number' }),
    caName: text('ca_name').notNull(),
    notBefore: ts('not_before').notNull(),
    notAfter: ts('not_after').notNull(),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('certificates_sha1_key').on(t.sha1),
    index('certificates_account_idx').on(t.accountId, t.notAfter),
    index('certificates_order_idx').on(t.orderId, t.id),
    // The expiry notices look across accounts for live certificates that end within the longest interval.
    index('certificates_live_not_after_idx')
      .on(t.notAfter)
      .where(sql`${t.revokedAt} is null`),
  ],
);
export type CertificateRow = typeof certificates.$inferSelect;
