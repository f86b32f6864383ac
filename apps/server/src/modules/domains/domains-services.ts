import type { CnameLookup } from '../../integrations/dns/dns-lookup-error.js';
import type { ServiceDeps } from '../../services.js';
import { createConnectorDnsChecks, type ConnectorWait } from './connector-dns-check.js';
import { createDelegatedDnsChecks } from './delegated-dns-check.js';
import { createDelegationService } from './delegation.service.js';
import { createDnsConnectorsService, type DnsConnectorSettings } from './dns-connectors.service.js';
import { createDomainsList } from './domains-list.js';
import type { LetterWriter } from '../letters/letters.service.js';
import { createReissueNotices } from './reissue-notices.js';

/** What the app configures for the domains module: DCV delegation's zone, the DNS connectors' APIs. */
export interface DomainsOptions {
  secretKey: string;
  /** DCV_DELEGATION_ZONE (lower-case, no final dot); undefined: delegation is off. */
  zone: string | undefined;
  lookups: { cname(name: string): Promise<CnameLookup> };
  /** DNS provider connectors: where their APIs are (tests: the emulators) and how long a check waits. */
  dnsConnectors?: (Omit<DnsConnectorSettings, 'secretKey'> & { wait?: ConnectorWait }) | undefined;
  reuseEndsAt: (validatedAt: Date, now: Date) => Date;
  /** The reissue notices' letters (the account's bell). */
  letters: LetterWriter;
}

/** The domains module's services and the two DNS hooks validation takes (delegation, then connector). */
export function createDomainsServices(deps: ServiceDeps, options: DomainsOptions) {
  const delegations = createDelegationService(deps, { zone: options.zone, lookups: options.lookups });
  const { wait, ...connectorSettings } = options.dnsConnectors ?? {};
  const dnsConnectors = createDnsConnectorsService(deps, {
    ...connectorSettings,
    secretKey: options.secretKey,
  });
  const domainsList = createDomainsList(deps, { zone: options.zone, reuseEndsAt: options.reuseEndsAt });
  return {
    /** DCV delegation (docs/domain/dcv-delegation.md): the calls and the look-up of a delegation's CNAME. */
    delegations,
    dnsConnectors,
    /** GET domains: the account's ordered and delegated domains, how each validates, what comes next. */
    domainsList,
    /** The notice before a reissue that will need the customer (the domain-reissue-notices job). */
    reissueNotices: createReissueNotices(deps, { domains: domainsList, letters: options.letters }),
    /** Validation's DNS hooks (modules/validation/dcv-challenges-checks.ts), tried in this order. */
    dnsChecks: {
      delegated: createDelegatedDnsChecks(deps, delegations),
      connectors: createConnectorDnsChecks(deps, dnsConnectors, wait),
    },
  };
}
/** What the portal's services hold of the domains module (validation takes `dnsChecks` instead). */
export type DomainsServices = Omit<ReturnType<typeof createDomainsServices>, 'dnsChecks'>;
