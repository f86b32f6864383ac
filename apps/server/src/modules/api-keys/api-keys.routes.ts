import { ROUTES, type Language } from '@portal/contract';
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

  // Built once per language from the app's document (the routes do not change while it runs); its descriptive
  // texts are in the caller's language (paths, names and examples are the same in each).
  const documents = new Map<Language, string>();
  route(app, ROUTES.openApiDownload, { tags }, async (request, reply) => {
    let document = documents.get(request.lang);
    if (document === undefined) {
      document = JSON.stringify(
        customerOpenApi(app.swagger() as unknown as OpenApiDocument, request.lang),
        null,
        2,
      );
      documents.set(request.lang, document);
    }
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('content-disposition', 'attachment; filename="portal-openapi.json"')
      .send(document);
  });
}
