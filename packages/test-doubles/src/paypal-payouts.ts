/**
 * The Payouts part of the PayPal emulator (test code only): the documented batch endpoints with their JSON
 * shapes (https://developer.paypal.com/docs/api/payments.payouts-batch/v1/).
 *
 * - POST /v1/payments/payouts            201 {batch_header: PENDING}; a repeated sender_batch_id answers
 *                                        400 USER_BUSINESS_ERROR with a link to the original batch
 * - GET  /v1/payments/payouts/{batch_id} the batch with its items; the batch settles on its first read
 *                                        (as PayPal's processing finishes a moment later) as the test chose
 */

interface Money {
  currency: string;
  value: string;
}

/** How the next created batch ends: paid, still unclaimed (pending), failed (item), or denied (batch). */
export type PayoutBehaviour = 'success' | 'unclaimed' | 'failed' | 'denied';

export interface EmulatedPayoutItem {
  payoutItemId: string;
  transactionId: string | null;
  status: 'PENDING' | 'SUCCESS' | 'UNCLAIMED' | 'FAILED' | 'RETURNED';
  recipientType: 'EMAIL' | 'PAYPAL_ID' | 'PHONE';
  receiver: string;
  amount: Money;
  note: string;
  senderItemId: string;
  error: string | null;
}

export interface EmulatedPayoutBatch {
  id: string;
  senderBatchId: string;
  emailSubject: string;
  status: 'PENDING' | 'PROCESSING' | 'SUCCESS' | 'DENIED' | 'CANCELED';
  behaviour: PayoutBehaviour;
  items: EmulatedPayoutItem[];
  timeCreated: string;
  timeCompleted: string | null;
}

export interface PayoutsEmulation {
  batches: Map<string, EmulatedPayoutBatch>;
  /** How the next created batch ends (default success). */
  setNextPayout(behaviour: PayoutBehaviour): void;
  /** Moves a batch's item to a final state later (an unclaimed payout claimed or returned). */
  settle(batchId: string, itemStatus: 'SUCCESS' | 'RETURNED'): void;
  route(
    method: string,
    path: string,
    json: Record<string, unknown>,
  ): { status: number; body: unknown } | null;
}

type ErrorAnswer = (
  status: number,
  name: string,
  issue?: string,
  description?: string,
) => { status: number; body: Record<string, unknown> };

const RECIPIENT_TYPES = new Set(['EMAIL', 'PAYPAL_ID', 'PHONE']);

