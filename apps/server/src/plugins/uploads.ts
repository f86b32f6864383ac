import multipart, { type FastifyMultipartAttachFieldsToBodyOptions } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import { hookRoutes, takesBody, type RouteHookName } from './route-hooks.js';
import { carriesOnlyCleanText } from './text-input.js';

/** Multipart text fields (files are Buffers): clean text, and no U+FFFD (what busboy makes of bytes not UTF-8). */
function multipartTextIsClean(body: unknown): boolean {
  if (!carriesOnlyCleanText(body)) return false;
  if (body === null || typeof body !== 'object') return true;
  return Object.values(body).every((value) =>
    (Array.isArray(value) ? value : [value]).every((v) => typeof v !== 'string' || !v.includes('\uFFFD')),
  );
}

type AsyncHook = (this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Whether @fastify/multipart's hook of that name has anything to do for the request: its preValidation hook reads
 * a multipart body into `request.body` (attachFieldsToBody), its onResponse hook deletes the temporary files of
 * `saveRequestFiles` (tmpUploads). Any other request returns from both at once.
 */
const WORK: Record<string, (request: FastifyRequest) => boolean> = {
  preValidation: (request) => request.isMultipart(),
  onResponse: (request) => request.tmpUploads !== null && request.tmpUploads !== undefined,
};

/**
 * @fastify/multipart for every route that takes a body (the route table: "the server's parsers accept all"), with
 * its two per-request hooks on those routes only, run only for the requests they concern. The plugin adds them as
 * async hooks on every request (a promise and a turn of the event loop each, on every call of the API, GETs
 * included: measured in the islogin bench); here each becomes a callback hook of the body routes that calls the
 * plugin's own hook only when the request is multipart (or saved files). The parser, the decorators and the limits
 * are the plugin's own. Registered before any route, so every route is seen.
 */
export async function registerUploads(
  app: FastifyInstance,
  options: FastifyMultipartAttachFieldsToBodyOptions,
): Promise<void> {
  const instance = new Proxy(app, {
    get(target, property) {
      if (property === 'addHook') {
        return (name: string, hook: AsyncHook) => {
          const work = WORK[name];
          if (!work) throw new Error(`@fastify/multipart added an unexpected ${name} hook`);
          // Only a route that takes a body can receive a multipart one.
          hookRoutes(
            target,
            name as RouteHookName,
            takesBody,
            function (this: FastifyInstance, request, reply, done) {
              if (!work(request)) return done();
              hook.call(this, request, reply).then(() => {
                // Text fields arrive decoded: a U+FFFD stands for bytes that were not UTF-8 (text-input.ts).
                if (name === 'preValidation' && !multipartTextIsClean(request.body))
                  return done(new AppError('invalidParams', 'errors.invalidText'));
                done();
              }, done);
            },
          );
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
  // The plugin function itself (fastify-plugin's wrapper only marks it as not encapsulated): on the root.
  await new Promise<void>((resolve, reject) =>
    (
      multipart as unknown as (
        i: FastifyInstance,
        o: FastifyMultipartAttachFieldsToBodyOptions,
        d: (e?: Error) => void,
      ) => void
    )(instance, options, (error) => (error ? reject(error) : resolve())),
  );
}
