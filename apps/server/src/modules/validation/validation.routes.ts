import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import { checkAnswer } from './check-answer.js';
import type { ValidationService } from './validation.service.js';

export function validationRoutes(app: FastifyInstance, options: { validation: ValidationService }): void {
  route(
    app,
    ROUTES.orderAuthz,
    // Moves the order on: a state-changing GET of the spec, so it needs the CSRF header.
    { tags: ['validation'] },
    async (request) => {
      const result = await options.validation.authorize(sessionOf(request), request.params.id);
      return ok(checkAnswer(result, { id: result.order.id, status: result.order.status }, request.lang));
    },
  );
}
