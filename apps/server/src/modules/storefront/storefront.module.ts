import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { AdvertisementsService } from '../advertisements/advertisements.service.js';
import type { CatalogueService } from '../catalogue/catalogue.service.js';
import type { PortalModule } from '../portal-module.js';
import { storefrontRoutes } from './storefront.routes.js';
import { createStorefrontService, type StorefrontService } from './storefront.service.js';

export interface StorefrontNeeds {
  catalogue: CatalogueService;
  advertisements: AdvertisementsService;
  ca: CertificateAuthority;
}

/** The storefront's service from the app's services (stateless: the catalogue and advertisements cache). */
export const storefrontServiceOf = (s: StorefrontNeeds): StorefrontService =>
  createStorefrontService({
    catalogue: s.catalogue,
    advertisements: s.advertisements,
    hasRootCertificate: async () => (await s.ca.rootPem()) !== null,
  });

/**
 * The public storefront (issue 17): GET storefront/products here; its server-rendered pages at the root are
 * registered by app.ts with `registerStorefrontPages` (outside /api).
 */
export const storefrontModule: PortalModule<StorefrontNeeds> = {
  name: 'storefront',
  register: (api, s) => storefrontRoutes(api, storefrontServiceOf(s)),
};
