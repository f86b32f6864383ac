import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SKIN, type Skin } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createIndexPage } from './index-page.js';

/** The white-label skin of a request's host (modules/skins): index.html carries its title and favicon. */
export type SkinForRequest = (request: FastifyRequest) => Promise<Skin>;

/**
 * Serves the built web app at / and answers every non-API GET that is not a file with index.html,
 * so deep links such as /admin/order/list open the app.
 */
export async function registerWebApp(
  root: FastifyInstance,
  webRoot: string | undefined,
  skinForRequest?: SkinForRequest,
): Promise<void> {
  await root.register(async (app) => {
    await serveWebApp(app, webRoot, skinForRequest);
  });
}

async function serveWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  skinForRequest: SkinForRequest | undefined,
): Promise<void> {
  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  // Only the web app's files are compressed (in this plugin's scope): the small API answers are not worth it.
  await app.register(compress, { threshold: 1024 });
  // Decided once at start: a build that appears later is served after a restart (the static plugin is absent).
  const serving = Boolean(webRoot && index && existsSync(index));
  if (serving && webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // index.html is always the skinned page below, also when asked for by name.
      allowedPath: (path) => !skinForRequest || path !== '/index.html',
      cacheControl: false,
      setHeaders(res, path) {
        // Hashed asset names never change content; index.html must always be revalidated.
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  const indexPage =
    serving && index && skinForRequest ? createIndexPage(readFileSync(index, 'utf8')) : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      request.method !== 'GET' ||
      !serving ||
      !index ||
      !existsSync(index)
    ) {
      return reply.callNotFound();
    }
    // A missing asset is a real 404, not the app.
    if (path.startsWith('/assets/')) return reply.callNotFound();
    if (indexPage && skinForRequest) {
      // The database away before any skin was read: the app still starts (and says what is wrong), unbranded.
      const skin = await skinForRequest(request).catch((error: unknown) => {
        request.log.warn({ err: error }, 'the skin of the host could not be read');
        return DEFAULT_SKIN;
      });
      // The page differs by host (its skin): a cache must not hand one host's page to another.
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'Host')
        .type('text/html; charset=utf-8')
        .send(indexPage.render(skin));
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
