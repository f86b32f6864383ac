import type { PortalModule } from '../portal-module.js';
import { catalogueRoutes } from './catalogue.routes.js';
import type { CatalogueService } from './catalogue.service.js';

/** Products, prices and display rates. */
export const catalogueModule: PortalModule<{ catalogue: CatalogueService }> = {
  name: 'catalogue',
  register: (api, s) => catalogueRoutes(api, { catalogue: s.catalogue }),
};
