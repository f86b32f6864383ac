import { centsToAmount, type PayoutStatus } from '@portal/contract';
import type { PayoutRow } from '../../db/schema/index.js';
import { CardWalletError } from '../../integrations/payments/card-wallet.js';
import type { PayoutBatchState, PayoutSender } from '../../integrations/payments/payout-sender.js';
import { DAY } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import type { ServiceDeps } from '../../services.js';
import type { AffiliateNotices } from './affiliate-notices.js';
import { createCommissionsRepository } from './commissions.repository.js';
import { appendOperatorAudit, type OperatorActor } from '../operator-audit/operator-audit.js';
import { createPayoutsRepository } from './payouts.repository.js';

/**
 * A payout sent to PayPal without an answer (crash, outage) is sent again with the same sender_batch_id only
 * within this time: PayPal refuses a repeated id for 30 days, after that it would pay twice.
 */
const RESEND_WINDOW_MS = 25 * DAY;

export interface PayoutDecision {
  payout: PayoutRow;
  /** paid, processing (PayPal still working on it), rejected or failed. */
  status: PayoutStatus;
}

const senderBatchIdOf = (payoutId: number) => `payout-${payoutId}`;

/** The operator audit row's details of a payout decision: amount, receiver, state before and after. */
const payoutDetails = (payout: PayoutRow, after: Record<string, string>) => ({
  account: payout.accountId,
  amount: centsToAmount(payout.amountCents),
  payPalId: payout.payPalId,
  ...(after.reason ? { reason: after.reason } : {}),
  ...(after.reference ? { reference: after.reference } : {}),
  before: { status: payout.status },
  after,
});

/**
 * The operator's side of payout requests (`portal payout:approve` / `payout:reject`, the console's payouts queue) and
 * PayPal's: approving sends the frozen amount through the Payouts API (or records a payment made by hand);
 * the payout-status job follows what PayPal has not finished. Paid: the rows are paid; rejected or failed: the
 * rows are cleared again (unfrozen). The affiliate gets a letter and a mail, and an audit entry, each time.
 */
