import { keyManagerExportAnswer, keyManagerExportQuery } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { KeyManagerService } from './key-manager.service.js';

export function keyManagerRoutes(app: FastifyInstance, options: { keyManager: KeyManagerService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/key_manager/certs/export',
    {
      preHandler: requireSession,
      config: { csrf: true },
      schema: {
        tags: ['key manager'],
        querystring: keyManagerExportQuery,
        response: { 200: envelopeOf(keyManagerExportAnswer) },
      },
    },
    async (request) =>
      ok(
        await options.keyManager.create(sessionOf(request), request.query.ordersID, request.lang, request.ip),
      ),
  );
  // The key manager's own fetch: authorised by the one-time token, not a browser session.
  r.get(
    '/key_manager/certs/export/:id',
    {
      config: { csrf: false },
      schema: {
        tags: ['key manager'],
        params: z.object({ id: z.uuid() }),
        querystring: z.object({ token: z.string().min(16).max(128) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await options.keyManager.fetch(request.params.id, request.query.token));
    },
  );
}
