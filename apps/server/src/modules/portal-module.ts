import type { FastifyInstance } from 'fastify';
import type { JobDefinition } from '../jobs/boss.js';

/**
 * One server module as `app.ts` sees it: it registers its own routes and names its own recurring jobs.
 *
 * `Needs` is what the module takes from the app's services (`portal-services.ts`), declared by the module itself
 * (its own services and the lower modules' it calls): `app.ts` passes the whole container, which must satisfy every
 * module's `Needs`. A module never imports the container, so modules stay one-way (`npm run lint:deps`); callbacks
 * up the module map (an e-mail approval re-checking validation, an order's submit mailing approvers) are wired in
 * the container, never by an import.
 */
export interface PortalModule<Needs> {
  /** The module's folder under `modules/`. */
  readonly name: string;
  /**
   * Registers the module's routes on the `/api` scope, in the scope itself (no child plugin): the session hook,
   * CSRF, rate limits, the envelope and OpenAPI see every route as before. Module-local services (used by no other
   * module) are made here.
   */
  readonly register: (api: FastifyInstance, services: Needs) => void;
  /**
   * Runs on the `/api` scope before any module registers a route: where a module hangs a hook on other modules'
   * routes (plugins/route-hooks.ts), which Fastify applies only to routes added after it.
   */
  readonly prepare?: (api: FastifyInstance, services: Needs) => void;
  /** The module's recurring jobs (`jobs/boss.ts` runs them on pg-boss when the app's `jobs` is on). */
  readonly jobs?: (services: Needs) => JobDefinition[];
}
