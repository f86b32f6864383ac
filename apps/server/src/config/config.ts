import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

export interface DatabaseTimeouts {
  /** Opening a connection (TCP, TLS, authentication) or waiting for a free one in the pool. */
  connectMs: number;
  /** One statement on the server (statement_timeout); the client gives up a little later if no answer comes. */
  statementMs: number;
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

/** README settings table: DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS. */
export const DEFAULT_DATABASE_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 5000,
  statementMs: 30_000,
  idleInTransactionMs: 60_000,
};

/**
 * README settings table: API_REQUEST_TIMEOUT_MS. How long an ordinary API request may wait for PostgreSQL in all
 * before it is answered 503 (db/request-deadline.ts); long calls (exports, statements, PDFs, reports: routes with
 * `config.longRunning`) keep the statement timeout.
 */
export const DEFAULT_API_REQUEST_TIMEOUT_MS = 10_000;

/** A duration in milliseconds, a whole number within [min, max]. */
function millis(min: number, max: number) {
  return z.coerce
    .number({ error: 'must be a number of milliseconds' })
    .int('must be a whole number of milliseconds')
    .min(min, `must be at least ${min} (milliseconds)`)
    .max(max, `must be at most ${max} (milliseconds)`);
}

/** Settings of CONTRACT.md, read once from the environment; a bad value stops the start with a clear message. */
const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATABASE_CONNECT_TIMEOUT_MS: millis(100, 300_000).default(DEFAULT_DATABASE_TIMEOUTS.connectMs),
  DATABASE_STATEMENT_TIMEOUT_MS: millis(100, 3_600_000).default(DEFAULT_DATABASE_TIMEOUTS.statementMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(100, 3_600_000).default(
    DEFAULT_DATABASE_TIMEOUTS.idleInTransactionMs,
  ),
  API_REQUEST_TIMEOUT_MS: millis(100, 3_600_000).default(DEFAULT_API_REQUEST_TIMEOUT_MS),
  SHUTDOWN_DELAY_MS: millis(0, 120_000).default(0),
  SHUTDOWN_TIMEOUT_MS: millis(100, 600_000).default(25_000),
  PUBLIC_URL: z.url().optional(),
  SECRET_KEY: z.string().min(32, 'must have at least 32 characters').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  SALES_EMAIL: z.email('must be an e-mail address').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DNS_SERVERS: z
    .string()
    .regex(/^\s*[\d.:[\]a-fA-F]+\s*(,\s*[\d.:[\]a-fA-F]+\s*)*$/, 'a comma list of ip[:port]')
    .optional(),
  DCV_HTTP_PORT: z.coerce.number().int().min(1).max(65535).default(80),
  DCV_ALLOW_PRIVATE_ADDRESSES: z.enum(['0', '1']).optional(),
  DCV_DELEGATION_ZONE: z
    .string()
    .trim()
    .toLowerCase()
    .transform((zone) => zone.replace(/\.$/, ''))
    .pipe(
      z
        .string()
        .max(200, 'at most 200 characters (labels and the zone must fit in 253)')
        .regex(
          /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/,
          'a DNS zone name such as dcv.portal.example.com',
        ),
    )
    .optional(),
  DNS_LISTEN: z
    .string()
    .regex(/^(?:[\d.]+|\[[\da-fA-F:.]+\]):\d{1,5}$/, 'ip:port or [ipv6]:port, e.g. 0.0.0.0:53')
    .default('0.0.0.0:53'),
  CA_PROVIDER: z.enum(['builtin', 'acme']).default('builtin'),
  CA_BRANDS: z
    .string()
    .regex(/^[^=,]+=(builtin|acme)(,[^=,]+=(builtin|acme))*$/, 'a comma list of Brand=builtin|acme')
    .optional(),
  ACME_DIRECTORY_URL: z.url().optional(),
  ACME_EAB_KID: z.string().optional(),
  ACME_EAB_HMAC_KEY: z.string().optional(),
  ACME_CA_BUNDLE: z.string().optional(),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_API_BASE: z.url().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_SDK_URL: z.url().optional(),
  METRICS_TOKEN: z.string().min(16, 'must have at least 16 characters').optional(),
  TRUST_PROXY: z
    .string()
    .regex(
      /^\s*[\d.:a-fA-F]+(\/\d{1,3})?\s*(,\s*[\d.:a-fA-F]+(\/\d{1,3})?\s*)*$/,
      'a comma list of proxy addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)',
    )
    .optional(),
});

