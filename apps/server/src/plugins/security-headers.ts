import type { FastifyInstance } from 'fastify';
import type { WalletContentSources } from '../integrations/payments/wallet-content-sources.js';

/** Origins the pages may reach beyond their own, per Content-Security-Policy directive. */
export interface ContentSources {
  script?: string[];
  style?: string[];
  img?: string[];
  connect?: string[];
  frame?: string[];
}

/**
 * The origins an operator's settings add (the chat widget's script, advertisement images), kept current by the
 * database (modules/shared-state/page-sources.ts): a new object whenever they change, the same one otherwise.
 */
export interface PageSourcesProvider {
  current(): ContentSources;
}

const list = (...parts: (string[] | undefined)[]) => {
  const origins = [...new Set(parts.flatMap((part) => part ?? []))];
  return origins.length ? ` ${origins.join(' ')}` : '';
};

/**
 * The JSON answers of /api (and its downloads): what a browser heeds on a document that is not a page (OWASP's
 * REST Security Cheat Sheet). Nothing may run, frame or sniff it, and no other origin may embed it. The pages'
 * long policy adds nothing here and cost the small calls a sixth of their throughput (the islogin bench): every
 * byte is written and parsed on each answer.
 */
const API_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers and the request id on every answer: the pages' set (the headers helmet would send) outside /api
 * and on a route marked `page` (an HTML page under /api), the short set of API_HEADERS on the JSON calls. Both are
 * computed once, the pages' again only when the page sources change: building them per request (as @fastify/helmet
 * does) cost a third of the throughput of a small API call.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: {
    hsts: boolean;
    walletSources?: WalletContentSources | undefined;
    pageSources?: PageSourcesProvider | undefined;
  },
): void {
  // The card wallet's JS SDK loads a script, draws its buttons in frames and opens a popup.
  const wallet = options.walletSources;

  function headersFor(page: ContentSources): Record<string, string> {
    const frame = list(wallet?.frame, page.frame);
    const csp = [
      "default-src 'self'",
      `script-src 'self'${list(wallet?.script, page.script)}`,
      `style-src 'self' 'unsafe-inline'${list(page.style)}`,
      `img-src 'self' data:${list(wallet?.img, page.img)}`,
      "font-src 'self' data:",
      `connect-src 'self'${list(wallet?.connect, page.connect)}`,
      ...(frame ? [`frame-src 'self'${frame}`] : []),
      "frame-ancestors 'none'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      'upgrade-insecure-requests',
    ].join('; ');
    const headers: Record<string, string> = {
      'content-security-policy': options.hsts ? csp : csp.replace('; upgrade-insecure-requests', ''),
      // The wallet's approval popup must keep its opener to report back.
      'cross-origin-opener-policy': wallet ? 'same-origin-allow-popups' : 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    };
    if (options.hsts) headers['strict-transport-security'] = HSTS;
    return headers;
  }
  const apiHeaders = options.hsts ? { ...API_HEADERS, 'strict-transport-security': HSTS } : API_HEADERS;

  let builtFor: ContentSources = options.pageSources?.current() ?? {};
  let headers = headersFor(builtFor);
  // A callback hook, not an async one: this runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    if (request.url.startsWith('/api/') && request.routeOptions.config?.page !== true) {
      reply.headers(apiHeaders);
      return done();
    }
    const page = options.pageSources?.current();
    if (page && page !== builtFor) {
      builtFor = page;
      headers = headersFor(page);
    }
    reply.headers(headers);
    done();
  });
}
