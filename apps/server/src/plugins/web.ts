import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built web app at / and answers every non-API GET that is not a file with index.html,
 * so deep links such as /admin/order/list open the app.
 */
export async function registerWebApp(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  if (webRoot && index && existsSync(index)) {
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
