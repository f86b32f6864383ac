import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** The success envelope around an answer, for the OpenAPI document. */
export const envelopeOf = <T extends z.ZodType>(msg: T) => z.object({ code: z.literal(0), msg });

/** Registers @fastify/swagger (before the routes) so every zod route schema lands in /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Certificate portal API',
        version: '1.0.0',
        description:
          'Every answer is the envelope {code, msg}; code 0 is success, 1002 means not logged in (HTTP 401). ' +
          'State-changing calls made with the session cookie need the header x-csrf-token equal to the csrf_token cookie.',
      },
      servers: [{ url: '/api' }],
      components: {
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: 'sid' },
          // GET deliver/{orderID}/{format} only (docs/domain/delivery.md).
          deliveryToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'dt_ + 43 base64url characters',
            description: "An order's delivery token: `Authorization: Bearer dt_…`.",
          },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Named schemas (zod meta id, e.g. the recursive MenuItem) become components the operations refer to.
    transformObject: jsonSchemaTransformObject,
  });
}

export function openApiRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
