import type { PortalModule } from '../portal-module.js';
import { servedCertificatesJob } from './served-certificates.job.js';
import { servedCertificatesRoutes } from './served-certificates.routes.js';
import type { ServedCertificatesService } from './served-certificates.service.js';

/** What each order's hosts serve (issue 21, B6): the order's calls and the checks' job. */
export const servedCertificatesModule: PortalModule<{ servedCertificates: ServedCertificatesService }> = {
  name: 'served-certificates',
  register: (api, s) => servedCertificatesRoutes(api, { served: s.servedCertificates }),
  jobs: (s) => [servedCertificatesJob(s.servedCertificates)],
};
