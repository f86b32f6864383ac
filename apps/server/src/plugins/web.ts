import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { DEFAULT_SKIN, SESSION_COOKIE, type Skin } from '@portal/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readWebManifest } from '../lib/web-manifest.js';
import { createIndexPage, type IndexPage } from './index-page.js';
import {
  createIndexPreloads,
  indexDataHints,
  opensSignedInArea,
  type IndexPreloads,
} from './index-preloads.js';
import { visitorLanguage } from './session.js';

/**
 * The single-page app's routes: the member area, the operator console, the spec's /login and the visitor
 * purchase pages. Every other unknown GET is the storefront's 404 page (the public pages are server-rendered).
 */
const SPA_PATH =
  /^\/(admin|ops)(\/|$)|^\/(login|contact-details|csr-generation|private-key-download|validation-method)\/?$/;

export const isWebAppPath = (path: string) => SPA_PATH.test(path);

/** The white-label skin of a request's host (modules/skins): index.html carries its title and favicon. */
export type SkinForRequest = (request: FastifyRequest) => Promise<Skin>;

export interface WebAppOptions {
  /** Answers a GET of an unknown public path (the storefront's server-rendered 404 page); absent: a plain 404. */
  notFoundPage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** The host's skin for index.html; absent: the file as built. */
  skinForRequest?: SkinForRequest;
}

/**
 * Serves the built web app's files and answers the app's own paths (isWebAppPath) that are not a file with
 * index.html, so deep links such as /admin/order/list open the app.
 */
export async function registerWebApp(
  root: FastifyInstance,
  webRoot: string | undefined,
  options: WebAppOptions = {},
): Promise<void> {
  await root.register(async (app) => {
    await serveWebApp(app, webRoot, options);
  });
}

/** The app's index.html (always revalidated: it names the current build's hashed files), skinned per host. */
async function sendIndexHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  indexPage: IndexPage | undefined,
  skinForRequest: SkinForRequest | undefined,
  preloads: IndexPreloads,
): Promise<FastifyReply> {
  if (!indexPage || !skinForRequest) return reply.header('cache-control', 'no-cache').sendFile('index.html');
  const queryAt = request.url.indexOf('?');
  const path = queryAt < 0 ? request.url : request.url.slice(0, queryAt);
  const search = queryAt < 0 ? '' : request.url.slice(queryAt + 1);
  const hasSession = Boolean(request.cookies?.[SESSION_COOKIE]);
  // The database away before any skin was read: the app still starts (and says what is wrong), unbranded.
  const skin = await skinForRequest(request).catch((error: unknown) => {
    request.log.warn({ err: error }, 'the skin of the host could not be read');
    return DEFAULT_SKIN;
  });
  // The page differs by host (its skin) and by the reader's language (the catalog it preloads): a cache must not
  // hand one host's page to another.
  return reply
    .header('cache-control', 'no-cache')
    .header('vary', 'Host, Cookie, Accept-Language')
    .type('text/html; charset=utf-8')
    .send(
      indexPage.render(skin, {
        preloads: preloads(path, visitorLanguage(request)),
        data: indexDataHints(path, search, hasSession),
        signedInFrame: opensSignedInArea(path, hasSession),
      }),
    );
}

async function serveWebApp(
  app: FastifyInstance,
  webRoot: string | undefined,
  options: WebAppOptions,
): Promise<void> {
  const { skinForRequest } = options;
  const index = webRoot ? join(webRoot, 'index.html') : undefined;
  // Only the web app's files are compressed (in this plugin's scope): the small API answers are not worth it.
  await app.register(compress, { threshold: 1024 });
  // Decided once at start: a build that appears later is served after a restart (the static plugin is absent).
  const serving = Boolean(webRoot && index && existsSync(index));
  if (serving && webRoot) {
    const setHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
      // Hashed asset names never change content; index.html must always be revalidated.
      res.setHeader(
        'cache-control',
        path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    };
    // index.html is always the skinned page below, also when asked for by name.
    const allowedPath = (path: string) => !skinForRequest || path !== '/index.html';
    // The few files beside index.html get a route each; the build's ~500 hashed assets one wildcard route, not a
    // route per file (globbing them and adding ~1 000 routes took ~0.2-0.5 s of every start).
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      allowedPath,
      cacheControl: false,
      setHeaders,
    });
    await app.register(fastifyStatic, {
      root: join(webRoot, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      decorateReply: false,
      index: false,
      allowedPath,
      cacheControl: false,
      setHeaders,
    });
  }
  const indexPage =
    serving && index && skinForRequest ? createIndexPage(readFileSync(index, 'utf8')) : undefined;
  const preloads = createIndexPreloads(serving ? readWebManifest(webRoot) : undefined);
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    // A missing asset is a real 404, not a page.
    if (
      path.startsWith('/api/') ||
      path === '/api' ||
      path.startsWith('/assets/') ||
      request.method !== 'GET'
    ) {
      return reply.callNotFound();
    }
    if (isWebAppPath(path) || path === '/index.html') {
      if (!serving || !index || !existsSync(index)) return reply.callNotFound();
      return sendIndexHtml(request, reply, indexPage, skinForRequest, preloads);
    }
    return options.notFoundPage ? options.notFoundPage(request, reply) : reply.callNotFound();
  });
}
