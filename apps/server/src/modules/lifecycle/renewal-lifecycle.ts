import { AUTO_CHARGE_DAYS_BEFORE_EXPIRY, centsToAmount, ORDER_STATUS } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { OrderActionsService } from '../my-orders/order-actions.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import { createExpiryNotices, type OnceStep } from './expiry-notices.js';
import type { LifecycleMail } from './lifecycle-mail.js';
import { createLifecycleRepository, type LifecycleScope } from './lifecycle.repository.js';
import { updateOrder } from '../orders/order-records.js';
import { endKey, mailTime, subscriptionEnd } from '../orders/subscription.js';

const BATCH = 100;
/** Step prefixes in lifecycle_marks; the suffix is the end date (`autoRenewal:2027-06-01`). */
export const RENEWAL_STEPS = {
  autoRenewal: 'autoRenewal',
  autoRenewalFailed: 'autoRenewalFailed',
  expired: 'expired',
} as const;

export interface RenewalParts {
  payments: PaymentService;
  ledger: LedgerService;
  actions: OrderActionsService;
  mail: LifecycleMail;
  once: OnceStep;
}

/**
 * The end of a paid order (subscription.ts): expiry notices at the customer's intervals (expiry-notices.ts),
 * automatic renewal 7 days before (renewMode auto: a renewal order is created and paid from the balance, unless
 * one was paid already), and status 9 at the end for a running order (2, 3).
 */
export function createRenewalLifecycle(deps: ServiceDeps, parts: RenewalParts) {
  const repo = createLifecycleRepository(deps.db);
  const balanceOf = async (accountId: number) =>
    centsToAmount(await parts.ledger.balanceOf(deps.db, accountId));
  const notices = createExpiryNotices(deps, { mail: parts.mail, once: parts.once, balanceOf });
  const stepOf = (prefix: string, end: Date) => `${prefix}:${endKey(end)}`;

  /**
   * The order's paid renewal, else the renewal order to charge: an unpaid, open one made earlier (by hand or a
   * run that could not pay it), else a new one. Looked for and made under the order's row lock, so runs that
   * overlap (a second process, a pg-boss retry) queue here and the later one finds the first one's renewal.
   */
  async function renewalOrderFor(order: OrderRow): Promise<{ paid: OrderRow } | { unpaid: OrderRow }> {
    // Priced before the transaction: on the embedded database nothing else may be read while one is open.
    const draft = await parts.actions.prepareRenewalFor(order.accountId, order.id);
    return deps.db.transaction(async (tx) => {
      const txRepo = createLifecycleRepository(tx);
      await txRepo.lockOrder(order.id);
      const renewals = await txRepo.renewalsOf(order.id);
      const paid = renewals.find((r) => r.paid);
      if (paid) return { paid };
      return {
        unpaid: renewals.find((r) => r.status === ORDER_STATUS.waitingSubmit) ?? (await draft.place(tx)),
      };
    });
  }

  async function autoRenew(order: OrderRow, end: Date): Promise<'renewed' | 'short' | 'skipped'> {
    const step = stepOf(RENEWAL_STEPS.autoRenewal, end);
    const found = await renewalOrderFor(order);
    if ('paid' in found) {
      // Renewed by hand already (or by the run before): nothing to charge (spec: skipped if paid manually first).
      await repo.claim(order.id, step, deps.clock.now(), { renewalId: found.paid.id, manual: true });
      return 'skipped';
    }
    const renewal = found.unpaid;
    try {
      const paid = await deps.db.transaction(async (tx) => {
        const txRepo = createLifecycleRepository(tx);
        const result = await parts.payments.payOrdersFromBalance(tx, {
          accountId: order.accountId,
          orderIds: [renewal.id],
        });
        // The renewal carries the choice on: it renews itself in turn, with mails to the same address.
        await updateOrder(
          tx,
          renewal.id,
          { renewMode: 'auto', renewEmail: order.renewEmail },
          deps.clock.now(),
        );
        const claimed = await txRepo.claim(order.id, step, deps.clock.now(), {
          renewalId: renewal.id,
          paymentId: result.paymentId,
        });
        // Another run renewed the order meanwhile (the renewal's row lock makes a second charge of the same
        // renewal answer alreadyPaid before this): roll this charge back, the order is renewed once.
        if (!claimed) throw new AppError('alreadyPaid', 'errors.alreadyPaid', { id: order.id });
        return result;
      });
      await parts.mail
        .send(
          renewal,
          'renewed',
          {
            orderId: order.id,
            renewalId: renewal.id,
            amount: centsToAmount(paid.amountCents),
            balance: centsToAmount(paid.balanceCents),
          },
          order.renewEmail,
        )
        .catch((error: unknown) => deps.log.error({ err: error, orderId: order.id }, 'renewal mail failed'));
      return 'renewed';
    } catch (error) {
      if (error instanceof AppError && error.code === 'alreadyPaid') return 'skipped';
      if (!(error instanceof AppError && error.code === 'insufficientFunds')) throw error;
      // The balance ran short because another run paid a renewal of this order a moment ago: no failure mail.
      if ((await repo.renewalsOf(order.id)).some((r) => r.paid)) return 'skipped';
      const vars = {
        orderId: order.id,
        renewalId: renewal.id,
        date: mailTime(end),
        balance: await balanceOf(order.accountId),
      };
      await parts.once(order, stepOf(RENEWAL_STEPS.autoRenewalFailed, end), () =>
        parts.mail.send(renewal, 'renewalFailed', vars, order.renewEmail),
      );
      return 'short';
    }
  }

  /** Runs `step` for each order, logging (not throwing) per order. */
  async function each(
    list: OrderRow[],
    what: string,
    step: (order: OrderRow, end: Date) => Promise<unknown>,
  ) {
    const outcomes: unknown[] = [];
    for (const order of list) {
      const end = subscriptionEnd(order);
      if (!end) continue;
      outcomes.push(
        await step(order, end).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, `${what} failed`);
          return 'failed';
        }),
      );
    }
    return outcomes;
  }

  return {
    async run(now: Date, scope: LifecycleScope = {}) {
      const result = { renewed: 0, short: 0, reminded: 0, expired: 0 };
      const renewing = await repo.endingWithin(
        now,
        AUTO_CHARGE_DAYS_BEFORE_EXPIRY,
        RENEWAL_STEPS.autoRenewal,
        ['auto'],
        BATCH,
        scope,
      );
      for (const outcome of await each(renewing, 'auto-renewal', (o, end) => autoRenew(o, end))) {
        if (outcome === 'renewed') result.renewed += 1;
        if (outcome === 'short') result.short += 1;
      }
      result.reminded = await notices.run(now, scope);
      for (const moved of await each(await repo.ended(now, BATCH, scope), 'expiry', async (order, end) => {
        const ok = await deps.db.transaction(async (tx) => {
          const txRepo = createLifecycleRepository(tx);
          if (!(await txRepo.expire(order.id, deps.clock.now()))) return false;
          await txRepo.claim(order.id, stepOf(RENEWAL_STEPS.expired, end), deps.clock.now(), {
            from: order.status,
          });
          return true;
        });
        return ok;
      }))
        if (moved === true) result.expired += 1;
      return result;
    },
  };
}
