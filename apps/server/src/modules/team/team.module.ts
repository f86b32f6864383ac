import type { ServiceDeps } from '../../services.js';
import type { AuditService } from '../audit/audit.service.js';
import type { LettersService } from '../letters/letters.service.js';
import type { PortalModule } from '../portal-module.js';
import type { SessionService } from '../sessions/session.service.js';
import { teamRoutes } from './team.routes.js';
import { createTeamService } from './team.service.js';

/** Sub-users of a main account: list, add (with an invitation mail), edit, resend the invitation. */
export const teamModule: PortalModule<{
  serviceDeps: ServiceDeps;
  sessions: SessionService;
  audit: AuditService;
  letters: LettersService;
}> = {
  name: 'team',
  register: (api, s) =>
    teamRoutes(
      api,
      createTeamService(s.serviceDeps, { sessions: s.sessions, audit: s.audit, letters: s.letters }),
    ),
};
