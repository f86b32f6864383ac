import { orderRenewalAnswer, orderRenewalBody } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { RenewalPreferencesService } from './renewal-preferences.service.js';

/** Renewal preferences of an order (the order area's auto-renewal and do-not-renew modals). */
export function lifecycleRoutes(app: FastifyInstance, options: { preferences: RenewalPreferencesService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.put(
    '/order/renewal',
    {
      preHandler: requireSession,
      schema: { tags: ['orders'], body: orderRenewalBody, response: { 200: envelopeOf(orderRenewalAnswer) } },
    },
    async (request) => ok(await options.preferences.set(sessionOf(request), request.body)),
  );
}
