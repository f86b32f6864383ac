import type { PortalModule } from '../portal-module.js';
import type { DelegationService } from './delegation.service.js';
import type { DomainsList } from './domains-list.js';
import { domainsRoutes } from './domains.routes.js';

/** The account's domains and DCV delegation (docs/domain/dcv-delegation.md); the zone's responder is app.ts's. */
export const domainsModule: PortalModule<{ delegations: DelegationService; domainsList: DomainsList }> = {
  name: 'domains',
  register: (api, s) => domainsRoutes(api, { delegations: s.delegations, domains: s.domainsList }),
};
