import type { PortalModule } from '../portal-module.js';
import type { CertificateRenewals } from './certificate-renewals.js';
import { certificateRenewalsJob } from './certificate-renewals.job.js';
import { lifecycleRoutes } from './lifecycle.routes.js';
import type { LifecycleService } from './lifecycle.service.js';
import { orderLifecycleJob } from './order-lifecycle.job.js';
import type { RenewalPreferencesService } from './renewal-preferences.service.js';

/** Renewal preferences; the certificate-renewals and order-lifecycle jobs (every 5 minutes). */
export const lifecycleModule: PortalModule<{
  renewalPreferences: RenewalPreferencesService;
  renewals: CertificateRenewals;
  lifecycle: LifecycleService;
}> = {
  name: 'lifecycle',
  register: (api, s) => lifecycleRoutes(api, { preferences: s.renewalPreferences }),
  jobs: (s) => [certificateRenewalsJob(s.renewals), orderLifecycleJob(s.lifecycle)],
};
