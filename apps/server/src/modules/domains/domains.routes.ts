import { ROUTES, type Language } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { DelegationService } from './delegation.service.js';
import type { DnsConnectorsService, DnsConnectorView } from './dns-connectors.service.js';
import type { DomainsList } from './domains-list.js';

/** DCV delegation's calls and the account's domains (CONTRACT.md "DCV delegation"). */
export function domainsRoutes(
  app: FastifyInstance,
  options: { delegations: DelegationService; domains: DomainsList; connectors: DnsConnectorsService },
) {
  const { delegations, domains, connectors } = options;
  const tags = ['domains'];
  route(app, ROUTES.domainDelegationCreate, { tags }, async (request) =>
    ok(await delegations.create(sessionOf(request), request.body.domain)),
  );
  route(app, ROUTES.domainDelegation, { tags }, async (request) => {
    const { problem, ...check } = await delegations.check(sessionOf(request), request.query.domain);
    return ok({ ...check, problem: problem ? translate(request.lang, problem.key, problem.vars) : null });
  });
  route(app, ROUTES.domainDelegationRemove, { tags }, async (request) =>
    ok(await delegations.remove(sessionOf(request), request.query.domain)),
  );
  route(app, ROUTES.domains, { tags }, async (request) => ok(await domains.list(sessionOf(request))));

  // DNS provider connectors (docs/domain/dns-connectors.md "In the portal"): never a credential in an answer.
  const translated = (lang: Language, { problem, ...view }: DnsConnectorView) => ({
    ...view,
    problem: problem ? translate(lang, problem.key, problem.vars) : null,
  });
  route(app, ROUTES.domainConnectors, { tags }, async (request) =>
    ok({ list: (await connectors.list(sessionOf(request))).map((view) => translated(request.lang, view)) }),
  );
  route(app, ROUTES.domainConnectorCreate, { tags }, async (request) =>
    ok(translated(request.lang, await connectors.create(sessionOf(request), request.body))),
  );
  route(app, ROUTES.domainConnectorTest, { tags }, async (request) =>
    ok(translated(request.lang, await connectors.test(sessionOf(request), request.params.id))),
  );
  route(app, ROUTES.domainConnectorRemove, { tags }, async (request) =>
    ok(await connectors.remove(sessionOf(request), request.params.id)),
  );
}
