import {
  certDownloadParams,
  certDownloadQuery,
  certRow,
  certsExpiringAnswer,
  certsQuery,
  listOf,
  orderCertAnswer,
  orderIdParams,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { AppError } from '../../lib/errors.js';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import { sessionOf } from '../../plugins/request-context.js';
import { requireSession } from '../../plugins/session.js';
import type { CertificatesService } from './certificates.service.js';

export function certificatesRoutes(
  app: FastifyInstance,
  options: { certificates: CertificatesService; ca: CertificateAuthority },
): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { certificates } = options;
  const authed = { preHandler: requireSession };

  // Public: the /ssl-download help page offers the built-in CA's root so users can test trust.
  r.get('/ca/root', { schema: { tags: ['certificates'] } }, async (_request, reply) => {
    const root = await options.ca.rootPem();
    if (!root) throw new AppError('notFound', 'errors.noRootToShow');
    return reply
      .header('content-type', 'application/x-pem-file')
      .header('content-disposition', 'attachment; filename="certificate-portal-root.pem"')
      .send(root);
  });

  r.get(
    '/order/cert/:id',
    // The answer can carry a private key: only the portal's own page (CSRF header) may ask for it.
    {
      ...authed,
      config: { csrf: true },
      schema: {
        tags: ['certificates'],
        params: orderIdParams,
        response: { 200: envelopeOf(orderCertAnswer) },
      },
    },
    async (request) => ok(await certificates.current(sessionOf(request), request.params.id, request.ip)),
  );
  r.get(
    '/certs',
    {
      ...authed,
      schema: {
        tags: ['certificates'],
        querystring: certsQuery,
        response: { 200: envelopeOf(listOf(certRow)) },
      },
    },
    async (request) => ok(await certificates.list(sessionOf(request), request.query)),
  );
  r.get(
    '/certs/expiring',
    { ...authed, schema: { tags: ['certificates'], response: { 200: envelopeOf(certsExpiringAnswer) } } },
    async (request) => ok(await certificates.expiring(sessionOf(request))),
  );
  r.get(
    '/cert/download/:sha1',
    {
      ...authed,
      // The file carries the private key when the portal holds it, and the download is audited: like
      // order/cert, only the portal's own page (CSRF header) may ask.
      config: { csrf: true },
      schema: { tags: ['certificates'], params: certDownloadParams, querystring: certDownloadQuery },
    },
    async (request, reply) => {
      const file = await certificates.download(
        sessionOf(request),
        request.params.sha1,
        request.query,
        request.ip,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `attachment; filename="${file.fileName}"`)
        .header('cache-control', 'no-store')
        .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
    },
  );
}