export function createPayoutsService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'log'>,
  parts: { notices: AffiliateNotices; sender: PayoutSender | undefined },
) {
  const payouts = createPayoutsRepository(deps.db);

  async function requirePayout(id: number): Promise<PayoutRow> {
    const payout = await payouts.find(id);
    if (!payout) throw new AppError('notFound', 'affiliate.errors.payoutNotFound', { id });
    return payout;
  }

  /** The end of a payout, in one transaction: its state, its rows, the letter and the audit entry; then the mail. */
  async function finish(
    payout: PayoutRow,
    from: readonly PayoutStatus[],
    to: 'paid' | 'rejected' | 'failed',
    detail: { reference?: string; reason?: string; method?: 'paypal' | 'manual' },
    /** The operator who decided (approve by hand, reject); absent when PayPal's answer finishes it. */
    actor?: OperatorActor,
  ): Promise<PayoutRow> {
    const { row, mail } = await deps.db.transaction(async (tx) => {
      const now = deps.clock.now();
      const moved = await createPayoutsRepository(tx).move(payout.id, from, to, now, {
        ...(detail.method ? { method: detail.method } : {}),
        ...(to === 'paid'
          ? { paidAt: now, reference: detail.reference ?? '' }
          : { reason: detail.reason ?? '' }),
        decidedAt: payout.decidedAt ?? now,
      });
      if (!moved)
        throw new AppError('orderState', 'affiliate.errors.payoutState', {
          id: payout.id,
          status: (await createPayoutsRepository(tx).find(payout.id))?.status ?? '',
        });
      const repo = createCommissionsRepository(tx);
      const rows = await repo.lockOfPayout(payout.id);
      const ids = rows.map((r) => r.id);
      if (to === 'paid') await repo.update(ids, { status: 'paid', paidAt: now }, now);
      else await repo.update(ids, { status: 'cleared', payoutId: null }, now);
      const send = await parts.notices.write(
        tx,
        payout.accountId,
        to === 'paid'
          ? {
              kind: 'payoutPaid',
              payoutId: payout.id,
              amountCents: payout.amountCents,
              reference: moved.reference,
            }
          : {
              kind: to === 'rejected' ? 'payoutRejected' : 'payoutFailed',
              payoutId: payout.id,
              amountCents: payout.amountCents,
              reason: moved.reason,
            },
      );
      if (actor)
        await appendOperatorAudit(tx, actor, {
          action: to === 'paid' ? 'payout.approve' : 'payout.reject',
          targetType: 'payout',
          targetId: String(payout.id),
          details: payoutDetails(payout, { status: to, reference: moved.reference, reason: moved.reason }),
          at: now,
        });
      return { row: moved, mail: send };
    });
    await mail();
    return row;
  }

  /** Applies what PayPal says of a processing payout: paid, failed, or still pending (nothing changes). */
  async function apply(payout: PayoutRow, state: PayoutBatchState): Promise<PayoutDecision> {
    if (payout.providerBatchId !== state.batchId)
      await payouts.update(payout.id, { providerBatchId: state.batchId }, deps.clock.now());
    if (state.outcome === 'paid')
      return {
        payout: await finish(payout, ['processing'], 'paid', {
          reference: `PayPal ${state.transactionId ?? state.batchId}`,
        }),
        status: 'paid',
      };
    if (state.outcome === 'failed')
      return {
        payout: await finish(payout, ['processing'], 'failed', {
          reason: `PayPal: ${state.failure ?? state.batchStatus}`,
        }),
        status: 'failed',
      };
    return { payout: { ...payout, providerBatchId: state.batchId }, status: 'processing' };
  }

  /** Sends (again) or asks PayPal about a processing payout. */
  async function follow(payout: PayoutRow): Promise<PayoutDecision> {
    if (!parts.sender) return { payout, status: 'processing' };
    try {
      if (payout.providerBatchId)
        return await apply(payout, await parts.sender.status(payout.providerBatchId));
      const sentAt = (payout.decidedAt ?? payout.updatedAt).getTime();
      if (deps.clock.now().getTime() - sentAt > RESEND_WINDOW_MS) {
        deps.log.error(
          { payoutId: payout.id, senderBatchId: payout.senderBatchId },
          'payout sent to PayPal without an answer too long ago to send again: check PayPal and settle it by hand',
        );
        return { payout, status: 'processing' };
      }
      return await apply(
        payout,
        await parts.sender.send({
          senderBatchId: payout.senderBatchId ?? senderBatchIdOf(payout.id),
          receiver: payout.payPalId,
          amountCents: payout.amountCents,
          note: `Affiliate commission payout ${payout.id}`,
          emailSubject: 'You have received an affiliate commission payout',
        }),
      );
    } catch (error) {
      if (!(error instanceof CardWalletError)) throw error;
      if (error.kind === 'unavailable') {
        // Nothing is known to have happened: the status job asks again (same sender_batch_id, never twice).
        deps.log.error({ payoutId: payout.id, reason: error.detail }, 'PayPal unavailable for a payout');
        return { payout, status: 'processing' };
      }
      // PayPal refused the payout itself (a receiver it cannot pay, …): the amount is the affiliate's again.
      return {
        payout: await finish(payout, ['processing'], 'failed', { reason: `PayPal: ${error.detail}` }),
        status: 'failed',
      };
    }
  }

  return {
    /** Whether approving sends through PayPal (otherwise only a manual reference can approve). */
    canSend: () => parts.sender !== undefined,

    /**
     * Approval: with `manualReference` the operator paid elsewhere (marked paid at once); otherwise the payout is
     * claimed for PayPal (requested → processing, committed before anything is sent) and sent.
     */
    async approve(
      id: number,
      manualReference: string | undefined,
      actor: OperatorActor,
    ): Promise<PayoutDecision> {
      const payout = await requirePayout(id);
      if (manualReference !== undefined)
        return {
          payout: await finish(
            payout,
            ['requested'],
            'paid',
            { reference: manualReference, method: 'manual' },
            actor,
          ),
          status: 'paid',
        };
      if (!parts.sender) throw new AppError('paymentUnavailable', 'affiliate.errors.payPalNotConfigured');
      const now = deps.clock.now();
      // The claim and its audit row commit before anything is sent.
      const claimed = await deps.db.transaction(async (tx) => {
        const moved = await createPayoutsRepository(tx).move(id, ['requested'], 'processing', now, {
          method: 'paypal',
          senderBatchId: senderBatchIdOf(id),
          decidedAt: now,
        });
        if (!moved)
          throw new AppError('orderState', 'affiliate.errors.payoutState', {
            id,
            status: (await createPayoutsRepository(tx).find(id))?.status ?? payout.status,
          });
        await appendOperatorAudit(tx, actor, {
          action: 'payout.approve',
          targetType: 'payout',
          targetId: String(id),
          details: payoutDetails(payout, { status: 'processing', method: 'paypal' }),
          at: now,
        });
        return moved;
      });
      return follow(claimed);
    },

    /** Rejection: only a request not sent yet; the amount is unfrozen and the reason told. */
    async reject(id: number, reason: string, actor: OperatorActor): Promise<PayoutRow> {
      return finish(await requirePayout(id), ['requested'], 'rejected', { reason }, actor);
    },

    /** The payout-status job: every processing payout asked about (or sent again) once. */
    async followProcessing(accountId?: number): Promise<{ paid: number; failed: number; pending: number }> {
      const counts = { paid: 0, failed: 0, pending: 0 };
      for (const payout of await payouts.list(['processing'], accountId)) {
        let status: PayoutStatus;
        try {
          ({ status } = await follow(payout));
        } catch (error) {
          // Finished meanwhile by another process (or the operator): nothing left to do for it.
          if (!(error instanceof AppError)) throw error;
          continue;
        }
        if (status === 'paid') counts.paid += 1;
        else if (status === 'failed') counts.failed += 1;
        else counts.pending += 1;
      }
      return counts;
    },

    /** `portal payouts:list`: open requests, oldest first (or those of the given states). */
    list: (statuses: readonly PayoutStatus[] = ['requested', 'processing']) => payouts.list(statuses),
  };
}
export type PayoutsService = ReturnType<typeof createPayoutsService>;
