import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at / and answers every non-API GET that is not a file with index.html,
 * so deep links such as /admin/order/list open the app.
 */
export async function registerWebApp(root: FastifyInstance, webRoot: string | undefined): Promise<void> {
  await root.register(async (app) => {
    await serveWebApp(app, webRoot);
  });
}

async function serveWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
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
  app.setNotFoundHandler((request, reply) => {
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
