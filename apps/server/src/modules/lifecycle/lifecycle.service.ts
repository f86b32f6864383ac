import type { OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { OrderActionsService } from '../my-orders/order-actions.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import { createLifecycleMail } from './lifecycle-mail.js';
import { createLifecycleRepository, type LifecycleScope } from './lifecycle.repository.js';
import { createRenewalLifecycle } from './renewal-lifecycle.js';
import { createTrialLifecycle } from './trial-lifecycle.js';

export interface LifecycleParts {
  payments: PaymentService;
  ledger: LedgerService;
  actions: OrderActionsService;
  cas: CaDirectory;
}

/**
 * The order lifecycle job (docs/domain/lifecycle.md): free-trial reminders, charges and cancellations,
 * expiry reminders, auto-renewal and expiry. `sweep` reads the injectable clock and can run any number of
 * times: every step is guarded by a lifecycle mark or a status condition, and every charge commits together
 * with its mark and the order's payment, or not at all.
 */
export function createLifecycleService(deps: ServiceDeps, parts: LifecycleParts) {
  const repo = createLifecycleRepository(deps.db);
  const mail = createLifecycleMail(deps);

  /** A step whose only effect is a mail: claimed first; a failed send releases the claim for the next run. */
  async function once(order: OrderRow, step: string, send: () => Promise<void>): Promise<boolean> {
    if (!(await repo.claim(order.id, step, deps.clock.now()))) return false;
    try {
      await send();
      return true;
    } catch (error) {
      await repo.release(order.id, step);
      throw error;
    }
  }

  const trials = createTrialLifecycle(deps, { ...parts, mail, once });
  const renewals = createRenewalLifecycle(deps, { ...parts, mail, once });

  return {
    /** One pass over every rule at the clock's now (the lifecycle job's single entry point). */
    async sweep(scope: LifecycleScope = {}) {
      const now = deps.clock.now();
      const trial = await trials.run(now, scope);
      const renewal = await renewals.run(now, scope);
      return { trial, renewal };
    },
    /** The steps already taken for an order (tests and support look here). */
    marksOf: (orderId: number) => repo.marksOf(orderId),
  };
}
export type LifecycleService = ReturnType<typeof createLifecycleService>;
