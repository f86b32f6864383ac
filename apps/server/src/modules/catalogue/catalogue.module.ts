import type { PortalModule } from '../portal-module.js';
import { catalogueRoutes } from './catalogue.routes.js';
import type { CatalogueService } from './catalogue.service.js';
import type { SkinsService } from '../skins/skins.service.js';

/** Products, prices and display rates; admin-setting (with the host's white-label skin). */
export const catalogueModule: PortalModule<{
  catalogue: CatalogueService;
  skins: SkinsService;
}> = {
  name: 'catalogue',
  register: (api, s) =>
    catalogueRoutes(api, {
      catalogue: s.catalogue,
      skinForRequest: s.skins.skinForRequest,
    }),
};
