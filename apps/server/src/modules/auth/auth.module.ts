import type { ServiceDeps } from '../../services.js';
import type { AccountService } from '../account/account.service.js';
import type { AuditService } from '../audit/audit.service.js';
import type { ReferralBinder } from '../affiliate/referral-tracking.js';
import type { PortalModule } from '../portal-module.js';
import type { SessionService } from '../sessions/session.service.js';
import type { SharedCounts } from '../shared-state/shared-counts.js';
import { authRoutes, type AuthRouteOptions } from './auth.routes.js';
import { createAuthService } from './auth.service.js';
import { createLoginThrottle } from './login-throttle.js';

/** Login, registration and recovery (with their rate limits). */
export const authModule: PortalModule<{
  serviceDeps: ServiceDeps;
  sessions: SessionService;
  accounts: AccountService;
  audit: AuditService;
  referrals: ReferralBinder;
  secureCookies: boolean;
  rateLimits: AuthRouteOptions['limits'];
  /** Where failed logins are counted: every process's (rate_limit_hits); absent, this process's. */
  sharedCounts?: SharedCounts | undefined;
}> = {
  name: 'auth',
  register: (api, s) =>
    authRoutes(api, {
      auth: createAuthService(
        s.serviceDeps,
        s.sessions,
        s.accounts,
        s.audit,
        s.referrals,
        createLoginThrottle(
          {
            failuresPerAccount: s.rateLimits.login,
            failuresPerAddress: s.rateLimits.loginPerAddress,
            windowMs: s.rateLimits.windowMs,
          },
          s.serviceDeps.clock,
          s.sharedCounts,
        ),
      ),
      audit: s.audit,
      sessions: s.sessions,
      secureCookies: s.secureCookies,
      limits: s.rateLimits,
    }),
};
