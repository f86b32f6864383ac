import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { AcmeCredentialsService } from './acme-credentials.service.js';

/** The customer calls of the ACME server under /api: an order's EAB credentials (the ACME protocol is at /acme). */
export function acmeServerRoutes(app: FastifyInstance, credentials: AcmeCredentialsService): void {
  const tags = ['acme'];

  route(app, ROUTES.acmeCredentials, { tags }, async (request) =>
    ok(await credentials.list(sessionOf(request), request.query.orderID)),
  );

  route(app, ROUTES.acmeCredentialCreate, { tags }, async (request) =>
    ok(await credentials.create(sessionOf(request), request.ip, request.body.orderID)),
  );

  route(app, ROUTES.acmeCredentialRevoke, { tags }, async (request) =>
    ok(await credentials.revoke(sessionOf(request), request.ip, request.params.id)),
  );
}
