import {
  authMethodAnswer,
  authMethodBody,
  dcvStatusAnswer,
  orderIdParams,
  removeDomainAnswer,
  removeDomainQuery,
  resendDcvEmailAnswer,
  resendDcvEmailQuery,
  verifyEmailAnswer,
  verifyEmailQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { DcvManageService } from './dcv-manage.service.js';

export function dcvManageRoutes(app: FastifyInstance, options: { dcv: DcvManageService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { dcv } = options;
  const authed = { preHandler: requireSession };
  const tags = ['validation'];

  r.get(
    '/order/multi-domain-dcvstatus/:id',
    { ...authed, schema: { tags, params: orderIdParams, response: { 200: envelopeOf(dcvStatusAnswer) } } },
    async (request) => ok(await dcv.status(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/verify-email',
    {
      ...authed,
      schema: { tags, querystring: verifyEmailQuery, response: { 200: envelopeOf(verifyEmailAnswer) } },
    },
    async (request) => ok(dcv.verifyEmails(request.query.domain)),
  );
  r.put(
    '/order/authMethod',
    { ...authed, schema: { tags, body: authMethodBody, response: { 200: envelopeOf(authMethodAnswer) } } },
    async (request) => ok(await dcv.replaceMethod(sessionOf(request), request.body, request.lang)),
  );
  r.get(
    '/order/resend-dcv-email/:id',
    {
      ...authed,
      // Sends mail: a state-changing GET of the spec, so it needs the CSRF header; and it mails an address the
      // customer does not own, so it is limited per order (a few resends per hour).
      config: {
        csrf: true,
        rateLimit: {
          max: 5,
          timeWindow: 60 * 60_000,
          keyGenerator: (request: { params: unknown; session: { ownerAccountId: number } | null }) =>
            `resend-dcv:${request.session?.ownerAccountId ?? 0}:${String((request.params as { id?: string }).id)}`,
        },
      },
      schema: {
        tags,
        params: orderIdParams,
        querystring: resendDcvEmailQuery,
        response: { 200: envelopeOf(resendDcvEmailAnswer) },
      },
    },
    async (request) =>
      ok(await dcv.resend(sessionOf(request), request.params.id, request.query.email, request.lang)),
  );
  r.put(
    '/order/remove-domain/:id',
    {
      ...authed,
      schema: {
        tags,
        params: orderIdParams,
        querystring: removeDomainQuery,
        response: { 200: envelopeOf(removeDomainAnswer) },
      },
    },
    async (request) =>
      ok(await dcv.removeDomain(sessionOf(request), request.params.id, request.query.domain)),
  );
}
