// Owner: modules/upstreams (named upstream CAs and the routes of new orders to them); see owners.ts.
import { sql } from 'drizzle-orm';
import { boolean, check, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { ts } from './columns.js';

/** What an upstream's non-secret settings may hold (by type: acme uses directoryUrl, certcentral apiBase). */
export interface UpstreamSettings {
  directoryUrl?: string;
  apiBase?: string;
  preferredChain?: string;
  /** certcentral: the CertCentral organisation OV, EV and code-signing orders are placed for. */
  organizationId?: number;
}

/**
 * Named upstream CAs (`portal upstream:set`, docs/domain/upstreams.md). `builtin` is never stored. Secrets (EAB
 * kid + HMAC, the CertCentral API key, the ACME account key made once per upstream) are one sealed JSON
 * (SECRET_KEY, the private-key box): every process is the same ACME account. `from_env`: the row the ACME_*
 * shorthand writes at start (its settings follow the environment; upstream:set leaves it alone).
 */
export const upstreams = pgTable(
  'upstreams',
  {
    name: text('name').primaryKey(),
    type: text('type', { enum: ['acme', 'certcentral'] }).notNull(),
    settings: jsonb('settings').$type<UpstreamSettings>().notNull().default({}),
    secretsSealed: text('secrets_sealed').notNull(),
    caBundlePem: text('ca_bundle_pem'),
    fromEnv: boolean('from_env').notNull().default(false),
    lastSuccessAt: ts('last_success_at'),
    lastErrorAt: ts('last_error_at'),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('upstreams_name_form', sql`${t.name} ~ '^[a-z0-9][a-z0-9_-]{0,39}$' and ${t.name} <> 'builtin'`),
  ],
);

/**
 * Where new orders go: a brand's route (`short_name` = '') or one product's (its short name), which wins. The
 * upstream is a name (`builtin` or a row of upstreams). An order keeps the upstream it was submitted to.
 */
export const upstreamRoutes = pgTable(
  'upstream_routes',
  {
    brand: text('brand').notNull(),
    shortName: text('short_name').notNull().default(''),
    upstream: text('upstream').notNull(),
    /**
     * A product route's upstream product id (CertCentral's `product_name_id`, e.g. `ssl_plus`), sent when a new
     * order is placed instead of the adapter's brand-table pick; null: the adapter picks.
     */
    upstreamProduct: text('upstream_product'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.brand, t.shortName] })],
);
