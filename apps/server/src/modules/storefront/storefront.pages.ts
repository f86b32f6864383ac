import compress from '@fastify/compress';
import {
  DEFAULT_SKIN,
  normalizeLanguage,
  skinInLanguage,
  SESSION_COOKIE,
  type Language,
  type Skin,
} from '@portal/contract';
import {
  fill,
  formatUsd,
  StorefrontPage,
  type StorefrontProps,
  type StorefrontView,
} from '@portal/storefront';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import type * as ReactDomServer from 'react-dom/server';
import type { SessionResolver } from '../../lib/session-context.js';
import { visitorLanguage } from '../../plugins/session.js';
import { renderDocument, type PageHead } from './storefront-document.js';
import { loadStorefrontAssets } from './storefront-assets.js';
import {
  absolute,
  alternatesOf,
  itemListJsonLd,
  languageHref,
  languageLinksOf,
  productJsonLd,
  websiteJsonLd,
} from './storefront-seo.js';
import { robotsTxt, sitemapXml } from './sitemap.js';
import { productPath, storefrontTexts, type StorefrontService } from './storefront.service.js';

/** React's server renderer (~1.4 MB of code), loaded by the first page rendered rather than at start. */
let renderer: Promise<typeof ReactDomServer> | undefined;
const reactDomServer = () =>
  (renderer ??= import('react-dom/server').then((loaded) => {
    // A CommonJS module: Node names its exports, the server bundle (scripts/bundle-server.mjs) hands them over as
    // `default`.
    const exported = loaded as typeof ReactDomServer & { default?: typeof ReactDomServer };
    return typeof exported.renderToString === 'function' ? exported : exported.default;
  }));

/** The skin of a request's host (white label); the lead wires the skins service in, DEFAULT_SKIN otherwise. */
export type SkinForRequest = (request: FastifyRequest) => Promise<Skin>;

export interface StorefrontPagesOptions {
  service: StorefrontService;
  publicUrl: string;
  /** The built web app (its manifest names the hydrating bundle); absent: pages without a script. */
  webRoot: string | undefined;
  skinForRequest?: SkinForRequest | undefined;
  /** The signed-in visitor's language (the account's choice), as the API answers it. */
  sessions?: SessionResolver | undefined;
}

/** What the web app's catch-all calls for a GET of an unknown public path. */
export type NotFoundPage = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Pages are no API call: left out of the OpenAPI document. */
const PAGE = { schema: { hide: true } };

/** Paths of the public pages (the sitemap lists them and every product's detail page). */
export const PUBLIC_PAGE_PATHS = ['/', '/ssl-product', '/ssl-download'] as const;

/** `?lang=en-US|zh-CN|zh-TW` when given and known; undefined otherwise (the visitor's language decides). */
function askedLanguage(request: FastifyRequest): Language | undefined {
  const lang = (request.query as Record<string, unknown> | undefined)?.lang;
  return typeof lang === 'string' ? normalizeLanguage(lang) : undefined;
}

/**
 * The storefront's server-rendered pages at the root (not under /api): /, /ssl-product(/), /ssl-product/{shortName},
 * /ssl-download, sitemap.xml and robots.txt; each page is rendered per request from the live catalogue. Answers the
 * 404 page for the web app's catch-all.
 */
