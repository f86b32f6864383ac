import { centsToAmount, ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { OpsQueuesService } from './ops-queues.service.js';
import type { OpsUsersService } from './ops-users.service.js';
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
  parts: {
    ops: OpsService;
    users: OpsUsersService;
    queues: OpsQueuesService;
    reviews: ReviewService;
    confirmLimit: { max: number; windowMs: number };
  },
): void {
  const tags = ['ops'];

  route(app, ROUTES.opsOrders, { tags }, async (request) =>
    ok(await parts.ops.orders(request.query, request.lang)),
  );
  route(app, ROUTES.opsOrder, { tags }, async (request) =>
    ok(await parts.ops.order(request.params.id, request.lang)),
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
    async (request) => ok(await parts.ops.confirm(sessionOf(request), request.body, request.ip)),
  );

  route(app, ROUTES.opsAudit, { tags }, async (request) => ok(await parts.ops.audit(request.query)));

  // Users
  route(app, ROUTES.opsUsers, { tags }, async (request) => ok(await parts.users.search(request.query)));
  route(app, ROUTES.opsUser, { tags }, async (request) => ok(await parts.users.view(request.params.uid)));
  route(app, ROUTES.opsUserCredit, { tags }, async (request) =>
    ok(await parts.users.credit(sessionOf(request), request.params.uid, request.body, request.ip)),
  );
  route(app, ROUTES.opsUserDebit, { tags }, async (request) =>
    ok(await parts.users.debit(sessionOf(request), request.params.uid, request.body, request.ip)),
  );
  route(app, ROUTES.opsUserStatus, { tags }, async (request) =>
    ok(await parts.users.setStatus(sessionOf(request), request.params.uid, request.body.status, request.ip)),
  );
  route(app, ROUTES.opsUserLevel, { tags }, async (request) =>
    ok(await parts.users.setLevel(sessionOf(request), request.params.uid, request.body.level, request.ip)),
  );
  route(app, ROUTES.opsUserOperator, { tags }, async (request) =>
    ok(
      await parts.users.setOperator(
        sessionOf(request),
        request.params.uid,
        request.body.operator,
        request.ip,
      ),
    ),
  );

  // Refunds, payouts, offline payments
  route(app, ROUTES.opsRefunds, { tags }, async (request) => ok(await parts.queues.refunds(request.query)));
  route(app, ROUTES.opsRefundApprove, { tags }, async (request) =>
    ok(
      await parts.queues.approveRefund(sessionOf(request), request.params.id, request.body.note, request.ip),
    ),
  );
  route(app, ROUTES.opsRefundReject, { tags }, async (request) =>
    ok(
      await parts.queues.rejectRefund(sessionOf(request), request.params.id, request.body.reason, request.ip),
    ),
  );
  route(app, ROUTES.opsPayouts, { tags }, async (request) => ok(await parts.queues.payouts(request.query)));
  route(app, ROUTES.opsPayoutApprove, { tags }, async (request) =>
    ok(
      await parts.queues.approvePayout(
        sessionOf(request),
        request.params.id,
        request.body.reference,
        request.ip,
      ),
    ),
  );
  route(app, ROUTES.opsPayoutReject, { tags }, async (request) =>
    ok(
      await parts.queues.rejectPayout(sessionOf(request), request.params.id, request.body.reason, request.ip),
    ),
  );
  route(app, ROUTES.opsOfflinePayments, { tags }, async (request) =>
    ok(await parts.queues.offlinePayments(request.query)),
  );
  route(app, ROUTES.opsPaymentReceived, { tags }, async (request) =>
    ok(
      await parts.queues.markReceived(
        sessionOf(request),
        request.params.id,
        request.body.reference,
        request.ip,
      ),
    ),
  );
}
