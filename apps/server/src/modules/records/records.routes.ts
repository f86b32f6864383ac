import {
  contactCreateBody,
  contactRow,
  contactUpdateBody,
  enterpriseCreateBody,
  enterpriseRow,
  enterpriseUpdateBody,
  listOf,
  pageQuery,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { ContactService, EnterpriseService } from './records.service.js';

export function recordsRoutes(
  app: FastifyInstance,
  options: { enterprises: EnterpriseService; contacts: ContactService },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { enterprises, contacts } = options;
  const authed = { preHandler: requireSession };

  r.get(
    '/enterprises',
    {
      ...authed,
      schema: {
        tags: ['records'],
        querystring: pageQuery,
        response: { 200: envelopeOf(listOf(enterpriseRow)) },
      },
    },
    async (request) => ok(await enterprises.list(sessionOf(request), request.query)),
  );
  r.post(
    '/enterprise',
    {
      ...authed,
      schema: { tags: ['records'], body: enterpriseCreateBody, response: { 200: envelopeOf(enterpriseRow) } },
    },
    async (request) => ok(await enterprises.create(sessionOf(request), request.body)),
  );
  r.put(
    '/enterprise',
    {
      ...authed,
      schema: { tags: ['records'], body: enterpriseUpdateBody, response: { 200: envelopeOf(enterpriseRow) } },
    },
    async (request) => {
      const { enterpriseID, ...fields } = request.body;
      return ok(await enterprises.update(sessionOf(request), enterpriseID, fields));
    },
  );

  r.get(
    '/contacts',
    {
      ...authed,
      schema: {
        tags: ['records'],
        querystring: pageQuery,
        response: { 200: envelopeOf(listOf(contactRow)) },
      },
    },
    async (request) => ok(await contacts.list(sessionOf(request), request.query)),
  );
  r.post(
    '/contact',
    {
      ...authed,
      schema: { tags: ['records'], body: contactCreateBody, response: { 200: envelopeOf(contactRow) } },
    },
    async (request) => ok(await contacts.create(sessionOf(request), request.body)),
  );
  r.put(
    '/contact',
    {
      ...authed,
      schema: { tags: ['records'], body: contactUpdateBody, response: { 200: envelopeOf(contactRow) } },
    },
    async (request) => {
      const { contactID, ...fields } = request.body;
      return ok(await contacts.update(sessionOf(request), contactID, fields));
    },
  );
}