export async function registerStorefrontPages(
  root: FastifyInstance,
  options: StorefrontPagesOptions,
): Promise<{ notFound: NotFoundPage }> {
  const { service, publicUrl } = options;
  const skinFor = options.skinForRequest ?? (async () => DEFAULT_SKIN);
  // Decided once at start, like the web app's files (plugins/web.ts).
  const assets = loadStorefrontAssets(options.webRoot);

  /** `?lang=`, else as the API decides (request.lang): the session's language, the `lang` cookie, Accept-Language. */
  async function pageLanguage(request: FastifyRequest): Promise<Language> {
    const asked = askedLanguage(request);
    if (asked) return asked;
    const token = request.cookies[SESSION_COOKIE];
    const session = token && options.sessions ? await options.sessions.resolve(token) : null;
    return session?.lang ?? visitorLanguage(request);
  }

  async function send(
    request: FastifyRequest,
    reply: FastifyReply,
    page: {
      lang: Language;
      path: string;
      view: StorefrontView;
      head: (props: StorefrontProps) => Omit<PageHead, 'canonical' | 'alternates'>;
      status?: number;
    },
  ): Promise<FastifyReply> {
    const { lang } = page;
    const [skin, popup, chatScript] = await Promise.all([
      skinFor(request),
      service.popupFor(request.url.split('?')[0] ?? page.path),
      service.chatScript(),
    ]);
    const texts = storefrontTexts(lang);
    const props: StorefrontProps = {
      lang,
      // The built-in site name in the page's language; an operator's or a host's name as set (issue 31).
      skin: skinInLanguage(skin, texts.siteName),
      texts,
      languages: languageLinksOf(page.path),
      view: page.view,
      extras: { popup, chatScript },
    };
    const head: PageHead = {
      ...page.head(props),
      canonical: absolute(publicUrl, languageHref(page.path, askedLanguage(request))),
      alternates: alternatesOf(publicUrl, page.path),
    };
    const { renderToString } = await reactDomServer();
    const markup = renderToString(createElement(StorefrontPage, props));
    return (
      reply
        .status(page.status ?? 200)
        .header('content-type', 'text/html; charset=utf-8')
        // Prices change: every visit asks again (the catalogue's caches make that cheap).
        .header('cache-control', 'no-cache')
        // The language, and the host's white-label skin, decide the page.
        .header('vary', 'Accept-Language, Cookie, Host')
        .send(renderDocument({ props, head, markup, assets }))
    );
  }

  const notFound: NotFoundPage = async (request, reply) =>
    send(request, reply, {
      lang: await pageLanguage(request),
      path: request.url.split('?')[0] ?? '/',
      status: 404,
      view: { kind: 'notFound' },
      head: ({ texts }) => ({
        title: texts.meta.notFoundTitle,
        description: texts.meta.notFoundDescription,
        ogType: 'website',
        jsonLd: [],
        noindex: true,
      }),
    });

  await root.register(async (pages) => {
    // The pages are HTML of tens of KB: worth compressing (the API's small answers are not; plugins/web.ts).
    await pages.register(compress, { threshold: 1024 });

    pages.get('/', PAGE, async (request, reply) => {
      const lang = await pageLanguage(request);
      const popular = await service.popular(lang);
      return send(request, reply, {
        lang,
        path: '/',
        view: { kind: 'home', popular },
        head: ({ texts, skin }) => ({
          title: texts.meta.homeTitle,
          description: texts.meta.homeDescription,
          ogType: 'website',
          jsonLd: [websiteJsonLd(skin, publicUrl), itemListJsonLd(popular, publicUrl)],
        }),
      });
    });

    const productList = async (request: FastifyRequest, reply: FastifyReply) => {
      const lang = await pageLanguage(request);
      const groups = await service.groups(lang);
      const entries = groups.flatMap((group) => group.entries);
      return send(request, reply, {
        lang,
        path: '/ssl-product',
        view: { kind: 'products', groups },
        head: ({ texts }) => ({
          title: texts.meta.productsTitle,
          description: fill(texts.meta.productsDescription, { count: entries.length }),
          ogType: 'website',
          jsonLd: [itemListJsonLd(entries, publicUrl)],
        }),
      });
    };
    pages.get('/ssl-product', PAGE, productList);
    pages.get('/ssl-product/', PAGE, productList);

    pages.get<{ Params: { shortName: string } }>('/ssl-product/:shortName', PAGE, async (request, reply) => {
      const lang = await pageLanguage(request);
      const entry = await service.entry(lang, request.params.shortName);
      if (!entry) return notFound(request, reply);
      return send(request, reply, {
        lang,
        path: productPath(entry.shortName),
        view: { kind: 'product', entry },
        head: ({ texts }) => ({
          title: fill(texts.meta.productTitle, { name: entry.productName }),
          description: fill(texts.meta.productDescription, {
            name: entry.productName,
            type: texts.types[entry.type],
            price: entry.oneYear ? formatUsd(entry.oneYear.lowestPrice) : '',
            introduction: entry.introduction,
          }),
          ogType: 'product',
          image: absolute(publicUrl, entry.sealImage),
          jsonLd: [productJsonLd(entry, publicUrl)],
        }),
      });
    });

    pages.get('/ssl-download', PAGE, async (request, reply) => {
      const [lang, hasRoot] = await Promise.all([pageLanguage(request), service.hasRootCertificate()]);
      return send(request, reply, {
        lang,
        path: '/ssl-download',
        view: { kind: 'download', hasRoot },
        head: ({ texts }) => ({
          title: texts.meta.downloadTitle,
          description: texts.meta.downloadDescription,
          ogType: 'website',
          jsonLd: [],
        }),
      });
    });

    pages.get('/sitemap.xml', PAGE, async (_request, reply) =>
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          sitemapXml(publicUrl, [
            ...PUBLIC_PAGE_PATHS,
            ...(await service.shortNames()).map((shortName) => productPath(shortName)),
          ]),
        ),
    );
    pages.get('/robots.txt', PAGE, async (_request, reply) =>
      reply.header('content-type', 'text/plain; charset=utf-8').send(robotsTxt(publicUrl)),
    );
  });

  return { notFound };
}
