import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { ApiKeyService } from './api-keys.service.js';
import { customerOpenApi, type OpenApiDocument } from './customer-openapi.js';

export function apiKeysRoutes(app: FastifyInstance, keys: ApiKeyService): void {
  const tags = ['api-keys'];

  // The spec's answer: msg is the key itself (masked); its scope and times have their own call.
  route(app, ROUTES.accessKey, { tags }, async (request) => ok(await keys.read(sessionOf(request))));
  route(app, ROUTES.accessKeyInfo, { tags }, async (request) => ok(await keys.info(sessionOf(request))));

  // A GET that changes state (the spec's path): the browser page sends the CSRF header as for any change.
  route(app, ROUTES.accessKeyReset, { tags }, async (request) =>
    ok(await keys.reset(sessionOf(request), request.ip, request.query.scope)),
  );

  route(app, ROUTES.accessKeyScope, { tags }, async (request) =>
    ok(await keys.setScope(sessionOf(request), request.ip, request.body.scope)),
  );

  // Built once from the app's document (the routes do not change while it runs).
  let document: string | undefined;
  route(app, ROUTES.openApiDownload, { tags }, async (_request, reply) => {
    document ??= JSON.stringify(customerOpenApi(app.swagger() as unknown as OpenApiDocument), null, 2);
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="portal-openapi.json"')
      .send(document);
  });
}
