import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

/** The catalogue is public (visitor pages show it too). */
export function catalogueRoutes(app: FastifyInstance, options: { catalogue: CatalogueService }): void {
  const { catalogue } = options;
  const tags = ['catalogue'];

  route(app, ROUTES.adminSetting, { tags }, async (request) =>
    ok(await catalogue.adminSetting(request.lang)),
  );
  route(app, ROUTES.products, { tags }, async (request) =>
    ok(
      await catalogue.products(request.query, request.session?.currency ?? request.cookies.currency ?? null),
    ),
  );
  route(app, ROUTES.productsSelect, { tags }, async () => ok(await catalogue.select()));
  route(app, ROUTES.productPrice, { tags }, async (request) =>
    ok(await catalogue.price(request.query, request.session)),
  );
}
