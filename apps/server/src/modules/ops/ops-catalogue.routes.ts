import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import { sessionOf } from '../../plugins/request-context.js';
import type { OpsCatalogueService } from './ops-catalogue.service.js';

/** The console's catalogue, tabs, rates, coupons and promo codes (capability ops; docs/domain/operator-console.md). */
export function opsCatalogueRoutes(app: FastifyInstance, service: OpsCatalogueService): void {
  const tags = ['ops'];

  route(app, ROUTES.opsProducts, { tags }, async () => ok({ list: await service.products() }));
  route(app, ROUTES.opsProductUpdate, { tags }, async (request) =>
    ok(await service.updateProduct(sessionOf(request), request.params.shortName, request.body, request.ip)),
  );
  route(app, ROUTES.opsCategories, { tags }, async () => ok({ list: await service.categories() }));
  route(app, ROUTES.opsCategoriesUpdate, { tags }, async (request) =>
    ok({ list: await service.updateCategories(sessionOf(request), request.body, request.ip) }),
  );

  route(app, ROUTES.opsRates, { tags }, async () => ok({ list: await service.rates() }));
  route(app, ROUTES.opsRateUpdate, { tags }, async (request) =>
    ok(await service.setRate(sessionOf(request), request.params.currency, request.body.rate, request.ip)),
  );

  route(app, ROUTES.opsCoupons, { tags }, async (request) =>
    ok(await service.coupons(request.query, request.lang)),
  );
  route(app, ROUTES.opsCouponCreate, { tags }, async (request) =>
    ok(await service.createCoupon(sessionOf(request), request.body, request.ip)),
  );
  route(app, ROUTES.opsCouponExpire, { tags }, async (request) =>
    ok(await service.expireCoupon(sessionOf(request), request.params.id, request.ip)),
  );

  route(app, ROUTES.opsCampaigns, { tags }, async () => ok({ list: await service.campaigns() }));
  route(app, ROUTES.opsCampaignCreate, { tags }, async (request) =>
    ok(await service.publishCampaign(sessionOf(request), request.body, request.ip)),
  );
  route(app, ROUTES.opsCampaignEnd, { tags }, async (request) =>
    ok(await service.endCampaign(sessionOf(request), request.params.id, request.ip)),
  );

  route(app, ROUTES.opsPromoCodes, { tags }, async () => ok({ list: await service.promos() }));
  route(app, ROUTES.opsPromoCreate, { tags }, async (request) =>
    ok(await service.createPromo(sessionOf(request), request.body, request.ip)),
  );
  route(app, ROUTES.opsPromoExpire, { tags }, async (request) =>
    ok(await service.expirePromo(sessionOf(request), request.params.code, request.ip)),
  );
}
