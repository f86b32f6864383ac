import {
  approverEmailAnswer,
  csrInfoAnswer,
  csrInfoBody,
  eventContactBody,
  eventCreateBody,
  eventInfoAnswer,
  orderCreateAnswer,
  orderCreateBody,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { PurchaseService } from './purchase.service.js';

/** The purchase wizard's calls (spec 000 section 7, event/*). */
export function purchaseRoutes(app: FastifyInstance, options: { purchase: PurchaseService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { purchase } = options;
  const authed = { preHandler: requireSession };

  r.post(
    '/event/create',
    {
      ...authed,
      schema: { tags: ['purchase'], body: eventCreateBody, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => {
      await purchase.start(sessionOf(request), request.body);
      return ok(true);
    },
  );

  r.post(
    '/event/contact_info/save',
    {
      ...authed,
      schema: { tags: ['purchase'], body: eventContactBody, response: { 200: envelopeOf(z.boolean()) } },
    },
    async (request) => {
      await purchase.saveContact(sessionOf(request), request.body);
      return ok(true);
    },
  );
  r.post(
    '/event/csr_info/save',
    {
      ...authed,
      schema: { tags: ['purchase'], body: csrInfoBody, response: { 200: envelopeOf(csrInfoAnswer) } },
    },
    async (request) => ok(await purchase.saveCsr(sessionOf(request), request.body)),
  );
  r.get(
    '/event/info',
    { ...authed, schema: { tags: ['purchase'], response: { 200: envelopeOf(eventInfoAnswer) } } },
    async (request) => ok(await purchase.info(sessionOf(request))),
  );
  r.get(
    '/event/private_key/download',
    // It hands out key material and records the download: only the portal's own page (with the CSRF header) may ask.
    { ...authed, config: { csrf: true }, schema: { tags: ['purchase'] } },
    async (request, reply) => {
      const key = await purchase.privateKey(sessionOf(request), request.ip);
      return reply
        .header('content-type', 'application/x-pem-file')
        .header('content-disposition', `attachment; filename="${key.fileName}"`)
        .header('cache-control', 'no-store')
        .send(key.pem);
    },
  );
  r.get(
    '/event/approver_email',
    { ...authed, schema: { tags: ['purchase'], response: { 200: envelopeOf(approverEmailAnswer) } } },
    async (request) => ok(await purchase.approverEmails(sessionOf(request))),
  );
  r.post(
    '/event/order/create',
    {
      ...authed,
      schema: { tags: ['purchase'], body: orderCreateBody, response: { 200: envelopeOf(orderCreateAnswer) } },
    },
    async (request) => ok(await purchase.createOrder(sessionOf(request), request.body)),
  );
}
