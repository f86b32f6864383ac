import { centsToAmount, ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import { actorOf, type OpsService } from './ops.service.js';
import type { ReviewOutcome, ReviewService } from './review.service.js';

const answerOf = (outcome: ReviewOutcome) => ({
  id: outcome.id,
  status: outcome.status,
  refunded: centsToAmount(outcome.refundedCents),
});

/** The operator console's calls (capability ops: operators only; docs/domain/operator-console.md). */
export function opsRoutes(
  app: FastifyInstance,
  parts: { ops: OpsService; reviews: ReviewService; confirmLimit: { max: number; windowMs: number } },
): void {
  const tags = ['ops'];

  route(app, ROUTES.opsOrders, { tags }, async (request) =>
    ok(await parts.ops.orders(request.query, request.lang)),
  );

  route(app, ROUTES.opsOrderApprove, { tags }, async (request) =>
    ok(
      answerOf(
        await parts.reviews.approve(
          request.params.id,
          request.body.note,
          actorOf(sessionOf(request), request.ip),
        ),
      ),
    ),
  );

  route(app, ROUTES.opsOrderReject, { tags }, async (request) =>
    ok(
      answerOf(
        await parts.reviews.reject(
          request.params.id,
          request.body.reason,
          actorOf(sessionOf(request), request.ip),
        ),
      ),
    ),
  );

  // A password guess: limited like the login.
  route(
    app,
    ROUTES.opsConfirm,
    {
      tags,
      config: { rateLimit: { max: parts.confirmLimit.max, timeWindow: parts.confirmLimit.windowMs } },
    },
    async (request) => ok(await parts.ops.confirm(sessionOf(request), request.body.password, request.ip)),
  );

  route(app, ROUTES.opsUserCredit, { tags }, async (request) =>
    ok(await parts.ops.credit(sessionOf(request), request.params.uid, request.body, request.ip)),
  );

  route(app, ROUTES.opsAudit, { tags }, async (request) => ok(await parts.ops.audit(request.query)));
}
