import { OPS_CONFIRM_WINDOW_MS } from '@portal/contract';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createOpsRepository } from './ops.repository.js';

/**
 * Money actions (credits, debits, refunds, payouts, offline payments): the session's password confirmation
 * (`POST ops/confirm`, stored in the database so every process sees it) must be younger than 10 minutes, or the
 * call answers 403 code 1029 and the web asks for the password.
 */
export async function requireFreshConfirmation(
  deps: Pick<ServiceDeps, 'db' | 'clock'>,
  session: SessionContext,
): Promise<void> {
  const at = await createOpsRepository(deps.db).confirmedAt(session.idHash);
  if (!at || deps.clock.now().getTime() - at.getTime() > OPS_CONFIRM_WINDOW_MS)
    throw new AppError('reconfirmRequired', 'ops.errors.reconfirmRequired');
}
