import { centsToAmount, ROUTES } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { ServiceDeps } from '../../services.js';
import { requireFreshConfirmation } from './fresh-confirmation.js';
import { actorOf } from './ops.service.js';
import type { StuckOrderOutcome, UpstreamStuckService } from './upstream-stuck.service.js';

/**
 * The console's hands on an order stuck on its upstream CA (docs/domain/upstreams.md): retry asks the CA now, refund
 * (money: a fresh confirmation first, as every refund) cancels it and credits the balance. The service is the one
 * `portal order:upstream-retry | order:upstream-refund` use.
 */
export function opsUpstreamRoutes(
  app: FastifyInstance,
  parts: { deps: ServiceDeps; stuck: UpstreamStuckService },
): void {
  const tags = ['ops'];
  const answer = (outcome: StuckOrderOutcome, lang: Parameters<typeof translate>[0]) => ({
    id: outcome.id,
    status: outcome.status,
    refunded: centsToAmount(outcome.refundedCents),
    lastProblem: outcome.lastProblem
      ? translate(lang, outcome.lastProblem.key, outcome.lastProblem.vars)
      : null,
  });
  route(app, ROUTES.opsOrderUpstreamRetry, { tags }, async (request) =>
    ok(
      answer(
        await parts.stuck.retry(request.params.id, actorOf(sessionOf(request), request.ip)),
        request.lang,
      ),
    ),
  );
  route(app, ROUTES.opsOrderUpstreamRefund, { tags }, async (request) => {
    const session = sessionOf(request);
    await requireFreshConfirmation(parts.deps, session);
    return ok(
      answer(
        await parts.stuck.refund(request.params.id, request.body.reason, actorOf(session, request.ip)),
        request.lang,
      ),
    );
  });
}
