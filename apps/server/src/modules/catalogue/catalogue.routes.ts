import {
  adminSettingAnswer,
  listOf,
  productPriceAnswer,
  productPriceQuery,
  productRow,
  productsQuery,
  productsSelectAnswer,
} from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../plugins/envelope.js';
import { envelopeOf } from '../../plugins/openapi.js';
import type { CatalogueService } from './catalogue.service.js';

/** The catalogue is public (visitor pages show it too). */
export function catalogueRoutes(app: FastifyInstance, options: { catalogue: CatalogueService }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalogue } = options;

  r.get(
    '/admin-setting',
    { schema: { tags: ['catalogue'], response: { 200: envelopeOf(adminSettingAnswer) } } },
    async (request) => ok(await catalogue.adminSetting(request.lang)),
  );
  r.get(
    '/products',
    {
      schema: {
        tags: ['catalogue'],
        querystring: productsQuery,
        response: { 200: envelopeOf(listOf(productRow)) },
      },
    },
    async (request) =>
      ok(
        await catalogue.products(
          request.query,
          request.session?.currency ?? request.cookies.currency ?? null,
        ),
      ),
  );
  r.get(
    '/products/select',
    { schema: { tags: ['catalogue'], response: { 200: envelopeOf(productsSelectAnswer) } } },
    async () => ok(await catalogue.select()),
  );
  r.get(
    '/product/price',
    {
      schema: {
        tags: ['catalogue'],
        querystring: productPriceQuery,
        response: { 200: envelopeOf(productPriceAnswer) },
      },
    },
    async (request) => ok(await catalogue.price(request.query, request.session)),
  );
}
