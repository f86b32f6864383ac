import { centsToAmount, PAY_WINDOW_DAYS } from '@portal/contract';
import type { OrderRow } from '../../db/schema/index.js';
import type { CaDirectory } from '../../integrations/ca/ca-directory.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import { currentCertificateOf, markCertificateRevoked } from '../certificates/certificate-records.js';
import { createUpstreamActions } from '../certificates/upstream-actions.js';
import type { LedgerService } from '../ledger/ledger.service.js';
import type { PaymentService } from '../payments/payment.service.js';
import type { LifecycleMail } from './lifecycle-mail.js';
import { createLifecycleRepository, type LifecycleScope } from './lifecycle.repository.js';
import { mailTime } from '../orders/subscription.js';

const BATCH = 100;
/** Step keys in lifecycle_marks (one row per order and step). */
export const TRIAL_STEPS = {
  reminder: 'trialReminder',
  ended: 'trialEnded',
  charged: 'trialCharged',
  chargeFailed: 'trialChargeFailed',
  cancelled: 'trialCancelled',
} as const;

export interface TrialParts {
  payments: PaymentService;
  ledger: LedgerService;
  cas: CaDirectory;
  mail: LifecycleMail;
  /** Runs a step's mail once: claims the step, sends, releases the claim when sending failed. */
  once(order: OrderRow, step: string, send: () => Promise<void>): Promise<boolean>;
}

/** Errors that mean "nothing to do any more" (paid by hand meanwhile, closed): not failures of the job. */
/** A per-order step that failed is logged and counted as not done; the next run tries it again. */
function logged(deps: ServiceDeps, order: OrderRow, what: string) {
  return (error: unknown) => {
    deps.log.error({ err: error, orderId: order.id }, `${what} failed`);
    return false;
  };
}

const settledElsewhere = (error: unknown) =>
  error instanceof AppError && (error.code === 'alreadyPaid' || error.code === 'orderState');

/**
 * The free trial (14 days, DESIGN section 3): 3 days before its end a reminder (the order shows under the
 * needPay tag from then on); at its end either the balance is charged (automatic payment on) or a last
 * reminder goes out; 3 days after its end an order still unpaid is cancelled and its certificate revoked.
 */
