import type { FastifyInstance } from 'fastify';
import type { WalletContentSources } from '../integrations/payments/wallet-content-sources.js';

/**
 * Security headers and the request id on every answer. The headers helmet would send, computed once: building them per request (as @fastify/helmet does) cost a
 * third of the throughput of a small API call.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { hsts: boolean; walletSources?: WalletContentSources | undefined },
): void {
  // The card wallet's JS SDK loads a script, draws its buttons in frames and opens a popup.
  const wallet = options.walletSources;
  const extra = (list: string[] | undefined) => (list?.length ? ` ${list.join(' ')}` : '');
  const csp = [
    "default-src 'self'",
    `script-src 'self'${extra(wallet?.script)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data:${extra(wallet?.img)}`,
    "font-src 'self' data:",
    `connect-src 'self'${extra(wallet?.connect)}`,
    ...(wallet ? [`frame-src 'self'${extra(wallet.frame)}`] : []),
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
  // A callback hook, not an async one: this runs on every request and needs no promise.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    reply.header('x-request-id', request.id);
    done();
  });
}
