// Method and path of the operator console's content calls (see route-paths.ts): a module of its own, so that only
// the console's lazy pages carry it, never the login page's entry.
import type { Capability } from './permissions.js';
import type { RouteMethod } from './route-paths.js';

/**
 * The console's letters, advertisements, settings, skins and pricing-request inbox (docs/domain/operator-console.md):
 * a table (and module) of its own, so the login page's entry (which carries ROUTE_PATHS) does not grow by them; only the
 * console's lazy pages import it. ROUTES has them like every other call.
 */
export const OPS_CONTENT_ROUTE_PATHS = {
  opsLetters: { method: 'GET', path: '/ops/letters', can: 'ops' },
  opsLetterSend: { method: 'POST', path: '/ops/letters', can: 'ops' },
  opsLetterPreview: { method: 'POST', path: '/ops/letters/preview', can: 'ops' },
  opsAds: { method: 'GET', path: '/ops/ads', can: 'ops' },
  opsAdCreate: { method: 'POST', path: '/ops/ads', can: 'ops' },
  opsAdUpdate: { method: 'PUT', path: '/ops/ads/:id', can: 'ops' },
  opsAdRemove: { method: 'POST', path: '/ops/ads/:id/remove', can: 'ops' },
  opsSettings: { method: 'GET', path: '/ops/settings', can: 'ops' },
  opsSettingsSave: { method: 'PUT', path: '/ops/settings', can: 'ops' },
  opsSkins: { method: 'GET', path: '/ops/skins', can: 'ops' },
  opsSkinSet: { method: 'PUT', path: '/ops/skins/:host', can: 'ops' },
  opsSkinRemove: { method: 'DELETE', path: '/ops/skins/:host', can: 'ops' },
  opsRequests: { method: 'GET', path: '/ops/requests', can: 'ops' },
  opsRequest: { method: 'GET', path: '/ops/requests/:id', can: 'ops' },
  opsRequestReply: { method: 'POST', path: '/ops/requests/:id/reply', can: 'ops' },
} as const satisfies Record<string, { method: RouteMethod; path: string; can: Capability }>;
