import type { OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { LetterWriter } from '../letters/letters.service.js';
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
  letters: LetterWriter;
}

/** Days after an order was placed that it may wait for its validation before the customer is reminded. */
export const VALIDATION_WAITING_DAYS = 3;
const VALIDATION_WAITING_STEP = 'validation-waiting';
const BATCH = 100;

/**
 * The order lifecycle job (docs/domain/lifecycle.md): free-trial reminders, charges and cancellations,
 * expiry reminders, auto-renewal and expiry. `sweep` reads the injectable clock and can run any number of
 * times: every step is guarded by a lifecycle mark or a status condition, and every charge commits together
 * with its mark and the order's payment, or not at all.
 */
export function createLifecycleService(deps: ServiceDeps, parts: LifecycleParts) {
  const repo = createLifecycleRepository(deps.db);
  const mail = createLifecycleMail(deps, parts.letters);

  /** A step whose only effect is a mail: claimed first; a failed send releases the claim for the next run. */
  async function once(
    order: OrderRow,
    step: string,
    send: () => Promise<void>,
    detail?: Record<string, string | number | boolean>,
  ): Promise<boolean> {
    if (!(await repo.claim(order.id, step, deps.clock.now(), detail))) return false;
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

  /** One reminder (mail and letter) per order still not validated `VALIDATION_WAITING_DAYS` after it was placed. */
  async function remindWaiting(now: Date, scope: LifecycleScope): Promise<number> {
    let sent = 0;
    const waiting = await repo.awaitingValidationFor(
      now,
      VALIDATION_WAITING_DAYS,
      VALIDATION_WAITING_STEP,
      BATCH,
      scope,
    );
    for (const order of waiting) {
      const done = await once(order, VALIDATION_WAITING_STEP, () =>
        mail.send(order, 'validationWaiting', { days: VALIDATION_WAITING_DAYS }),
      ).catch((error: unknown) => {
        deps.log.error({ err: error, orderId: order.id }, 'validation reminder failed');
        return false;
      });
      if (done) sent += 1;
    }
    return sent;
  }

  return {
    /** One pass over every rule at the clock's now (the lifecycle job's single entry point). */
    async sweep(scope: LifecycleScope = {}) {
      const now = deps.clock.now();
      const trial = await trials.run(now, scope);
      const renewal = await renewals.run(now, scope);
      const validationReminded = await remindWaiting(now, scope);
      return { trial, renewal, validationReminded };
    },
    /** The steps already taken for an order (tests and support look here). */
    marksOf: (orderId: number) => repo.marksOf(orderId),
  };
}
export type LifecycleService = ReturnType<typeof createLifecycleService>;
