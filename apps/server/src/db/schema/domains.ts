// Owner: modules/domains (DCV delegations and the delegation zone's published values); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts, updatedAt } from './columns.js';
import { orders } from './orders.js';

/** What the last CNAME check of a delegation found at `_dnsauth.<domain>`. */
export interface DelegationFound {
  /** The CNAME targets found (lower-case, no final dot); [] when none. */
  cname: string[];
  /** Why nothing could be read (timeout, servfail, refused, failed); absent when the look-up answered. */
  failure?: string;
}

/**
 * DCV delegation (docs/domain/dcv-delegation.md): the customer's `_dnsauth.<domain>` CNAME points at
 * `<label>.<DCV_DELEGATION_ZONE>`, once. One row per account and domain; the label is random and per account, so
 * one account never publishes where another's CNAME points. `pending` until a check finds the CNAME, then
 * `active` (back to `pending` when a check finds it gone or pointing elsewhere).
 */
export const dcvDelegations = pgTable(
  'dcv_delegations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The owner account (a team's main account). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** Lower-case registered domain or sub-domain; names equal to it or under it validate through it. */
    domain: text('domain').notNull(),
    /** 16 lower-case base32 characters (80 random bits): `<label>.<zone>` is the CNAME's target. */
    label: text('label').notNull(),
    state: text('state', { enum: ['pending', 'active'] })
      .notNull()
      .default('pending'),
    checkedAt: ts('checked_at'),
    /** What the last check found (null before the first). */
    found: jsonb('found').$type<DelegationFound>(),
    activatedAt: ts('activated_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dcv_delegations_account_domain_key').on(t.accountId, t.domain),
    uniqueIndex('dcv_delegations_label_key').on(t.label),
    check('dcv_delegations_label_format', sql`${t.label} ~ '^[a-z2-7]{16}$'`),
  ],
);
export type DcvDelegationRow = typeof dcvDelegations.$inferSelect;

/**
 * The TXT values the zone answers under a delegation's label: written just before a validation check resolves
 * `_dnsauth.<domain>` and deleted right after it; `expires_at` bounds a value a crashed process left behind (the
 * responder ignores it from then on and the next publication deletes it).
 */
export const dcvZoneValues = pgTable(
  'dcv_zone_values',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    delegationId: bigint('delegation_id', { mode: 'number' })
      .notNull()
      .references(() => dcvDelegations.id, { onDelete: 'cascade' }),
    /** The delegation's label, kept here so the responder reads one index. */
    label: text('label').notNull(),
    value: text('value').notNull(),
    /** Who published it: `dcv_challenge:<id>` (a validation check). */
    owner: text('owner').notNull(),
    expiresAt: ts('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('dcv_zone_values_label_idx').on(t.label, t.expiresAt),
    index('dcv_zone_values_expires_idx').on(t.expiresAt),
  ],
);
export type DcvZoneValueRow = typeof dcvZoneValues.$inferSelect;

/**
 * DNS provider connectors (docs/domain/dns-connectors.md "In the portal"): an account's credentials for its DNS
 * host, with which the portal publishes DNS validation values itself. The credentials are sealed with SECRET_KEY
 * (the private-key box, as upstream secrets are) and never answered; `zones` are what the last passed test saw.
 */
export const dnsConnectors = pgTable(
  'dns_connectors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The owner account (a team's main account). */
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['cloudflare', 'dnspod'] }).notNull(),
    label: text('label').notNull(),
    /** `{apiToken}` (Cloudflare) or `{secretId, secretKey}` (DNSPod), JSON sealed by the private-key box. */
    sealedCredentials: text('sealed_credentials').notNull(),
    /** Lower-case zone names the last passed test saw. */
    zones: jsonb('zones').$type<string[]>().notNull().default([]),
    lastTestAt: ts('last_test_at'),
    /** `ok` or the DnsProviderError kind of the last test; null before the first. */
    lastTestResult: text('last_test_result'),
    createdAt: createdAt(),
  },
  (t) => [index('dns_connectors_account_idx').on(t.accountId)],
);
export type DnsConnectorRecord = typeof dnsConnectors.$inferSelect;

/**
 * The notices that a coming renewal will need the customer (docs/domain/dcv-delegation.md "The notice before a
 * reissue"): one per order and current certificate (its end), claimed before the mail is sent, so the job sends
 * each once whichever process runs it and however often.
 */
export const domainReissueNotices = pgTable(
  'domain_reissue_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The end of the certificate whose renewal the notice is about. */
    certificateEnd: ts('certificate_end').notNull(),
    /** When the renewal is made (30 days before that end). */
    reissueAt: ts('reissue_at').notNull(),
    /** The names that will need the customer then. */
    names: jsonb('names').$type<string[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('domain_reissue_notices_order_end_key').on(t.orderId, t.certificateEnd)],
);
export type DomainReissueNoticeRow = typeof domainReissueNotices.$inferSelect;
