import { authzAnswer, orderIdParams } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
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
      const text = (problem: { key: string; vars: Record<string, string | number> } | null) =>
        problem ? translate(request.lang, problem.key, problem.vars) : null;
      const domains = result.domains.map((d) => ({
        domain: d.domain,
        validated: d.validated,
        problem: text(d.problem),
      }));
      const failing = result.domains.filter((d) => d.problem);
      if (failing.length > 0 || result.blocked) {
        // Not yet: say per name what was found versus expected; the order keeps waiting and is re-checked.
        const first = result.blocked ?? failing[0]!.problem!;
        throw new AppError(
          'validationPending',
          first.key,
          first.vars,
          failing.map((d) => ({ field: d.domain, message: text(d.problem) ?? '' })),
        );
      }
      return ok({ id: result.order.id, status: result.order.status, domains });
    },
  );
}
