import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { StorefrontService } from './storefront.service.js';

/** GET storefront/products: the public product page's entries as JSON (no sign-in; prices in USD). */
export function storefrontRoutes(app: FastifyInstance, storefront: StorefrontService): void {
  route(app, ROUTES.storefrontProducts, { tags: ['storefront'] }, async (request) =>
    ok({ list: await storefront.entries(request.lang) }),
  );
}
