import type { PortalModule } from '../portal-module.js';
import type { DelegationService } from './delegation.service.js';
import type { DnsConnectorsService } from './dns-connectors.service.js';
import type { DomainsList } from './domains-list.js';
import { domainsRoutes } from './domains.routes.js';

/** The account's domains, DCV delegation (docs/domain/dcv-delegation.md) and DNS connectors (dns-connectors.md); the zone's responder is app.ts's. */
export const domainsModule: PortalModule<{
  delegations: DelegationService;
  domainsList: DomainsList;
  dnsConnectors: DnsConnectorsService;
}> = {
  name: 'domains',
  register: (api, s) =>
    domainsRoutes(api, { delegations: s.delegations, domains: s.domainsList, connectors: s.dnsConnectors }),
};