/**
 * Secrets may come from files (Docker and Kubernetes secrets): NAME_FILE=/run/secrets/x reads NAME from that file
 * (trailing newline dropped). Setting both is refused: which one holds would be a guess.
 */
const FILE_SETTINGS = [
  'DATABASE_URL',
  'SECRET_KEY',
  'SMTP_URL',
  'PAYPAL_CLIENT_SECRET',
  'METRICS_TOKEN',
] as const;

function readFileSettings(env: Record<string, string>): Record<string, string> {
  const out = { ...env };
  for (const name of FILE_SETTINGS) {
    const file = env[`${name}_FILE`];
    if (file === undefined) continue;
    if (env[name] !== undefined)
      throw new ConfigError(`Invalid settings:\n  ${name} and ${name}_FILE: set one, not both`);
    try {
      out[name] = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (error) {
      throw new ConfigError(
        `Invalid settings:\n  ${name}_FILE: cannot read ${file} (${(error as NodeJS.ErrnoException).code ?? String(error)})`,
      );
    }
    delete out[`${name}_FILE`];
  }
  return out;
}

export interface Config {
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Bounds on every PostgreSQL connection (DATABASE_URL only; docs/architecture.md, Database). */
  databaseTimeouts: DatabaseTimeouts;
  /**
   * DATABASE_URL only: the longest an ordinary /api request waits for PostgreSQL in all (API_REQUEST_TIMEOUT_MS);
   * routes marked `longRunning` are bounded by the statement timeout alone.
   */
  apiRequestTimeoutMs: number;
  /** SIGTERM: how long /readyz answers 503 while requests are still served, then how long draining may take. */
  shutdown: { delayMs: number; timeoutMs: number };
  publicUrl: string;
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
  secureCookies: boolean;
  dcv: { dnsServers: string[] | undefined; httpPort: number; allowPrivateAddresses: boolean };
  /**
   * DCV delegation (DCV_DELEGATION_ZONE, DNS_LISTEN): the zone the portal answers DNS for, and where; unset
   * (no zone): delegation is off and nothing listens.
   */
  dcvDelegation: { zone: string; host: string; port: number } | undefined;
  ca: {
    provider: 'builtin' | 'acme';
    /** Brands handled by another provider than the default (CA_BRANDS=Sectigo=acme,…). */
    brands: Record<string, 'builtin' | 'acme'>;
    acme:
      | {
          directoryUrl: string;
          eab: { kid: string; hmacKey: string } | undefined;
          caBundleFile: string | undefined;
        }
      | undefined;
  };
  /** GET /metrics needs this bearer token; unset: loopback callers only. */
  metricsToken: string | undefined;
  /** Where pricing requests are sent (SALES_EMAIL); default sales@ the host of PUBLIC_URL. */
  salesEmail: string;
  /** Proxies whose X-Forwarded-For / -Proto are believed (client IP of audit logs and rate limits); [] = none. */
  trustProxy: string[];
  /** The card-wallet provider; unset: the wallet button is hidden and says why. */
  paypal:
    | {
        clientId: string;
        clientSecret: string;
        apiBase: string;
        /** Notifications are verified against this webhook; unset: every notification is refused. */
        webhookId: string | undefined;
        /** The JS SDK the browser loads (with client-id added). */
        sdkUrl: string;
      }
    | undefined;
}

export class ConfigError extends Error {}

/** DNS_LISTEN `ip:port` / `[ipv6]:port` (the format is checked by the schema; the numbers here). */
function listenAddress(value: string): { host: string; port: number } {
  const at = value.lastIndexOf(':');
  const host = value.slice(0, at).replace(/^\[(.*)\]$/, '$1');
  const port = Number(value.slice(at + 1));
  if (port > 65535 || isIP(host) === 0)
    throw new ConfigError(
      `Invalid settings:\n  DNS_LISTEN: ${value} is not an address and port (e.g. 0.0.0.0:53)`,
    );
  return { host, port };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = readFileSettings(
    Object.fromEntries(
      Object.entries(env).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
      ),
    ),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid settings:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const brands = Object.fromEntries(
    (e.CA_BRANDS ?? '')
      .split(',')
      .filter(Boolean)
      .map((pair) => pair.split('=').map((part) => part.trim()) as [string, 'builtin' | 'acme']),
  );
  if ((e.CA_PROVIDER === 'acme' || Object.values(brands).includes('acme')) && !e.ACME_DIRECTORY_URL)
    throw new ConfigError(
      'Invalid settings:\n  ACME_DIRECTORY_URL: required when CA_PROVIDER or CA_BRANDS uses acme',
    );
  if (Boolean(e.ACME_EAB_KID) !== Boolean(e.ACME_EAB_HMAC_KEY))
    throw new ConfigError('Invalid settings:\n  ACME_EAB_KID and ACME_EAB_HMAC_KEY: set both or neither');
  if (Boolean(e.PAYPAL_CLIENT_ID) !== Boolean(e.PAYPAL_CLIENT_SECRET))
    throw new ConfigError(
      'Invalid settings:\n  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: set both or neither',
    );
  const publicUrl = (
    e.PUBLIC_URL ?? `http://${e.HOST.includes(':') ? `[${e.HOST}]` : e.HOST}:${e.PORT}`
  ).replace(/\/+$/, '');
  return {
    host: e.HOST,
    port: e.PORT,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_MS, timeoutMs: e.SHUTDOWN_TIMEOUT_MS },
    databaseTimeouts: {
      connectMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    apiRequestTimeoutMs: e.API_REQUEST_TIMEOUT_MS,
    publicUrl,
    secretKey: e.SECRET_KEY,
    smtpUrl: e.SMTP_URL,
    logLevel: e.LOG_LEVEL,
    secureCookies: publicUrl.startsWith('https://'),
    dcv: {
      dnsServers: e.DNS_SERVERS?.split(',').map((s) => s.trim()),
      httpPort: e.DCV_HTTP_PORT,
      allowPrivateAddresses: e.DCV_ALLOW_PRIVATE_ADDRESSES === '1',
    },
    dcvDelegation: e.DCV_DELEGATION_ZONE
      ? { zone: e.DCV_DELEGATION_ZONE, ...listenAddress(e.DNS_LISTEN) }
      : undefined,
    ca: {
      provider: e.CA_PROVIDER,
      brands,
      acme: e.ACME_DIRECTORY_URL
        ? {
            directoryUrl: e.ACME_DIRECTORY_URL,
            eab:
              e.ACME_EAB_KID && e.ACME_EAB_HMAC_KEY
                ? { kid: e.ACME_EAB_KID, hmacKey: e.ACME_EAB_HMAC_KEY }
                : undefined,
            caBundleFile: e.ACME_CA_BUNDLE,
          }
        : undefined,
    },
    metricsToken: e.METRICS_TOKEN,
    salesEmail: e.SALES_EMAIL ?? `sales@${new URL(publicUrl).hostname}`,
    trustProxy: (e.TRUST_PROXY ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiBase: (e.PAYPAL_API_BASE ?? 'https://api-m.sandbox.paypal.com').replace(/\/+$/, ''),
            webhookId: e.PAYPAL_WEBHOOK_ID,
            sdkUrl: e.PAYPAL_SDK_URL ?? 'https://www.paypal.com/sdk/js',
          }
        : undefined,
  };
}
