import type { AuditService } from '../audit/audit.service.js';
import type { PortalModule } from '../portal-module.js';
import { accountRoutes } from './account.routes.js';
import type { AccountService } from './account.service.js';

/** The caller's account: profile, settings, disabling it. */
export const accountModule: PortalModule<{
  accounts: AccountService;
  audit: AuditService;
  secureCookies: boolean;
}> = {
  name: 'account',
  register: (api, s) =>
    accountRoutes(api, { accounts: s.accounts, audit: s.audit, secureCookies: s.secureCookies }),
};
