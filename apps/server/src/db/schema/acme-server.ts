// Owner: modules/acme-server (the RFC 8555 server and its EAB credentials); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';
import { orders } from './orders.js';

/** An RFC 8555 problem kept on an ACME object (order or challenge): its type's last part and the detail. */
export interface AcmeProblemRecord {
  type: string;
  detail: string;
}

/**
 * External account binding credentials of one order (docs/domain/acme-server.md): the kid an ACME client sends and
 * the HMAC key it signs the binding with, sealed under SECRET_KEY (the key must be recovered to check an HMAC, so
 * it is encrypted, not hashed). The key is shown once, when the owner creates the credentials. The first ACME
 * account that binds through the kid is tied to it (`acme_account_id`) and to its order; a revoked credential's
 * account is refused from then on.
 */
export const acmeEabCredentials = pgTable(
  'acme_eab_credentials',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kid: text('kid').notNull().unique(),
    hmacSealed: text('hmac_sealed').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).notNull(),
    /** The ACME account bound through this kid (null until a client registers with it). */
    acmeAccountId: bigint('acme_account_id', { mode: 'number' }),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('acme_eab_credentials_order_idx').on(t.orderId, t.id)],
);
export type AcmeEabCredentialRow = typeof acmeEabCredentials.$inferSelect;

/** An ACME account: a client's account key (JWK and its RFC 7638 thumbprint), bound to one order through EAB. */
export const acmeAccounts = pgTable(
  'acme_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    credentialId: bigint('credential_id', { mode: 'number' })
      .notNull()
      .references(() => acmeEabCredentials.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    jwk: jsonb('jwk').$type<Record<string, string>>().notNull(),
    thumbprint: text('thumbprint').notNull().unique(),
    status: text('status', { enum: ['valid', 'deactivated'] })
      .notNull()
      .default('valid'),
    contact: jsonb('contact').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('acme_accounts_order_idx').on(t.orderId)],
);
export type AcmeAccountRow = typeof acmeAccounts.$inferSelect;

/**
 * Replay nonces: one row per nonce handed out, deleted by the request that uses it (one use) and by the clean-up
 * job once expired. In the database, so a nonce one process issued is accepted by every other on the same
 * PostgreSQL.
 */
export const acmeNonces = pgTable(
  'acme_nonces',
  {
    value: text('value').primaryKey(),
    expiresAt: ts('expires_at').notNull(),
  },
  (t) => [index('acme_nonces_expires_idx').on(t.expiresAt)],
);

export const ACME_ORDER_STATUSES = ['pending', 'ready', 'processing', 'valid', 'invalid'] as const;
export type AcmeOrderStatus = (typeof ACME_ORDER_STATUSES)[number];

/** An ACME order: identifiers (a subset of the portal order's names) and, once finalized, its reissue. */
export const acmeOrders = pgTable(
  'acme_orders',
  {
    id: text('id').primaryKey(),
    acmeAccountId: bigint('acme_account_id', { mode: 'number' })
      .notNull()
      .references(() => acmeAccounts.id, { onDelete: 'cascade' }),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ACME_ORDER_STATUSES }).notNull(),
    /** `dns` names (wildcards as `*.example.com`) and `ip` addresses, as the client asked. */
    identifiers: jsonb('identifiers').$type<{ type: 'dns' | 'ip'; value: string }[]>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** The portal reissue that issued the certificate (`{orderId}_{n}`). */
    reissueId: text('reissue_id'),
    certificateId: bigint('certificate_id', { mode: 'number' }),
    error: jsonb('error').$type<AcmeProblemRecord>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('acme_orders_account_idx').on(t.acmeAccountId, t.createdAt),
    index('acme_orders_expires_idx').on(t.expiresAt),
  ],
);
export type AcmeOrderRow = typeof acmeOrders.$inferSelect;

/** One identifier of an ACME order: `valid` at once when the portal order's DCV state covers it (pre-authorized). */
export const acmeAuthorizations = pgTable(
  'acme_authorizations',
  {
    id: text('id').primaryKey(),
    acmeOrderId: text('acme_order_id')
      .notNull()
      .references(() => acmeOrders.id, { onDelete: 'cascade' }),
    identifierType: text('identifier_type', { enum: ['dns', 'ip'] }).notNull(),
    /** The name without `*.` (RFC 8555 7.1.4); `wildcard` says whether the order asked for `*.{value}`. */
    identifierValue: text('identifier_value').notNull(),
    wildcard: boolean('wildcard').notNull().default(false),
    status: text('status', { enum: ['pending', 'valid', 'invalid', 'deactivated', 'expired'] }).notNull(),
    expiresAt: ts('expires_at').notNull(),
    /** How it became valid: `preauthorized` (the order's DCV state) or the challenge type that passed. */
    validatedBy: text('validated_by'),
    validatedAt: ts('validated_at'),
    createdAt: createdAt(),
  },
  (t) => [index('acme_authorizations_order_idx').on(t.acmeOrderId)],
);
export type AcmeAuthorizationRow = typeof acmeAuthorizations.$inferSelect;

/** A challenge of an authorization not yet covered (http-01, dns-01), checked by the portal's DCV engine. */
export const acmeChallenges = pgTable(
  'acme_challenges',
  {
    id: text('id').primaryKey(),
    authorizationId: text('authorization_id')
      .notNull()
      .references(() => acmeAuthorizations.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['http-01', 'dns-01'] }).notNull(),
    token: text('token').notNull(),
    status: text('status', { enum: ['pending', 'processing', 'valid', 'invalid'] }).notNull(),
    validatedAt: ts('validated_at'),
    error: jsonb('error').$type<AcmeProblemRecord>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('acme_challenges_authorization_idx').on(t.authorizationId),
    check('acme_challenges_token_length', sql`length(${t.token}) >= 22`),
  ],
);
export type AcmeChallengeRow = typeof acmeChallenges.$inferSelect;
