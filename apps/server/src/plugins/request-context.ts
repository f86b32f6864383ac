import type { Language } from '@portal/contract';
import type { SessionContext } from '../lib/session-context.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /**
     * Set by route() from the table (needsCsrfHeader: `changes`, `secretAnswer`): true requires the CSRF header of a
     * session caller even on a GET. A module sets only false: never check it — the route is authorised by a token
     * of its own (an emailed approval link, the wallet's webhook).
     */
    csrf?: boolean;
    /** Set by route() from the table (changesState): the call changes something, whatever its method. */
    changes?: boolean;
    /**
     * true (a GET that needs the CSRF header): a GET the spec opens as a URL (cert/download, event/private_key/download, logout).
     * Besides the CSRF header, a same-origin navigation (`Sec-Fetch-Site: same-origin` or `none`) with the session
     * cookie is enough; a cross-site or same-site request, or one without Fetch Metadata, still needs the header.
     */
    navigation?: boolean;
    /**
     * true: the route reads `Authorization: Bearer` itself (a delivery token, `dt_…`): no API key and no session
     * cookie is looked at, the caller is a visitor to every other part of the app (GET deliver/…).
     */
    ownBearer?: boolean;
    /**
     * true: an HTML page under /api (the emailed approval link): it gets the pages' security headers, not the
     * shorter set of the JSON answers (plugins/security-headers.ts).
     */
    page?: boolean;
    /**
     * true: a long call (CSV exports, statement generation, PDF invoices, the key manager's export, the console's
     * overview report): not bound by API_REQUEST_TIMEOUT_MS, only by the statement timeout of each statement
     * (plugins/request-deadline.ts).
     */
    longRunning?: boolean;
  }
}

/** The session of a route that requires one (the auth guard ran before the handler). */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw new Error('route used sessionOf without the auth guard');
  return request.session;
}
