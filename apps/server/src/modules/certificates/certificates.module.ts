import type { CertificateAuthority } from '../../integrations/ca/certificate-authority.js';
import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import { certificatesRoutes } from './certificates.routes.js';
import { createCertificatesService } from './certificates.service.js';

/** Issued certificates: the list, downloads, the built-in CA's root. */
export const certificatesModule: PortalModule<{
  serviceDeps: ServiceDeps;
  secretKey: string;
  audit: AuditService;
  ca: CertificateAuthority;
}> = {
  name: 'certificates',
  register: (api, s) =>
    certificatesRoutes(api, {
      certificates: createCertificatesService(s.serviceDeps, s.secretKey, s.audit),
      ca: s.ca,
    }),
};
