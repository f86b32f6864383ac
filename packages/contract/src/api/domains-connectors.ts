import { z } from 'zod';
import { idField } from '../fields.js';

/**
 * DNS provider connectors (issue 34, docs/domain/dns-connectors.md "In the portal"): the account stores a token for
 * its DNS host; the portal then publishes DNS validation values there by itself. The credentials are sealed at rest
 * and never answered.
 */
export const DNS_CONNECTOR_PROVIDERS = ['cloudflare', 'dnspod'] as const;
export type DnsConnectorProvider = (typeof DNS_CONNECTOR_PROVIDERS)[number];

/** Why the DNS host refused the last test (apps/server/src/integrations/dns-providers/dns-provider-error.ts). */
export const DNS_CONNECTOR_PROBLEMS = [
  'badCredentials',
  'noZone',
  'forbidden',
  'rateLimited',
  'unavailable',
  'rejected',
] as const;
export type DnsConnectorProblem = (typeof DNS_CONNECTOR_PROBLEMS)[number];

const secretText = (max: number) =>
  z
    .string({ error: 'domains.connectors.credentialsRequired' })
    .trim()
    .min(1, { error: 'domains.connectors.credentialsRequired' })
    .max(max, { error: 'domains.connectors.credentialsRequired' });

const connectorLabel = z
  .string({ error: 'domains.connectors.labelRequired' })
  .trim()
  .min(1, { error: 'domains.connectors.labelRequired' })
  .max(80, { error: 'domains.connectors.labelTooLong' });

/** POST domains/connectors: a Cloudflare API token, or a Tencent Cloud (DNSPod) SecretId / SecretKey pair. */
export const dnsConnectorBody = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('cloudflare'),
    label: connectorLabel,
    credentials: z.object({ apiToken: secretText(400) }),
  }),
  z.object({
    provider: z.literal('dnspod'),
    label: connectorLabel,
    credentials: z.object({ secretId: secretText(200), secretKey: secretText(200) }),
  }),
]);

/** POST domains/connectors/{id}/test ; DELETE domains/connectors/{id} */
export const dnsConnectorParams = z.object({ id: idField() });

/** One stored connector as the calls answer it: never its credentials. */
export const dnsConnectorRow = z.object({
  id: z.number().int(),
  provider: z.enum(DNS_CONNECTOR_PROVIDERS),
  label: z.string(),
  /** The zones (lower-case apex names) the last successful test saw; names under them validate through it. */
  zones: z.array(z.string()),
  /** When the credentials were last tested (ISO time). */
  lastTestAt: z.string().nullable(),
  /** `ok`, or the kind of problem the DNS host gave; null before the first test. */
  lastTestResult: z.enum(['ok', ...DNS_CONNECTOR_PROBLEMS]).nullable(),
  /** The last test's problem in the caller's language; null when it passed. */
  problem: z.string().nullable(),
  createdAt: z.string(),
});
export const dnsConnectorsAnswer = z.object({ list: z.array(dnsConnectorRow) });
export const dnsConnectorRemovedAnswer = z.object({ id: z.number().int(), removed: z.boolean() });

export type DnsConnectorBody = z.infer<typeof dnsConnectorBody>;
export type DnsConnectorRow = z.infer<typeof dnsConnectorRow>;
export type DnsConnectorsAnswer = z.infer<typeof dnsConnectorsAnswer>;
