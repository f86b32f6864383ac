import {
  authInfoAnswer,
  authzAnswer,
  orderCertAnswer,
  orderIdParams,
  reissueBody,
  reissueCreateAnswer,
  reissueDetailAnswer,
  reissueIdParams,
  reissueListAnswer,
  reissueListQuery,
  reissueRow,
} from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { ReissueService } from './reissue.service.js';

export function reissueRoutes(app: FastifyInstance, options: { reissues: ReissueService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reissues } = options;
  const authed = { preHandler: requireSession };
  const tags = ['reissue'];

  r.post(
    '/order/reissue/:id',
    {
      ...authed,
      schema: {
        tags,
        params: orderIdParams,
        body: reissueBody,
        response: { 200: envelopeOf(reissueCreateAnswer) },
      },
    },
    async (request) =>
      ok(await reissues.create(sessionOf(request), request.params.id, request.body, request.lang)),
  );
  r.get(
    '/order/reissue/list',
    {
      ...authed,
      schema: { tags, querystring: reissueListQuery, response: { 200: envelopeOf(reissueListAnswer) } },
    },
    async (request) => ok(await reissues.list(sessionOf(request), request.query.orderID)),
  );
  r.get(
    '/order/reissue/detail/:id',
    {
      ...authed,
      schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(reissueDetailAnswer) } },
    },
    async (request) => ok(await reissues.detail(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/reissue/cert/:id',
    {
      ...authed,
      config: { csrf: true },
      schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(orderCertAnswer) } },
    },
    async (request) => ok(await reissues.cert(sessionOf(request), request.params.id, request.ip)),
  );
  r.get(
    '/order/reissue/commit/:id',
    {
      ...authed,
      config: { csrf: true },
      schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(reissueRow) } },
    },
    async (request) => ok(await reissues.commit(sessionOf(request), request.params.id, request.lang)),
  );
  r.get(
    '/order/reissue/authInfo/:id',
    { ...authed, schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(authInfoAnswer) } } },
    async (request) => ok(await reissues.authInfo(sessionOf(request), request.params.id)),
  );
  r.get(
    '/order/reissue/authz/:id',
    {
      ...authed,
      config: { csrf: true },
      schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(authzAnswer) } },
    },
    async (request) => {
      const result = await reissues.authorize(sessionOf(request), request.params.id);
      const text = (p: { key: string; vars: Record<string, string | number> } | null) =>
        p ? translate(request.lang, p.key, p.vars) : null;
      const failing = result.domains.filter((d) => d.problem);
      if (failing.length > 0 || result.blocked) {
        const first = result.blocked ?? failing[0]!.problem!;
        throw new AppError(
          'validationPending',
          first.key,
          first.vars,
          failing.map((d) => ({ field: d.domain, message: text(d.problem) ?? '' })),
        );
      }
      return ok({
        id: result.reissue.orderId,
        status: result.reissue.status,
        domains: result.domains.map((d) => ({
          domain: d.domain,
          validated: d.validated,
          problem: text(d.problem),
        })),
      });
    },
  );
}