export function createPayoutsEmulation(tools: {
  base: () => string;
  newId: (length?: number) => string;
  now: () => string;
  error: ErrorAnswer;
}): PayoutsEmulation {
  const batches = new Map<string, EmulatedPayoutBatch>();
  let next: PayoutBehaviour = 'success';

  const link = (batch: EmulatedPayoutBatch) => ({
    href: `${tools.base()}/v1/payments/payouts/${batch.id}`,
    rel: 'self',
    method: 'GET',
    encType: 'application/json',
  });

  const total = (batch: EmulatedPayoutBatch) =>
    (batch.items.reduce((sum, i) => sum + Math.round(Number(i.amount.value) * 100), 0) / 100).toFixed(2);

  function header(batch: EmulatedPayoutBatch) {
    return {
      payout_batch_id: batch.id,
      batch_status: batch.status,
      time_created: batch.timeCreated,
      ...(batch.timeCompleted ? { time_completed: batch.timeCompleted } : {}),
      sender_batch_header: { sender_batch_id: batch.senderBatchId, email_subject: batch.emailSubject },
      amount: { currency: batch.items[0]?.amount.currency ?? 'USD', value: total(batch) },
      fees: { currency: 'USD', value: '0.00' },
    };
  }

  function batchJson(batch: EmulatedPayoutBatch) {
    return {
      batch_header: header(batch),
      items: batch.items.map((item) => ({
        payout_item_id: item.payoutItemId,
        ...(item.transactionId ? { transaction_id: item.transactionId } : {}),
        transaction_status: item.status,
        payout_item_fee: { currency: 'USD', value: '0.00' },
        payout_batch_id: batch.id,
        payout_item: {
          recipient_type: item.recipientType,
          amount: item.amount,
          note: item.note,
          receiver: item.receiver,
          sender_item_id: item.senderItemId,
          recipient_wallet: 'PAYPAL',
        },
        ...(item.error
          ? {
              errors: {
                name: item.error,
                message: 'The payout item could not be completed.',
                information_link: 'https://developer.paypal.com/docs/api/payments.payouts-batch/#errors',
                details: [],
              },
            }
          : {}),
        links: [
          {
            href: `${tools.base()}/v1/payments/payouts-item/${item.payoutItemId}`,
            rel: 'item',
            method: 'GET',
            encType: 'application/json',
          },
        ],
      })),
      links: [link(batch)],
    };
  }

  /** PayPal finishes processing a moment after the create: here, when the batch is first read. */
  function process(batch: EmulatedPayoutBatch) {
    if (batch.status !== 'PENDING') return;
    const done = tools.now();
    if (batch.behaviour === 'denied') {
      batch.status = 'DENIED';
      for (const item of batch.items) item.status = 'FAILED';
    } else {
      batch.status = 'SUCCESS';
      for (const item of batch.items) {
        item.transactionId = tools.newId(17);
        if (batch.behaviour === 'success') item.status = 'SUCCESS';
        else if (batch.behaviour === 'unclaimed') {
          item.status = 'UNCLAIMED';
          item.error = 'RECEIVER_UNREGISTERED';
        } else {
          item.status = 'FAILED';
          item.error = 'RECEIVER_ACCOUNT_LOCKED';
        }
      }
    }
    batch.timeCompleted = done;
  }

  function create(json: Record<string, unknown>) {
    const senderHeader = json.sender_batch_header as Record<string, unknown> | undefined;
    const senderBatchId = senderHeader?.sender_batch_id;
    if (typeof senderBatchId !== 'string' || senderBatchId === '')
      return tools.error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'sender_batch_id');
    const items = json.items as Record<string, unknown>[] | undefined;
    if (!Array.isArray(items) || items.length === 0)
      return tools.error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', 'items');
    const original = [...batches.values()].find((b) => b.senderBatchId === senderBatchId);
    if (original) {
      const refused = tools.error(
        400,
        'USER_BUSINESS_ERROR',
        'DUPLICATE_SENDER_BATCH_ID',
        `Batch with given sender_batch_id ${senderBatchId} already exists`,
      );
      return { status: refused.status, body: { ...refused.body, links: [link(original)] } };
    }
    const parsed: EmulatedPayoutItem[] = [];
    for (const [index, raw] of items.entries()) {
      const amount = raw.amount as Money | undefined;
      const type = raw.recipient_type ?? senderHeader?.recipient_type;
      if (typeof type !== 'string' || !RECIPIENT_TYPES.has(type))
        return tools.error(
          400,
          'VALIDATION_ERROR',
          'INVALID_RECIPIENT_TYPE',
          `items[${index}].recipient_type`,
        );
      if (typeof raw.receiver !== 'string' || raw.receiver === '')
        return tools.error(400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `items[${index}].receiver`);
      if (type === 'EMAIL' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(raw.receiver))
        return tools.error(400, 'VALIDATION_ERROR', 'INVALID_EMAIL', `items[${index}].receiver`);
      if (!amount || !/^\d+(\.\d{1,2})?$/.test(amount.value ?? '') || Number(amount.value) <= 0)
        return tools.error(400, 'VALIDATION_ERROR', 'INVALID_AMOUNT', `items[${index}].amount`);
      if (!amount.currency) return tools.error(400, 'VALIDATION_ERROR', 'CURRENCY_NOT_SUPPORTED');
      parsed.push({
        payoutItemId: tools.newId(13),
        transactionId: null,
        status: 'PENDING',
        recipientType: type as EmulatedPayoutItem['recipientType'],
        receiver: raw.receiver,
        amount: { currency: amount.currency, value: amount.value },
        note: typeof raw.note === 'string' ? raw.note : '',
        senderItemId: typeof raw.sender_item_id === 'string' ? raw.sender_item_id : '',
        error: null,
      });
    }
    const batch: EmulatedPayoutBatch = {
      id: tools.newId(13),
      senderBatchId,
      emailSubject: typeof senderHeader?.email_subject === 'string' ? senderHeader.email_subject : '',
      status: 'PENDING',
      behaviour: next,
      items: parsed,
      timeCreated: tools.now(),
      timeCompleted: null,
    };
    next = 'success';
    batches.set(batch.id, batch);
    return {
      status: 201,
      body: {
        batch_header: {
          payout_batch_id: batch.id,
          batch_status: batch.status,
          sender_batch_header: { sender_batch_id: batch.senderBatchId, email_subject: batch.emailSubject },
        },
        links: [link(batch)],
      },
    };
  }

  return {
    batches,
    setNextPayout(behaviour) {
      next = behaviour;
    },
    settle(batchId, itemStatus) {
      const batch = batches.get(batchId);
      if (!batch) throw new Error(`no emulated payout batch ${batchId}`);
      process(batch);
      for (const item of batch.items) {
        item.status = itemStatus;
        item.error = itemStatus === 'RETURNED' ? 'RECEIVER_UNREGISTERED' : null;
      }
    },
    route(method, path, json) {
      if (method === 'POST' && path === '/v1/payments/payouts') return create(json);
      const match = /^\/v1\/payments\/payouts\/([^/]+)$/.exec(path);
      if (match && method === 'GET') {
        const batch = batches.get(decodeURIComponent(match[1]!));
        if (!batch)
          return tools.error(
            404,
            'INVALID_RESOURCE_ID',
            'INVALID_RESOURCE_ID',
            'Requested resource ID was not found.',
          );
        process(batch);
        return { status: 200, body: batchJson(batch) };
      }
      return null;
    },
  };
}
