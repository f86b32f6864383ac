import { ROUTES, type Skin } from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok, okShared } from '../../plugins/envelope.js';
import type { CatalogueService } from './catalogue.service.js';

/** The catalogue is public (visitor pages show it too). */
export function catalogueRoutes(
  app: FastifyInstance,
  options: {
    catalogue: CatalogueService;
    /** The white-label skin of the request's host (modules/skins). */
    skinForRequest: (request: FastifyRequest) => Promise<Skin>;
  },
): void {
  const { catalogue, skinForRequest } = options;
  const tags = ['catalogue'];

  route(app, ROUTES.adminSetting, { tags }, async (request, reply) => {
    const [setting, skin, salesEmail] = await Promise.all([
      catalogue.adminSetting(request.lang),
      skinForRequest(request),
      catalogue.salesEmail(),
    ]);
    // The skin differs by host: a cache must not hand one host's answer to another.
    reply.header('vary', 'Host');
    return ok({ ...setting, skin, salesEmail });
  });
  route(app, ROUTES.products, { tags }, async (request) =>
    ok(
      await catalogue.products(request.query, request.session?.currency ?? request.cookies.currency ?? null),
    ),
  );
  route(app, ROUTES.productsSelect, { tags }, async () => ok(await catalogue.select()));
  // A visitor's price is the same answer for everyone (the catalogue and rates are in memory): made and
  // serialised once per loaded catalogue.
  route(app, ROUTES.productPrice, { tags }, async (request) =>
    request.session
      ? ok(await catalogue.price(request.query, request.session))
      : okShared(await catalogue.visitorPrice(request.query)),
  );
}
