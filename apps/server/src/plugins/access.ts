import type { Capability } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';

/** "orders.read" → "ordersRead": the key of the refusal's message (errors.denied.*). */
const messageKeyOf = (can: Capability) =>
  `errors.denied.${can.replace(/\.(\w)/g, (_m, c: string) => c.toUpperCase())}`;

/** A visitor's call on its purchase: the query names it (`code`), or the body starts one (`product`, the e-mail step). */
function namesVisitorPurchase(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  const body = request.body as Record<string, unknown> | null | undefined;
  return Boolean(query?.code) || Boolean(body && typeof body === 'object' && body.product);
}

/**
 * The guard of a route of the table: the capability its entry names (`can`, the permission matrix) against the
 * caller's. It runs before the input is validated, so a visitor gets 401 (code 1002) and a caller without the
 * right 403 with a message saying which right is missing, never a description of the input the route expects.
 */
export function accessGuard(
  can: Capability,
  visitors: {
    /** The route also serves a visitor's purchase by its code: such a call passes (public), the handler decides. */
    visitorCode?: boolean;
    /** A visitor's call passes (public: the visitor's own cookie); a signed-in caller needs `can`. */
    openToVisitors?: boolean;
  } = {},
): ((request: FastifyRequest) => Promise<void>) | undefined {
  if (can === 'public') return undefined;
  const messageKey = messageKeyOf(can);
  return async (request) => {
    const session = request.session;
    if (!session && visitors.openToVisitors) return;
    if (!session && visitors.visitorCode && namesVisitorPurchase(request)) return;
    if (!session) throw new AppError('notLoggedIn');
    if (!session.capabilities.has(can)) throw new AppError('forbidden', messageKey);
  };
}
