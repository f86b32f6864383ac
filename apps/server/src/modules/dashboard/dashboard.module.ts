import type { ServiceDeps } from '../../services.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PortalModule } from '../portal-module.js';
import { dashboardRoutes } from './dashboard.routes.js';
import { createDashboardService } from './dashboard.service.js';

/** The customer dashboard: counts and charts of the team's orders (read only; no other module calls it). */
export const dashboardModule: PortalModule<{ serviceDeps: ServiceDeps; catalogue: CatalogueService }> = {
  name: 'dashboard',
  register: (api, s) =>
    dashboardRoutes(
      api,
      createDashboardService(s.serviceDeps, {
        brands: async () => (await s.catalogue.select()).brands,
      }),
    ),
};
