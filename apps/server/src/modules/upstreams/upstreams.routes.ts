import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { OperatorActor } from '../operator-audit/operator-audit.js';
import type { UpstreamsService } from './upstreams.service.js';

const actorOf = (session: SessionContext, ip: string): OperatorActor => ({
  accountId: session.accountId,
  email: session.email,
  ip,
});

/** The console's upstream CAs (capability ops; docs/domain/upstreams.md): list with health, test, route. */
export function upstreamsRoutes(app: FastifyInstance, upstreams: UpstreamsService): void {
  const tags = ['ops'];
  route(app, ROUTES.opsUpstreams, { tags }, async () => ok({ list: await upstreams.list() }));
  route(app, ROUTES.opsUpstreamTest, { tags }, async (request) =>
    ok(await upstreams.test(request.params.name, actorOf(sessionOf(request), request.ip))),
  );
  route(app, ROUTES.opsUpstreamRoute, { tags }, async (request) => {
    const { brand, product, upstream } = request.body;
    await upstreams.route(
      { brand, upstream, ...(product ? { product } : {}) },
      actorOf(sessionOf(request), request.ip),
    );
    return ok({ brand, product: product ?? null, upstream });
  });
}
