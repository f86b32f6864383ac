import type { PortalModule } from '../portal-module.js';
import { advertisementsRoutes } from './advertisements.routes.js';
import type { AdvertisementsService } from './advertisements.service.js';

/** Advertisements: the public list (the operator writes them with `portal ad:set` / `ad:remove`). */
export const advertisementsModule: PortalModule<{ advertisements: AdvertisementsService }> = {
  name: 'advertisements',
  register: (api, s) => advertisementsRoutes(api, s.advertisements),
};
