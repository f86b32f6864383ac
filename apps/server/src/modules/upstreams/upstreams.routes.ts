import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { OperatorActor } from '../operator-audit/operator-audit.js';
import type { UpstreamWebhookService } from './upstream-webhook.service.js';
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
    const { brand, product, upstream, upstreamProduct } = request.body;
    await upstreams.route(
      { brand, upstream, ...(product ? { product } : {}), ...(upstreamProduct ? { upstreamProduct } : {}) },
      actorOf(sessionOf(request), request.ip),
    );
    return ok({ brand, product: product ?? null, upstream, upstreamProduct: upstreamProduct ?? null });
  });
}

/** The recheck job (modules/validation): an upstream's notification asks for its next run now. */
const RECHECK_JOB = 'validation-recheck';

/**
 * POST upstream-webhooks/{name}: an upstream's notification (CertCentral webhook), verified by the upstream's own
 * secret (X-WEBHOOK-KEY), never by a session or the CSRF header. Answers at once; the poll runs in the job.
 */
export function upstreamWebhookRoutes(app: FastifyInstance, webhooks: UpstreamWebhookService): void {
  route(app, ROUTES.upstreamWebhook, { tags: ['upstreams'], config: { csrf: false } }, async (request) =>
    ok(
      await webhooks.receive(
        { name: request.params.name, headers: request.headers, body: request.body },
        // Without a job runner (tests, a process started without jobs) the next scheduled run takes the order.
        async () => request.server.portal.jobs?.trigger(RECHECK_JOB),
      ),
    ),
  );
}
