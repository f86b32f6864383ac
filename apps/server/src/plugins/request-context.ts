import type { Language, Role } from '@portal/contract';

/** What a valid session tells every route. */
export interface SessionContext {
  idHash: string;
  accountId: number;
  /** The account whose records (contacts, businesses, orders) this user works on: a sub-user's main account. */
  ownerAccountId: number;
  email: string;
  role: Role;
  csrfToken: string;
  lang: Language | null;
  currency: string | null;
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext | null;
    lang: Language;
  }
  interface FastifyContextConfig {
    /**
     * true: require the CSRF header even though the method is GET (state-changing GETs of the spec).
     * false: never check it — the route is authorised by a token of its own (an emailed approval link).
     */
    csrf?: boolean;
  }
}

/** The session of a route that requires one (the auth guard ran before the handler). */
export function sessionOf(request: { session: SessionContext | null }): SessionContext {
  if (!request.session) throw new Error('route used sessionOf without the auth guard');
  return request.session;
}
