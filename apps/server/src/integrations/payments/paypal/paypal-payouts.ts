import { centsToAmount } from '@portal/contract';
import { z } from 'zod';
import { CardWalletError } from '../card-wallet.js';
import type { PayoutBatchState, PayoutInstruction, PayoutSender } from '../payout-sender.js';
import { createPayPalClient, type PayPalRuntime } from './paypal-http.js';

/**
 * The parts of a Payouts batch the portal reads (https://developer.paypal.com/docs/api/payments.payouts-batch/v1/):
 * the create answer has only the batch header; GET /v1/payments/payouts/{id} adds the items.
 */
const batchAnswer = z.object({
  batch_header: z.object({
    payout_batch_id: z.string().min(1),
    batch_status: z.string().min(1),
  }),
  items: z
    .array(
      z.object({
        transaction_id: z.string().optional(),
        transaction_status: z.string().optional(),
        errors: z.object({ name: z.string().optional() }).optional(),
      }),
    )
    .optional(),
});

/** Item states that mean the money did not (or no longer will) reach the receiver: it is ours again. */
const FAILED_ITEMS = new Set(['FAILED', 'RETURNED', 'BLOCKED', 'REFUNDED', 'REVERSED', 'DENIED', 'CANCELED']);
const FAILED_BATCHES = new Set(['DENIED', 'CANCELED']);

function stateOf(json: unknown): PayoutBatchState {
  const answer = batchAnswer.parse(json);
  const item = answer.items?.[0];
  const batchStatus = answer.batch_header.batch_status;
  const itemStatus = item?.transaction_status ?? null;
  const outcome = FAILED_BATCHES.has(batchStatus)
    ? 'failed'
    : itemStatus === 'SUCCESS'
      ? 'paid'
      : itemStatus !== null && FAILED_ITEMS.has(itemStatus)
        ? 'failed'
        : 'pending';
  return {
    batchId: answer.batch_header.payout_batch_id,
    batchStatus,
    itemStatus,
    transactionId: item?.transaction_id ?? null,
    failure: outcome === 'failed' ? (item?.errors?.name ?? itemStatus ?? batchStatus) : null,
    outcome,
  };
}

/** The batch id in a link to a payout batch (`…/v1/payments/payouts/{id}`), if the error names one. */
const batchIdIn = (links: readonly string[]) =>
  links.map((href) => /\/v1\/payments\/payouts\/([A-Za-z0-9]+)/.exec(href)?.[1]).find(Boolean);

/**
 * PayPal Payouts behind PayoutSender, on the card wallet's client (same OAuth token handling and retries).
 * Idempotent twice over: PayPal-Request-Id answers a retried create with its first result, and a repeated
 * sender_batch_id is refused with a link to the original batch, which is then read instead.
 */
export function createPayPalPayouts(
  settings: { apiBase: string; clientId: string; clientSecret: string },
  runtime: PayPalRuntime = {},
): PayoutSender {
  const request = createPayPalClient(settings, runtime);

  const status = (batchId: string) =>
    request({ method: 'GET', path: `/v1/payments/payouts/${encodeURIComponent(batchId)}` }, stateOf);

  return {
    status,
    async send(instruction: PayoutInstruction) {
      const body = {
        sender_batch_header: {
          sender_batch_id: instruction.senderBatchId,
          email_subject: instruction.emailSubject.slice(0, 255),
        },
        items: [
          {
            recipient_type: instruction.receiver.includes('@') ? 'EMAIL' : 'PAYPAL_ID',
            receiver: instruction.receiver,
            amount: { value: centsToAmount(instruction.amountCents), currency: 'USD' },
            note: instruction.note.slice(0, 1000),
            sender_item_id: instruction.senderBatchId,
          },
        ],
      };
      let created: PayoutBatchState;
      try {
        created = await request(
          {
            method: 'POST',
            path: '/v1/payments/payouts',
            body: JSON.stringify(body),
            requestId: instruction.senderBatchId,
          },
          stateOf,
        );
      } catch (error) {
        // Sent before (a crash between PayPal's answer and our commit): read the original batch.
        const original = error instanceof CardWalletError ? batchIdIn(error.links) : undefined;
        if (original) return status(original);
        throw error;
      }
      // The create answer has no items yet; the batch's own state says more.
      return status(created.batchId);
    },
  };
}
