import { acmeDelegationRecordName, delegationCovers, delegationRecordName } from '@portal/contract';
import type { DcvDelegationRow } from '../../db/schema/index.js';
import { MINUTE } from '../../lib/clock.js';
import type { ServiceDeps } from '../../services.js';
import type { DelegationService } from './delegation.service.js';
import { createDelegationsRepository } from './delegations.repository.js';

/** A published value ends by itself after this long if its check never removes it (a process stopped mid-check). */
export const ZONE_VALUE_LIFETIME_MS = 10 * MINUTE;

/** The DNS challenge a check is about (a `dcv_challenges` row's fields). */
export interface DnsChallenge {
  id: number;
  /** The name to validate (`*.a.example.com` keeps its `*.`). */
  domain: string;
  /** Where the value is looked for: `_dnsauth.<base>` for the portal's own DCV. */
  authKey: string;
  authValue: string;
}

const ownerOf = (challengeId: number) => `dcv_challenge:${challengeId}`;

/** `a.b.example.com` → itself and every parent: the domains whose delegation would cover it. */
function selfAndParents(base: string): string[] {
  const labels = base.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/**
 * Validation through a delegation (docs/domain/dcv-delegation.md), the DNS method's one hook: when an active
 * delegation of the same account covers the name, the expected value is published under the delegation's label,
 * `_dnsauth.<delegated domain>` is resolved as any DNS look-up is (the customer's CNAME followed), and the value
 * is removed again. Answers null when no delegation applies (the ordinary check runs).
 */
export function createDelegatedDnsChecks(deps: ServiceDeps, delegations: DelegationService) {
  const repo = createDelegationsRepository(deps.db);

  /** The most specific delegation of the account covering the name that is active (a pending one is looked at). */
  async function activeCovering(accountId: number, base: string): Promise<DcvDelegationRow | null> {
    const rows = await repo.ofDomains(accountId, selfAndParents(base));
    rows.sort((a, b) => b.domain.length - a.domain.length);
    for (const row of rows) {
      if (!delegationCovers(row.domain, base)) continue;
      const current = row.state === 'active' ? row : await delegations.refresh(row);
      if (current.state === 'active') return current;
    }
    return null;
  }

  async function publish(delegation: DcvDelegationRow, challenge: DnsChallenge): Promise<number> {
    const now = deps.clock.now();
    await repo.removeExpired(now);
    return repo.publish(
      delegation,
      challenge.authValue,
      ownerOf(challenge.id),
      new Date(now.getTime() + ZONE_VALUE_LIFETIME_MS),
    );
  }

  /**
   * An ACME CA's dns-01 value (`_acme-challenge.<name>`): published under the label of the account's most
   * specific delegation covering the name, and looked up at the challenge's own record, where the customer's
   * `_acme-challenge` CNAME leads into the zone. Passed: the value stays published, because the CA's validation
   * authority looks after this pre-check (`release` ends it, else its lifetime). Failed: removed, and the
   * ordinary check's answer is the one given (it is the same record).
   */
  async function acmeCheck<Outcome extends { passed: boolean }>(
    accountId: number,
    challenge: DnsChallenge,
    base: string,
    resolve: (recordName: string, expected: string) => Promise<Outcome>,
  ): Promise<Outcome | null> {
    const rows = await repo.ofDomains(accountId, selfAndParents(base));
    const delegation = rows
      .filter((row) => delegationCovers(row.domain, base))
      .sort(
        (a, b) =>
          Number(b.state === 'active') - Number(a.state === 'active') || b.domain.length - a.domain.length,
      )[0];
    if (!delegation) return null;
    const published = await publish(delegation, challenge);
    let outcome: Outcome | undefined;
    try {
      outcome = await resolve(challenge.authKey, challenge.authValue);
      return outcome;
    } finally {
      if (!outcome?.passed) await repo.unpublish(published);
    }
  }

  return {
    /**
     * `resolve(recordName, expected)` is the ordinary TXT check. A delegated check that fails falls back to the
     * ordinary one at the challenge's own record (the customer may have published it by hand); when that fails
     * too the delegated answer is given (it names the record the delegation is checked at).
     */
    async check<Outcome extends { passed: boolean }>(
      accountId: number,
      challenge: DnsChallenge,
      resolve: (recordName: string, expected: string) => Promise<Outcome>,
    ): Promise<Outcome | null> {
      if (!delegations.zone) return null;
      const base = challenge.domain.replace(/^\*\./, '').toLowerCase();
      const key = challenge.authKey.toLowerCase();
      if (key === acmeDelegationRecordName(base)) return acmeCheck(accountId, challenge, base, resolve);
      // Otherwise only the portal's own record rule (`_dnsauth`) is delegated.
      if (key !== delegationRecordName(base)) return null;
      const delegation = await activeCovering(accountId, base);
      if (!delegation) return null;
      const published = await publish(delegation, challenge);
      let outcome: Outcome;
      try {
        outcome = await resolve(delegationRecordName(delegation.domain), challenge.authValue);
      } finally {
        await repo.unpublish(published);
      }
      if (outcome.passed) return outcome;
      // The CNAME may be gone: note it (the delegation turns pending), then try what the customer published.
      await delegations.refresh(delegation);
      const own = await resolve(challenge.authKey, challenge.authValue);
      return own.passed ? own : outcome;
    },

    /**
     * Ends what ACME checks left published for the CA (their challenges are done: the order or reissue was
     * issued or refused). Values of checks still waiting for the CA end by themselves (ZONE_VALUE_LIFETIME_MS).
     */
    async release(challengeIds: number[]): Promise<void> {
      if (!delegations.zone || challengeIds.length === 0) return;
      await repo.unpublishOwners(challengeIds.map(ownerOf));
    },
  };
}
export type DelegatedDnsChecks = ReturnType<typeof createDelegatedDnsChecks>;
