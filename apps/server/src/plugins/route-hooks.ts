import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';

export type RouteHookName = 'preValidation' | 'preHandler' | 'onResponse';
export type RouteHook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/**
 * Adds `hook` as a route-level `name` hook of every route registered after this call (in this scope and the scopes
 * below it) for which `applies` is true, before the route's own hooks of that name (where a scope-wide hook runs).
 * A hook that only some routes need then costs the others nothing, where a scope-wide hook runs on every call (the
 * islogin bench counts each one). Fastify applies an onRoute hook only to routes added after it: register it before
 * the routes it is meant for (PortalModule.prepare).
 */
export function hookRoutes(
  app: FastifyInstance,
  name: RouteHookName,
  applies: (route: RouteOptions) => boolean,
  hook: RouteHook,
): void {
  app.addHook('onRoute', (route) => {
    if (!applies(route)) return;
    const existing = route[name];
    const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
    (route as unknown as Record<RouteHookName, RouteHook[]>)[name] = [hook, ...hooks];
  });
}

/** The methods whose body Fastify reads. */
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The route's methods (a route may name one or several). */
export function methodsOf(route: RouteOptions): string[] {
  return Array.isArray(route.method) ? route.method : [route.method];
}

/** Whether the route takes a request body (one of its methods does). */
export function takesBody(route: RouteOptions): boolean {
  return methodsOf(route).some((method) => BODY_METHODS.has(method.toUpperCase()));
}
