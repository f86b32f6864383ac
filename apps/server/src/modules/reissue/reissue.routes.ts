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
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import { checkAnswer } from '../validation/check-answer.js';
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
      // An issued reissue's answer carries its private key: only the portal's own page (CSRF header) may ask.
      config: { csrf: true },
      schema: { tags, params: reissueIdParams, response: { 200: envelopeOf(reissueDetailAnswer) } },
    },
    async (request) => ok(await reissues.detail(sessionOf(request), request.params.id, request.ip)),
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
      return ok(
        checkAnswer(result, { id: result.reissue.orderId, status: result.reissue.status }, request.lang),
      );
    },
  );
}
