import type { FastifyRequest, FastifyServerOptions } from 'fastify';

const REDACTED = '[redacted]';
/** Query parameters that carry a secret: the PFX/JKS password of cert/download, a password-reset token. */
const SECRET_PARAMS = new Set(['password', 'token']);
/** Paths whose last segment is a one-time token: the password reset and the emailed DCV approval link. */
const TOKEN_PATH = /^(\/api\/(?:reset|dcv\/approve)\/)[^/?#]+/;

/** The request URL as logs may show it: secrets in the path or the query replaced by a marker. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(TOKEN_PATH, `$1${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: judge the name as sent.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${rawName}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log fields, with the URL redacted. */
function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** The logger option with the redacting request serializer; `false`/absent stays off. */
export function withRedactedRequests(
  logger: FastifyServerOptions['logger'],
): NonNullable<FastifyServerOptions['logger']> {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  return { ...options, serializers: { ...options.serializers, req: requestSerializer } };
}
