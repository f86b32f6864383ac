import { authzAnswer, orderIdParams } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import { checkAnswer } from './check-answer.js';
import type { ValidationService } from './validation.service.js';

export function validationRoutes(app: FastifyInstance, options: { validation: ValidationService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/order/authz/:id',
    {
      preHandler: requireSession,
      // Moves the order on: a state-changing GET of the spec, so it needs the CSRF header.
      config: { csrf: true },
      schema: { tags: ['validation'], params: orderIdParams, response: { 200: envelopeOf(authzAnswer) } },
    },
    async (request) => {
      const result = await options.validation.authorize(sessionOf(request), request.params.id);
      return ok(checkAnswer(result, { id: result.order.id, status: result.order.status }, request.lang));
    },
  );
}
