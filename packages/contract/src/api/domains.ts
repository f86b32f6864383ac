import { z } from 'zod';

/** The methods a domain validates by (Domains page): the customer publishes, a delegation, a DNS connector. */
export const DOMAIN_VALIDATION_MODES = ['manual', 'delegated', 'connector'] as const;
export type DomainValidationMode = (typeof DOMAIN_VALIDATION_MODES)[number];

/** pending: the CNAME was not found (yet, or any more); active: it points at the account's label. */
export const DELEGATION_STATES = ['pending', 'active'] as const;
export type DelegationState = (typeof DELEGATION_STATES)[number];

/**
 * What the customer should do about a domain (GET domains `action`):
 * - `none`: nothing; it validates by itself (delegated / connector) or no coming reissue needs it;
 * - `delegate`: the next reissue (`nextReissue`) will need a validation by hand (mode manual, the reuse ends
 *   before it); delegating the domain once (or a DNS connector for its zone) avoids it;
 * - `fixDelegation`: a delegation covers it but its CNAME is not found (pending): create or correct the CNAME.
 */
export const DOMAIN_ACTIONS = ['none', 'delegate', 'fixDelegation'] as const;
export type DomainAction = (typeof DOMAIN_ACTIONS)[number];

/** A domain as typed; the server checks it against the name rules (pki.domain.* texts). */
const delegationDomain = z
  .string({ error: 'validation.domainsRequired' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'validation.domainsRequired' })
  .max(253, { error: 'pki.domain.tooLong' });

/** POST domains/delegation {domain} */
export const delegationBody = z.object({ domain: delegationDomain });
/** GET domains/delegation?domain= ; DELETE domains/delegation?domain= */
export const delegationQuery = z.object({ domain: delegationDomain });

/**
 * The CNAME to create once: `name` (`_dnsauth.{domain}`) → `target` (`{label}.{zone}`); for certificates of ACME
 * upstreams (dns-01) also `acmeName` (`_acme-challenge.{domain}`) → the same `target`.
 */
export const delegationAnswer = z.object({
  domain: z.string(),
  name: z.string(),
  /** `_acme-challenge.{domain}`: the second CNAME, to the same target, for ACME upstreams' dns-01. */
  acmeName: z.string(),
  target: z.string(),
  state: z.enum(DELEGATION_STATES),
  /** When the portal last looked for the CNAME (ISO time), null before the first look. */
  checkedAt: z.string().nullable(),
});

/** GET domains/delegation: the same, with what the look-up found versus what it expected. */
export const delegationCheckAnswer = delegationAnswer.extend({
  /** The CNAME target expected (`target`). */
  expected: z.string(),
  /** The CNAME targets found at `name` ([] when none). */
  found: z.array(z.string()),
  /** Why nothing could be read (timeout, servfail, refused, failed); null when the look-up answered. */
  failure: z.string().nullable(),
  /** What was found versus expected, in the caller's language; null when active. */
  problem: z.string().nullable(),
});

/** DELETE domains/delegation?domain= */
export const delegationRemovedAnswer = z.object({ domain: z.string(), removed: z.boolean() });

/** One domain of the account (GET domains). */
export const domainRow = z.object({
  /** A name the account has ordered (as ordered: `*.example.com` stays a wildcard), or a delegated domain. */
  domain: z.string(),
  mode: z.enum(DOMAIN_VALIDATION_MODES),
  /** The account's delegation covering it (its own or a parent's), or null. */
  delegation: z
    .object({ domain: z.string(), state: z.enum(DELEGATION_STATES), target: z.string() })
    .nullable(),
  /** The account's DNS connector whose zones cover it (mode `connector` when no active delegation does), or null. */
  connector: z
    .object({ id: z.number().int(), provider: z.enum(['cloudflare', 'dnspod']), label: z.string() })
    .nullable(),
  /** Orders of the account that name it. */
  orders: z.number().int(),
  /** The last passed validation of the name (ISO time), null when none. */
  lastValidatedAt: z.string().nullable(),
  /** Until when that validation may be reused for a new certificate (ISO time), null when none. */
  reuseEndsAt: z.string().nullable(),
  /**
   * The next certificate a running subscription will make with the name (the renewal of the order's current
   * certificate, made 30 days before it ends), or null when none is coming.
   */
  nextReissue: z
    .object({
      /** When the portal makes it (ISO time). */
      at: z.string(),
      /** The order whose subscription makes it. */
      orderId: z.number().int(),
      /** True when the name must be validated again then (the reuse ends before `at`, or never passed). */
      needsValidation: z.boolean(),
      /** True when that validation needs the customer (mode manual): the case the notice mail warns about. */
      needsCustomer: z.boolean(),
    })
    .nullable(),
  /** What to do (DOMAIN_ACTIONS). */
  action: z.enum(DOMAIN_ACTIONS),
});
export const domainsAnswer = z.object({ list: z.array(domainRow) });

export type DelegationAnswer = z.infer<typeof delegationAnswer>;
export type DelegationCheckAnswer = z.infer<typeof delegationCheckAnswer>;
export type DomainNextReissue = NonNullable<DomainRow['nextReissue']>;
export type DomainRow = z.infer<typeof domainRow>;
export type DomainsAnswer = z.infer<typeof domainsAnswer>;
