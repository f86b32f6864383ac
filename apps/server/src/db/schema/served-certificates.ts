// Owner: modules/served-certificates (hosts and their checks); see owners.ts.
import { SERVED_CHECK_ERRORS, SERVED_STATUSES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';
import { orders } from './orders.js';

/**
 * The hosts whose served certificate is checked for an issued order (issue 21, B6;
 * docs/domain/served-certificates.md): one row per order and host name, with the customer's settings (port,
 * enabled), the state of the last check and the open alert. Rows are made when the order's certificate is stored
 * (issuance, reissue, renewal) from its names; a customer may add names the certificate covers (`extra`).
 */
export const servedCertificateHosts = pgTable(
  'served_certificate_hosts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's (main) account: ownership of every read goes through it. */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-case host name or IPv4 address; a wildcard name is checked at its base domain. */
    host: text('host').notNull(),
    port: integer('port').notNull().default(443),
    enabled: boolean('enabled').notNull().default(true),
    /** Added by the customer, not one of the order's names. */
    extra: boolean('extra').notNull().default(false),
    /** The last check's status; null: never checked. */
    status: text('status', { enum: SERVED_STATUSES }),
    lastCheckId: bigint('last_check_id', { mode: 'number' }),
    checkedAt: ts('checked_at'),
    /** Connection failures in a row. */
    failures: integer('failures').notNull().default(0),
    /** The open alert (the status that raised it, kept up to date while it stays bad); null: none. */
    alert: text('alert', { enum: SERVED_STATUSES }),
    alertSince: ts('alert_since'),
    alertClearedAt: ts('alert_cleared_at'),
    /** When the job checks the host next (a day after each check; an hour after a new certificate). */
    nextCheckAt: ts('next_check_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('served_certificate_hosts_order_host_key').on(t.orderId, t.host),
    index('served_certificate_hosts_due_idx')
      .on(t.nextCheckAt)
      .where(sql`${t.enabled}`),
  ],
);
export type ServedHostRecord = typeof servedCertificateHosts.$inferSelect;

/** Every check of a host (the history), bounded by a purge: 90 days and 100 checks per host. */
export const servedCertificateChecks = pgTable(
  'served_certificate_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    hostId: bigint('host_id', { mode: 'number' })
      .notNull()
      .references(() => servedCertificateHosts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    checkedAt: ts('checked_at').notNull(),
    host: text('host').notNull(),
    port: integer('port').notNull(),
    address: text('address'),
    status: text('status', { enum: SERVED_STATUSES }).notNull(),
    serial: text('serial'),
    issuer: text('issuer'),
    subject: text('subject'),
    notBefore: ts('not_before'),
    notAfter: ts('not_after'),
    names: jsonb('names').$type<string[]>().notNull().default([]),
    sha1: text('sha1'),
    chainComplete: boolean('chain_complete'),
    hostnameMatch: boolean('hostname_match'),
    /** current / previous (one of the order's certificates) / foreign; null when nothing was served. */
    served: text('served', { enum: ['current', 'previous', 'foreign'] }),
    error: text('error', { enum: SERVED_CHECK_ERRORS }),
    errorDetail: text('error_detail'),
  },
  (t) => [
    index('served_certificate_checks_host_idx').on(t.hostId, t.id.desc()),
    index('served_certificate_checks_time_idx').on(t.checkedAt),
  ],
);
export type ServedCheckRecord = typeof servedCertificateChecks.$inferSelect;
