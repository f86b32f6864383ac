import { ROUTES } from '@portal/contract';
import { translate } from '@portal/i18n';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import type { ApprovalPage, EmailApprovalService } from './email-approval.service.js';

/** The page's own inline style and its form posting back to itself; nothing else. */
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** A small self-contained page: the approver is usually not a portal user and needs no web app. */
function html(lang: Parameters<typeof translate>[0], page: ApprovalPage, action: string): string {
  const vars = { domain: page.domain, orderId: page.orderId, product: page.product };
  const t = (key: string) => escape(translate(lang, `server.approval.${key}`, vars));
  const body =
    page.status === 'ask'
      ? `<h1>${t('question')}</h1><p>${t('detail')}</p><form method="post" action="${escape(action)}"><button type="submit">${t('approve')}</button></form>`
      : `<h1>${t('title')}</h1><p>${page.status === 'done' ? t('done') : t('invalid')}</p>`;
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${t('title')}</title><style>body{font:16px/1.5 system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;color:#1f1f1f}button{font:inherit;padding:.5rem 1.5rem;border:0;border-radius:6px;background:#1d4ed8;color:#fff;cursor:pointer}</style></head><body>${body}</body></html>`;
}

/** Sends the page: 404 for an unknown or used link, never cached, under the page's own CSP. */
function sendPage(
  reply: FastifyReply,
  lang: Parameters<typeof translate>[0],
  page: ApprovalPage,
  action: string,
) {
  return reply
    .status(page.status === 'invalid' ? 404 : 200)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .send(html(lang, page, action));
}

export function emailApprovalRoutes(
  app: FastifyInstance,
  options: { approvals: EmailApprovalService },
): void {
  // The emailed link: the token authorises, not a session; CSRF does not apply (config csrf: false). It answers an
  // HTML page, so it gets the pages' security headers (config page: true).
  const link = { tags: ['validation'], config: { csrf: false, page: true } };
  route(app, ROUTES.dcvApprovePage, link, async (request, reply) => {
    const page = await options.approvals.page(request.params.token);
    return sendPage(reply, request.lang, page, `/api/dcv/approve/${request.params.token}`);
  });
  route(app, ROUTES.dcvApprove, link, async (request, reply) => {
    const page = await options.approvals.approve(request.params.token);
    return sendPage(reply, request.lang, page, '');
  });
}
