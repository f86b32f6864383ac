import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHealth } from '../../db/health.js';
import { AppError } from '../../lib/errors.js';
import { AcmeProblem } from './acme-problem.js';
import type { AcmeAnswer, AcmeServerService, Authenticated } from './acme-server.service.js';
import { ACME_PREFIX } from './acme-urls.js';

/** Largest JWS body read (a CSR with 100 names is a few KB). */
const BODY_LIMIT = 64 * 1024;

/**
 * The ACME endpoints at the root, outside /api (`{PUBLIC_URL}/acme/...`, docs/domain/acme-server.md): RFC 8555
 * JSON and `application/problem+json` errors, never the portal's envelope and never the web app (an unknown
 * `/acme/...` path answers a problem document 404). The session, CSRF and outage hooks look at /api only; every
 * answer carries a fresh Replay-Nonce and the directory's Link. Hidden from the OpenAPI document (which lists
 * the customer calls under /api).
 */
export async function registerAcmeDirectory(
  root: FastifyInstance,
  server: AcmeServerService,
  options: { health: DatabaseHealth; rateLimitPerMinute?: number },
): Promise<void> {
  const { urls } = server;
  await root.register(
    async (app) => {
      app.addContentTypeParser(
        'application/jose+json',
        { parseAs: 'string', bodyLimit: BODY_LIMIT },
        (_request, body, done) => {
          try {
            done(null, JSON.parse(body as string));
          } catch {
            done(new AcmeProblem('malformed', 'the body is not JSON'), undefined);
          }
        },
      );

      const withNonce = async (reply: FastifyReply) => {
        reply.header('replay-nonce', await server.newNonce());
        reply.header('link', `<${urls.directory}>;rel="index"`);
        reply.header('cache-control', 'no-store');
      };

      app.setErrorHandler(async (error: FastifyError | AcmeProblem, request: FastifyRequest, reply) => {
        let problem: AcmeProblem;
        if (error instanceof AcmeProblem) problem = error;
        else if (error instanceof AppError && error.code === 'tooManyRequests')
          problem = new AcmeProblem('rateLimited', 'too many requests; try again in a minute');
        else if (options.health.report(error)) {
          reply.header('retry-after', '1');
          problem = new AcmeProblem('serverInternal', 'the service is briefly unavailable', { status: 503 });
        } else if ((error as FastifyError).code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
          problem = new AcmeProblem('malformed', 'requests must be application/jose+json', { status: 415 });
        else if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          problem = new AcmeProblem('malformed', 'the request is too large', { status: 413 });
        else if (
          'statusCode' in error &&
          typeof error.statusCode === 'number' &&
          error.statusCode >= 400 &&
          error.statusCode < 500
        )
          problem = new AcmeProblem('malformed', 'the request could not be read');
        else {
          request.log.error({ err: error }, 'ACME request failed');
          problem = new AcmeProblem('serverInternal', 'the request failed on the server');
        }
        // A nonce for the retry (RFC 8555 6.5: badNonce answers carry one); skipped while the database is away.
        if (problem.status !== 503) await withNonce(reply).catch(() => undefined);
        return reply
          .status(problem.status)
          .header('content-type', 'application/problem+json')
          .send(JSON.stringify(problem.toJSON()));
      });

      app.setNotFoundHandler(async (request, reply) => {
        await withNonce(reply).catch(() => undefined);
        const problem = new AcmeProblem('malformed', `no ACME resource at ${request.url.split('?')[0]}`, {
          status: 404,
        });
        return reply
          .status(404)
          .header('content-type', 'application/problem+json')
          .send(JSON.stringify(problem.toJSON()));
      });

      const limit = { rateLimit: { max: options.rateLimitPerMinute ?? 600, timeWindow: 60_000 } };
      const schema = { hide: true };

      app.get('/directory', { schema, config: limit }, async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return reply.type('application/json').send(JSON.stringify(server.directory()));
      });

      // RFC 8555 7.2: HEAD answers 200, GET 204, both with a nonce that is never cached.
      app.route({
        method: 'HEAD',
        url: '/new-nonce',
        schema,
        config: limit,
        handler: async (_request, reply) => {
          await withNonce(reply);
          return reply.status(200).send();
        },
      });
      app.get('/new-nonce', { schema, config: limit, exposeHeadRoute: false }, async (_request, reply) => {
        await withNonce(reply);
        return reply.status(204).send();
      });

      /** A POST resource: authenticate, run, answer with a nonce, the Location and the links. */
      const post = (
        path: string,
        keyBy: 'jwk' | 'kid',
        run: (
          auth: Authenticated,
          request: FastifyRequest<{ Params: Record<string, string> }>,
        ) => Promise<AcmeAnswer> | AcmeAnswer,
      ) => {
        app.post<{ Params: Record<string, string> }>(
          path,
          { schema, config: limit },
          async (request, reply) => {
            // RFC 8555 6.2: the body is a JWS as application/jose+json (a JSON body parsed by another parser is not).
            if (!String(request.headers['content-type'] ?? '').startsWith('application/jose+json'))
              throw new AcmeProblem('malformed', 'requests must be application/jose+json', { status: 415 });
            const url = `${urls.base}${request.url.slice(ACME_PREFIX.length).split('?')[0]}`;
            const auth = await server.authenticate(request.body, url, keyBy);
            const answer = await run(auth, request);
            await withNonce(reply);
            if (answer.location) reply.header('location', answer.location);
            if (answer.retryAfter) reply.header('retry-after', String(answer.retryAfter));
            for (const link of answer.links ?? []) reply.header('link', link);
            if (answer.contentType)
              return reply.status(answer.status).type(answer.contentType).send(answer.body);
            return reply.status(answer.status).type('application/json').send(JSON.stringify(answer.body));
          },
        );
      };
      const numeric = (value: string | undefined) => {
        const id = Number(value);
        if (!Number.isSafeInteger(id) || id <= 0)
          throw new AcmeProblem('malformed', `no account ${value ?? ''}`, { status: 404 });
        return id;
      };

      post('/new-account', 'jwk', (auth) => server.newAccount(auth));
      post('/account/:id', 'kid', (auth, request) => server.account(auth, numeric(request.params.id)));
      post('/account/:id/orders', 'kid', (auth, request) =>
        server.accountOrders(auth, numeric(request.params.id)),
      );
      post('/new-order', 'kid', (auth) => server.newOrder(auth));
      post('/order/:id', 'kid', (auth, request) => server.order(auth, request.params.id ?? ''));
      post('/order/:id/finalize', 'kid', (auth, request) =>
        server.finalize(auth, request.params.id ?? '', request.ip),
      );
      post('/authz/:id', 'kid', (auth, request) => server.authorization(auth, request.params.id ?? ''));
      post('/chall/:id', 'kid', (auth, request) => server.challenge(auth, request.params.id ?? ''));
      post('/cert/:id', 'kid', (auth, request) => server.certificate(auth, request.params.id ?? ''));
      post('/key-change', 'kid', (auth) => server.keyChange(auth));
      post('/revoke-cert', 'kid', () => server.revokeCert());

      app.get('/', { schema, config: limit }, async () => {
        throw new AcmeProblem('malformed', `the ACME directory is ${urls.directory}`, { status: 404 });
      });
      // Every other GET of an ACME resource: RFC 8555 6.3 reads them by POST-as-GET only.
      app.get('/*', { schema, config: limit }, async () => {
        throw new AcmeProblem('malformed', 'ACME resources are read with POST-as-GET', { status: 405 });
      });
    },
    { prefix: ACME_PREFIX },
  );
}
