import { ROUTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../plugins/contract-route.js';
import { ok } from '../../plugins/envelope.js';
import type { AdvertisementsService } from './advertisements.service.js';

/** Spec 001 section 7: GET advertisements (no sign-in needed: the public pages show them). */
export function advertisementsRoutes(app: FastifyInstance, advertisements: AdvertisementsService): void {
  route(app, ROUTES.advertisements, { tags: ['advertisements'] }, async () =>
    ok({ list: await advertisements.running() }),
  );
}
