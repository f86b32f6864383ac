import type { PortalModule } from '../portal-module.js';
import { apiKeysRoutes } from './api-keys.routes.js';
import type { ApiKeyService } from './api-keys.service.js';

/** The account's API key (read masked, reset, scope) and the customer OpenAPI document (issue 14, B9). */
export const apiKeysModule: PortalModule<{ apiKeys: ApiKeyService }> = {
  name: 'api-keys',
  register: (api, s) => apiKeysRoutes(api, s.apiKeys),
};
