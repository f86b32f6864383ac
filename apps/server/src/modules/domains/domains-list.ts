import { delegationCovers, type DomainRow, type DomainsAnswer } from '@portal/contract';
import type { DcvDelegationRow } from '../../db/schema/index.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { orderedNamesOfAccount } from '../orders/order-records.js';
import { comingReissuesOfAccount, nextReissueOf } from './coming-reissues.js';
import { createDelegationsRepository } from './delegations.repository.js';
import { createDnsConnectorsRepository } from './dns-connectors.repository.js';
import { bestCovering } from './dns-connectors.service.js';

/** The most names the list shows (a reseller's account may have ordered thousands; the page searches later). */
export const DOMAINS_LIST_MAX = 2000;

/**
 * GET domains: every TLS name the account has ordered (from its orders) and every domain it delegated, how each
 * validates (`delegated` while an active delegation covers it, else `connector` when a DNS provider connector's
 * zones hold it, else `manual`: the order validation tries them in), its last passed validation and until when
 * that may be reused.
 */
export function createDomainsList(
  deps: ServiceDeps,
  parts: {
    zone: string | undefined;
    /** Until when a validation passed at `validatedAt` may be reused, counted on `now` (reuse-window.ts). */
    reuseEndsAt: (validatedAt: Date, now: Date) => Date;
  },
) {
  const repo = createDelegationsRepository(deps.db);
  const connectorsRepo = createDnsConnectorsRepository(deps.db);

  /** The rows of GET domains for an account (its main account), counted at the clock's now. */
  async function rowsOf(accountId: number): Promise<DomainRow[]> {
    const now = deps.clock.now();
    const [names, delegations, connectors, coming] = await Promise.all([
      orderedNamesOfAccount(deps.db, accountId, DOMAINS_LIST_MAX),
      parts.zone ? repo.ofAccount(accountId) : Promise.resolve([] as DcvDelegationRow[]),
      connectorsRepo.ofAccount(accountId),
      comingReissuesOfAccount(deps.db, accountId, now),
    ]);
    // The most specific delegation covering a name: an active one first.
    const covering = (name: string) =>
      delegations
        .filter((row) => delegationCovers(row.domain, name))
        .sort(
          (a, b) =>
            Number(b.state === 'active') - Number(a.state === 'active') || b.domain.length - a.domain.length,
        )[0];
    const rowOf = (domain: string, orders: number, lastValidatedAt: Date | null) => {
      const delegation = covering(domain);
      const connector = bestCovering(connectors, domain);
      const mode =
        delegation?.state === 'active'
          ? ('delegated' as const)
          : connector
            ? ('connector' as const)
            : ('manual' as const);
      const next = nextReissueOf(coming, domain, lastValidatedAt, mode, parts.reuseEndsAt);
      return {
        domain,
        mode,
        delegation: delegation
          ? {
              domain: delegation.domain,
              state: delegation.state,
              target: `${delegation.label}.${parts.zone}`,
            }
          : null,
        connector: connector
          ? { id: connector.id, provider: connector.provider, label: connector.label }
          : null,
        orders,
        lastValidatedAt: lastValidatedAt?.toISOString() ?? null,
        reuseEndsAt: lastValidatedAt ? parts.reuseEndsAt(lastValidatedAt, now).toISOString() : null,
        nextReissue: next,
        action:
          delegation?.state === 'pending' && mode !== 'delegated'
            ? ('fixDelegation' as const)
            : next?.needsCustomer
              ? ('delegate' as const)
              : ('none' as const),
      };
    };
    const listed = new Set(names.map((name) => name.domain));
    const list = [
      ...names.map((name) => rowOf(name.domain, name.orders, name.lastValidatedAt)),
      ...delegations.filter((row) => !listed.has(row.domain)).map((row) => rowOf(row.domain, 0, null)),
    ].sort((a, b) => a.domain.localeCompare(b.domain));
    return list;
  }

  return {
    rowsOf,
    async list(session: SessionContext): Promise<DomainsAnswer> {
      return { list: await rowsOf(session.ownerAccountId) };
    },
  };
}
export type DomainsList = ReturnType<typeof createDomainsList>;
