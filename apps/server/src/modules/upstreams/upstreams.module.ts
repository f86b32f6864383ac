import type { PortalModule } from '../portal-module.js';
import { upstreamsRoutes } from './upstreams.routes.js';
import type { UpstreamsService } from './upstreams.service.js';

/**
 * Named upstream CAs and the routes of new orders (issue 33, docs/domain/upstreams.md). Its service is made in the
 * container (the CA directory of every order reads its registry); this module adds the console's calls.
 */
export const upstreamsModule: PortalModule<{ upstreams: UpstreamsService }> = {
  name: 'upstreams',
  register: (api, s) => upstreamsRoutes(api, s.upstreams),
};
