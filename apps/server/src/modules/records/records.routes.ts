import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { ContactService, EnterpriseService } from './records.service.js';

export function recordsRoutes(
  app: FastifyInstance,
  options: { enterprises: EnterpriseService; contacts: ContactService },
): void {
  const { enterprises, contacts } = options;
  const authed = { tags: ['records'] };

  route(app, ROUTES.enterprises, authed, async (request) =>
    ok(await enterprises.list(sessionOf(request), request.query)),
  );
  route(app, ROUTES.enterpriseCreate, authed, async (request) =>
    ok(await enterprises.create(sessionOf(request), request.body)),
  );
  route(app, ROUTES.enterpriseUpdate, authed, async (request) => {
    const { enterpriseID, ...fields } = request.body;
    return ok(await enterprises.update(sessionOf(request), enterpriseID, fields));
  });

  route(app, ROUTES.contacts, authed, async (request) =>
    ok(await contacts.list(sessionOf(request), request.query)),
  );
  route(app, ROUTES.contactCreate, authed, async (request) =>
    ok(await contacts.create(sessionOf(request), request.body)),
  );
  route(app, ROUTES.contactUpdate, authed, async (request) => {
    const { contactID, ...fields } = request.body;
    return ok(await contacts.update(sessionOf(request), contactID, fields));
  });
}
