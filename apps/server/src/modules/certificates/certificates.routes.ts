import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { CertificatesService } from './certificates.service.js';

export function certificatesRoutes(
  app: FastifyInstance,
  options: { certificates: CertificatesService; ca: CertificateAuthority },
): void {
  const { certificates } = options;
  const tags = ['certificates'];
  const authed = { tags };

  // Public: the /ssl-download help page offers the built-in CA's root so users can test trust.
  route(app, ROUTES.caRoot, { tags }, async (_request, reply) => {
    const root = await options.ca.rootPem();
    if (!root) throw new AppError('notFound', 'errors.noRootToShow');
    return reply
      .header('content-type', 'application/x-pem-file')
      .header('content-disposition', 'attachment; filename="certificate-portal-root.pem"')
      .send(root);
  });

  // The answer can carry a private key: only the portal's own page (CSRF header) may ask for it.
  route(app, ROUTES.orderCert, authed, async (request) =>
    ok(await certificates.current(sessionOf(request), request.params.id, request.ip)),
  );
  route(app, ROUTES.certs, authed, async (request) =>
    ok(await certificates.list(sessionOf(request), request.query)),
  );
  route(app, ROUTES.certsExpiring, authed, async (request) =>
    ok(await certificates.expiring(sessionOf(request))),
  );
  route(
    app,
    ROUTES.certDownload,
    // The file carries the private key when the portal holds it, and the download is audited: like
    // order/cert, only the portal's own page may ask — with the CSRF header, or as a same-origin navigation (the
    // spec opens this URL itself).
    { ...authed, config: { navigation: true } },
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