export function createTrialLifecycle(deps: ServiceDeps, parts: TrialParts) {
  const repo = createLifecycleRepository(deps.db);
  // The CA is asked as for a customer's cancel or a refund's revocation: what it does not confirm is kept on the
  // order (`upstream_action`) and retried by the upstream-actions job with backoff (docs/domain/upstreams.md).
  const upstreamActions = createUpstreamActions(deps, parts.cas);
  const deadlineOf = (order: OrderRow) => new Date(order.trialEndsAt!.getTime() + PAY_WINDOW_DAYS * DAY);
  const balanceOf = async (accountId: number) =>
    centsToAmount(await parts.ledger.balanceOf(deps.db, accountId));

  /** Day 11: one reminder, announcing the charge when automatic payment is on. */
  async function remind(now: Date, scope: LifecycleScope): Promise<number> {
    let sent = 0;
    for (const order of await repo.trialsEndingWithin(
      now,
      PAY_WINDOW_DAYS,
      TRIAL_STEPS.reminder,
      BATCH,
      scope,
    )) {
      const vars = {
        date: mailTime(order.trialEndsAt!),
        deadline: mailTime(deadlineOf(order)),
        balance: await balanceOf(order.accountId),
      };
      const kind = order.subscribeAutoPayment ? 'trialAutoPayNotice' : 'trialReminder';
      const done = await parts
        .once(order, TRIAL_STEPS.reminder, () => parts.mail.send(order, kind, vars))
        .catch(logged(deps, order, 'trial reminder'));
      if (done) sent += 1;
    }
    return sent;
  }

  /** Day 14 without automatic payment: the last reminder before the cancellation. */
  async function remindEnded(now: Date, scope: LifecycleScope): Promise<number> {
    let sent = 0;
    for (const order of await repo.trialsEndedWithin(now, PAY_WINDOW_DAYS, TRIAL_STEPS.ended, BATCH, scope)) {
      const vars = { deadline: mailTime(deadlineOf(order)) };
      const done = await parts
        .once(order, TRIAL_STEPS.ended, () => parts.mail.send(order, 'trialEnded', vars))
        .catch(logged(deps, order, 'trial reminder'));
      if (done) sent += 1;
    }
    return sent;
  }

  /**
   * Day 14 with automatic payment: payment, ledger entry, order paid and the step mark in one transaction,
   * so a crash leaves either all of it or nothing. Too little balance: one mail; tried again on every run
   * while the order waits (a top-up then pays it).
   */
  async function charge(order: OrderRow): Promise<'charged' | 'short' | 'skipped'> {
    try {
      const paid = await deps.db.transaction(async (tx) => {
        const result = await parts.payments.payOrdersFromBalance(tx, {
          accountId: order.accountId,
          orderIds: [order.id],
        });
        await createLifecycleRepository(tx).claim(order.id, TRIAL_STEPS.charged, deps.clock.now(), {
          paymentId: result.paymentId,
        });
        return result;
      });
      await parts.mail
        .send(order, 'trialCharged', {
          amount: centsToAmount(paid.amountCents),
          balance: centsToAmount(paid.balanceCents),
        })
        .catch((error: unknown) =>
          deps.log.error({ err: error, orderId: order.id }, 'trial charge mail failed'),
        );
      return 'charged';
    } catch (error) {
      if (settledElsewhere(error)) return 'skipped';
      if (!(error instanceof AppError && error.code === 'insufficientFunds')) throw error;
      const vars = { deadline: mailTime(deadlineOf(order)), balance: await balanceOf(order.accountId) };
      await parts.once(order, TRIAL_STEPS.chargeFailed, () =>
        parts.mail.send(order, 'trialChargeFailed', vars),
      );
      return 'short';
    }
  }

  /**
   * Revokes every live certificate of the order, each at the CA through the upstream actions, and marks it revoked
   * here (as a refund does). A revocation the CA did not confirm stays owed on the order, retried by the
   * upstream-actions job; the order holds one owed action, so its other certificates wait for the next run after
   * the CA answered. An order never issued but placed at the CA (a CertCentral order waiting) is cancelled there.
   */
  async function revokeAll(order: OrderRow): Promise<boolean> {
    let current = await currentCertificateOf(deps.db, order.id);
    if (!current) {
      if (order.caOrderId) return (await upstreamActions.cancel(order)).done;
      return true;
    }
    for (; current; current = await currentCertificateOf(deps.db, order.id)) {
      const outcome = await upstreamActions.revoke(order, current.serialNumber);
      await markCertificateRevoked(deps.db, current.id, deps.clock.now());
      if (!outcome.done) return false;
    }
    return true;
  }

  /** Day 17, still unpaid: cancel (locked, guarded), then revoke, then mail. */
  async function cancel(order: OrderRow): Promise<boolean> {
    const now = deps.clock.now();
    const cancelled = await deps.db.transaction(async (tx) => {
      const txRepo = createLifecycleRepository(tx);
      const row = await txRepo.cancelUnpaidTrial(order.id, now);
      if (row) await txRepo.claim(order.id, TRIAL_STEPS.cancelled, now, { from: order.status });
      return row;
    });
    if (!cancelled) return false;
    await revokeAll(cancelled);
    await parts.mail
      .send(cancelled, 'trialCancelled', { date: mailTime(order.trialEndsAt!), days: PAY_WINDOW_DAYS })
      .catch((error: unknown) =>
        deps.log.error({ err: error, orderId: order.id }, 'trial cancel mail failed'),
      );
    return true;
  }

  return {
    /** One pass over every trial rule; each order on its own (one failure does not stop the others). */
    async run(now: Date, scope: LifecycleScope = {}) {
      const result = { reminded: 0, charged: 0, short: 0, cancelled: 0 };
      for (const order of await repo.trialsToCharge(now, BATCH, scope)) {
        const outcome = await charge(order).catch((error: unknown) => {
          deps.log.error({ err: error, orderId: order.id }, 'trial charge failed');
          return 'failed' as const;
        });
        if (outcome === 'charged') result.charged += 1;
        if (outcome === 'short') result.short += 1;
      }
      result.reminded += await remind(now, scope);
      result.reminded += await remindEnded(now, scope);
      for (const order of await repo.trialsPastWindow(now, PAY_WINDOW_DAYS, BATCH, scope)) {
        const done = await cancel(order).catch(logged(deps, order, 'trial cancellation'));
        if (done) result.cancelled += 1;
      }
      // Certificates left live behind an owed action wait until the job got the CA's answer on it (the query
      // leaves those orders out).
      for (const order of await repo.cancelledTrialsWithLiveCertificate(TRIAL_STEPS.cancelled, BATCH, scope))
        await revokeAll(order).catch(logged(deps, order, 'revocation of an unpaid trial'));
      return result;
    },
  };
}
