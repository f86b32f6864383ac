import type { PortalModule } from '../portal-module.js';
import type { DelegationService } from './delegation.service.js';
import type { DnsConnectorsService } from './dns-connectors.service.js';
import type { DomainsList } from './domains-list.js';
import { domainsRoutes } from './domains.routes.js';
import { reissueNoticesJob } from './reissue-notices.job.js';
import type { ReissueNotices } from './reissue-notices.js';

/** The account's domains, DCV delegation (docs/domain/dcv-delegation.md) and DNS connectors (dns-connectors.md); the reissue notices' job; the zone's responder is app.ts's. */
export const domainsModule: PortalModule<{
  delegations: DelegationService;
  domainsList: DomainsList;
  dnsConnectors: DnsConnectorsService;
  reissueNotices: ReissueNotices;
}> = {
  name: 'domains',
  register: (api, s) =>
    domainsRoutes(api, { delegations: s.delegations, domains: s.domainsList, connectors: s.dnsConnectors }),
  jobs: (s) => [reissueNoticesJob(s.reissueNotices)],
};
