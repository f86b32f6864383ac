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
 * Security headers and the request id on every answer. The headers helmet would send, computed once and again only
 * when the page sources change: building them per request (as @fastify/helmet does) cost a third of the
 * throughput of a small API call.
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
    if (options.hsts) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
    return headers;
  }

  let builtFor: ContentSources = options.pageSources?.current() ?? {};
  let headers = headersFor(builtFor);
  // A callback hook, not an async one: this runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    const page = options.pageSources?.current();
    if (page && page !== builtFor) {
      builtFor = page;
      headers = headersFor(page);
    }
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
