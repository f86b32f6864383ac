import { ErrorCode, httpStatusOf } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance } from 'fastify';
import { methodsOf } from './route-hooks.js';

/** A route's URL as a pattern of whole paths: each `:param` one segment, nothing else special. */
function patternOf(url: string): RegExp {
  const escaped = url
    .split('/')
    .map((segment) =>
      segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, (c) => `\\${c}`),
    );
  return new RegExp(`^${escaped.join('/')}/?$`);
}

/**
 * The /api scope's answer to an address no route takes: 405 with `Allow` when the path exists for other methods,
 * else 404 — both the envelope, in the caller's language. The routes are learnt as they are registered (onRoute):
 * call before the routes. Only unknown calls pay for the look-up.
 */
export function registerApiNotFound(api: FastifyInstance): void {
  const known: { pattern: RegExp; methods: string[] }[] = [];
  api.addHook('onRoute', (route) => {
    known.push({ pattern: patternOf(route.url), methods: methodsOf(route).map((m) => m.toUpperCase()) });
  });
  api.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    const allowed = [...new Set(known.filter((r) => r.pattern.test(path)).flatMap((r) => r.methods))].sort();
    if (allowed.length > 0)
      return reply
        .status(httpStatusOf.methodNotAllowed)
        .header('allow', allowed.join(', '))
        .send({
          code: ErrorCode.methodNotAllowed,
          msg: translate(request.lang, 'errors.methodNotAllowed', {
            method: request.method,
            allowed: allowed.join(', '),
          }),
        });
    return reply
      .status(httpStatusOf.notFound)
      .send({ code: ErrorCode.notFound, msg: translate(request.lang, 'errors.routeNotFound') });
  });
}
