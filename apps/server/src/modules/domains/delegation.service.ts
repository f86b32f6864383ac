import { randomBytes } from 'node:crypto';
import { acmeDelegationRecordName, delegationRecordName } from '@portal/contract';
import type { DcvDelegationRow, DelegationFound } from '../../db/schema/index.js';
import type { CnameLookup } from '../../integrations/dns/dns-lookup-error.js';
import { checkCertificateNames, DomainProblem, messageKeyOf } from '../../lib/domain-rules.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createDelegationsRepository } from './delegations.repository.js';

/** The delegation zone (DCV_DELEGATION_ZONE) and the look-up that finds a customer's CNAME (DNS_SERVERS). */
export interface DelegationSettings {
  /** Lower-case, no final dot; undefined: delegation is off. */
  zone: string | undefined;
  lookups: { cname(name: string): Promise<CnameLookup> };
}

type Problem = { key: string; vars: Record<string, string | number> };

/** A delegation as the calls answer it. */
export interface DelegationView {
  domain: string;
  name: string;
  /** `_acme-challenge.<domain>`: the CNAME to the same target for ACME upstreams' dns-01. */
  acmeName: string;
  target: string;
  state: 'pending' | 'active';
  checkedAt: string | null;
}

/** GET domains/delegation: the view with what the look-up found versus expected. */
export interface DelegationCheck extends DelegationView {
  expected: string;
  found: string[];
  failure: string | null;
  problem: Problem | null;
}

const LABEL_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
/** 16 base32 characters, 5 random bits each (80 bits): nobody guesses another account's label. */
export const newLabel = () => [...randomBytes(16)].map((byte) => LABEL_ALPHABET[byte % 32]).join('');

/** One name, checked as a single-name certificate's would be (no wildcard, no address, a registrable suffix). */
function delegationDomain(input: string): string {
  try {
    return checkCertificateNames([input], {
      domainType: 1,
      auditType: 'DV',
      productType: 'SSL',
      productTag: null,
      maxNames: 1,
    }).commonName;
  } catch (error) {
    if (!(error instanceof DomainProblem)) throw error;
    const key = messageKeyOf(error);
    throw new AppError('domainInvalid', key, error.vars, [{ field: 'domain', message: key }]);
  }
}

/**
 * DCV delegation (docs/domain/dcv-delegation.md): the account's `_dnsauth.<domain>` CNAME to `<label>.<zone>`,
 * made once; the portal looks for it (state pending → active) and, while active, publishes validation values
 * under the label itself (delegated-dns-check.ts).
 */
export function createDelegationService(deps: ServiceDeps, settings: DelegationSettings) {
  const repo = createDelegationsRepository(deps.db);

  function zoneOrRefuse(): string {
    if (!settings.zone) throw new AppError('delegationDisabled', 'domains.errors.disabled');
    return settings.zone;
  }

  const targetOf = (row: DcvDelegationRow, zone: string) => `${row.label}.${zone}`;

  const viewOf = (row: DcvDelegationRow, zone: string): DelegationView => ({
    domain: row.domain,
    name: delegationRecordName(row.domain),
    acmeName: acmeDelegationRecordName(row.domain),
    target: targetOf(row, zone),
    state: row.state,
    checkedAt: row.checkedAt?.toISOString() ?? null,
  });

  /** Looks for the CNAME now and records what was found: active when it points at the label. */
  async function lookFor(row: DcvDelegationRow, zone: string): Promise<DelegationCheck> {
    const name = delegationRecordName(row.domain);
    const expected = targetOf(row, zone);
    const lookup = await settings.lookups.cname(name);
    const found: DelegationFound = lookup.failure
      ? { cname: [], failure: lookup.failure }
      : { cname: lookup.targets };
    // A failed look-up proves nothing either way: the state stays as it was.
    const state = lookup.failure ? row.state : lookup.targets.includes(expected) ? 'active' : 'pending';
    const updated = await repo.recordCheck(row.id, state, found, deps.clock.now());
    let problem: Problem | null = null;
    if (lookup.failure)
      problem = { key: 'domains.problems.lookupFailed', vars: { name, kind: lookup.failure } };
    else if (state !== 'active')
      problem =
        lookup.targets.length === 0
          ? { key: 'domains.problems.noCname', vars: { name, expected } }
          : {
              key: 'domains.problems.wrongCname',
              vars: { name, found: lookup.targets.join(', '), expected },
            };
    return {
      ...viewOf(updated, zone),
      expected,
      found: found.cname,
      failure: found.failure ?? null,
      problem,
    };
  }

  return {
    /** Whether delegation is on (DCV_DELEGATION_ZONE set). */
    zone: settings.zone,

    /**
     * POST domains/delegation: the account's delegation of the domain (idempotent: the same label again), looked
     * for at once so a CNAME made beforehand counts. Another account's delegation of the same domain is a row of
     * its own with its own label: whichever label the domain's CNAME names is the one that validates.
     */
    async create(session: SessionContext, input: string): Promise<DelegationView> {
      const zone = zoneOrRefuse();
      const domain = delegationDomain(input);
      const row = await repo.findOrCreate(session.ownerAccountId, domain, newLabel());
      const { name, acmeName, target, state, checkedAt } = await lookFor(row, zone);
      return { domain, name, acmeName, target, state, checkedAt };
    },

    /** GET domains/delegation: looks for the CNAME now; what was found versus expected. */
    async check(session: SessionContext, input: string): Promise<DelegationCheck> {
      const zone = zoneOrRefuse();
      const domain = delegationDomain(input);
      const row = await repo.find(session.ownerAccountId, domain);
      if (!row) throw new AppError('notFound', 'domains.errors.notFound', { domain });
      return lookFor(row, zone);
    },

    /** DELETE domains/delegation: the label stops answering at once (NXDOMAIN). */
    async remove(session: SessionContext, input: string): Promise<{ domain: string; removed: boolean }> {
      zoneOrRefuse();
      const domain = delegationDomain(input);
      return { domain, removed: await repo.remove(session.ownerAccountId, domain) };
    },

    /** Looks for a delegation's CNAME (validation's use: a pending one found now turns active). */
    async refresh(row: DcvDelegationRow): Promise<DcvDelegationRow> {
      if (!settings.zone) return row;
      const checked = await lookFor(row, settings.zone);
      return { ...row, state: checked.state };
    },
  };
}
export type DelegationService = ReturnType<typeof createDelegationService>;
