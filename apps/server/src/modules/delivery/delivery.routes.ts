import { DELIVERY_PFX_PASSWORD_HEADER, ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors.js';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import { bearerToken } from './delivery-token-format.js';
import type { DeliveryService } from './delivery.service.js';

/** The realm a refused delivery call names (RFC 6750): what kind of token the address wants. */
const CHALLENGE = 'Bearer realm="certificate delivery"';

const DELIVER_DESCRIPTION = [
  "The order's current certificate (after every reissue and renewal) for a server: authenticated only by a delivery",
  'token of the order, `Authorization: Bearer dt_…` (made with POST /order/delivery_token; no cookie, no API key).',
  'Formats: `pem` the certificate, `fullchain` the certificate and its intermediates, `key` the private key (PEM),',
  '`pfx` PKCS#12 with the key under the password sent in the header `X-PFX-Password` (`compatible=1`: 3DES/SHA-1',
  'for Windows Server 2016 and older). key and pfx need a token made with `includeKey` and a key the portal made.',
  'Success answers the file itself (`application/x-pem-file` or `application/x-pkcs12`, header `X-Certificate-SHA1`);',
  'failures the envelope: 401 (code 1040: no, unknown or revoked token, or another order), 403 (1041 no key right,',
  '1043 order closed), 404 (1042 key not held), 409 (1022 not issued yet), 429 (1006, Retry-After). Example:',
  '`curl -fsS -H "Authorization: Bearer dt_…" -o fullchain.pem https://portal.example.com/api/deliver/42/fullchain`',
].join(' ');

export function deliveryRoutes(app: FastifyInstance, delivery: DeliveryService): void {
  const tags = ['delivery'];

  route(app, ROUTES.deliveryTokens, { tags }, async (request) =>
    ok(await delivery.list(sessionOf(request), request.query.orderID)),
  );
  route(app, ROUTES.deliveryTokenCreate, { tags }, async (request) =>
    ok(await delivery.create(sessionOf(request), request.ip, request.body)),
  );
  route(app, ROUTES.deliveryTokenRevoke, { tags }, async (request) =>
    ok(await delivery.revoke(sessionOf(request), request.ip, request.params.id)),
  );

  // A server's download: `Authorization: Bearer dt_…` only (ownBearer: no cookie, no API key, no CSRF: a GET that
  // no browser session can make). The file itself on success; the envelope with 400/401/403/404/409/429 otherwise.
  route(
    app,
    ROUTES.deliver,
    {
      tags,
      config: { csrf: false, ownBearer: true },
      description: DELIVER_DESCRIPTION,
      security: [{ deliveryToken: [] }],
    },
    async (request, reply) => {
      const password = request.headers[DELIVERY_PFX_PASSWORD_HEADER];
      try {
        const file = await delivery.deliver({
          token: bearerToken(request.headers.authorization),
          orderId: request.params.orderID,
          format: request.params.format,
          password: Array.isArray(password) ? password[0] : password,
          compatible: request.query.compatible,
          ip: request.ip,
        });
        return await reply
          .header('content-type', file.contentType)
          .header('content-disposition', `attachment; filename="${file.fileName}"`)
          .header('cache-control', 'no-store')
          .header('x-certificate-sha1', file.sha1)
          .send(typeof file.body === 'string' ? file.body : Buffer.from(file.body));
      } catch (error) {
        if (error instanceof AppError && error.code === 'deliveryTokenInvalid')
          reply.header('www-authenticate', CHALLENGE);
        if (error instanceof AppError && error.code === 'tooManyRequests')
          reply.header('retry-after', String(error.vars.seconds ?? 1));
        throw error;
      }
    },
  );
}
