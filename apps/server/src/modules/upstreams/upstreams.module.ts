import type { ServiceDeps } from '../../services.js';
import type { PortalModule } from '../portal-module.js';
import { createUpstreamWebhookService } from './upstream-webhook.service.js';
import { upstreamsRoutes, upstreamWebhookRoutes } from './upstreams.routes.js';
import type { UpstreamsService } from './upstreams.service.js';

/**
 * Named upstream CAs and the routes of new orders (issue 33, docs/domain/upstreams.md). Its service is made in the
 * container (the CA directory of every order reads its registry); this module adds the console's calls and the
 * upstreams' notifications (webhooks).
 */
export const upstreamsModule: PortalModule<{
  upstreams: UpstreamsService;
  serviceDeps: ServiceDeps;
  secretKey: string;
}> = {
  name: 'upstreams',
  register: (api, s) => {
    upstreamsRoutes(api, s.upstreams);
    upstreamWebhookRoutes(api, createUpstreamWebhookService({ ...s.serviceDeps, secretKey: s.secretKey }));
  },
};
