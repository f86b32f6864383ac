import { z } from 'zod';
import type { WalletCapture, WalletEvent, WalletMoney, WalletOrder } from '../card-wallet.js';

/**
 * The parts of PayPal's JSON the portal reads (Orders v2 and Webhooks v1); everything else passes through.
 * https://developer.paypal.com/docs/api/orders/v2/
 */
const money = z.object({ currency_code: z.string(), value: z.string() });
const link = z.object({ href: z.string(), rel: z.string(), method: z.string().optional() });

const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  supplementary_data: z
    .object({ related_ids: z.object({ order_id: z.string().optional() }).optional() })
    .optional(),
  links: z.array(link).optional(),
});

const purchaseUnit = z.object({
  reference_id: z.string().optional(),
  custom_id: z.string().optional(),
  amount: money.optional(),
  payments: z.object({ captures: z.array(capture).optional() }).optional(),
});

export const payPalOrder = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z.array(purchaseUnit).optional(),
  links: z.array(link).optional(),
});

export const payPalEvent = z.object({
  id: z.string().min(1),
  event_type: z.string().min(1),
  resource_type: z.string().optional(),
  resource: z.record(z.string(), z.unknown()).optional(),
});

/** The answer of verify-webhook-signature: SUCCESS or FAILURE. */
export const verification = z.object({ verification_status: z.string() });

const refund = z.object({
  id: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
  links: z.array(link).optional(),
});

const moneyOf = (m: z.infer<typeof money> | undefined): WalletMoney | null =>
  m ? { currency: m.currency_code, value: m.value } : null;

function captureOf(c: z.infer<typeof capture>, orderId: string | null): WalletCapture {
  return {
    id: c.id,
    status: c.status,
    amount: moneyOf(c.amount),
    customId: c.custom_id ?? null,
    orderId: c.supplementary_data?.related_ids?.order_id ?? orderId,
  };
}

/** An Orders v2 answer (create, get, capture) in the wallet's terms. */
export function orderOf(json: unknown): WalletOrder {
  const order = payPalOrder.parse(json);
  const unit = order.purchase_units?.[0];
  // "approve" without payment_source, "payer-action" with payment_source.paypal.experience_context.
  const approve = order.links?.find((l) => l.rel === 'payer-action' || l.rel === 'approve');
  return {
    id: order.id,
    status: order.status,
    amount: moneyOf(unit?.amount),
    customId: unit?.custom_id ?? null,
    approveUrl: approve?.href ?? null,
    captures: (order.purchase_units ?? []).flatMap((u) =>
      (u.payments?.captures ?? []).map((c) => captureOf(c, order.id)),
    ),
  };
}

/** A verified notification's body in the wallet's terms (capture and refund events are read closely). */
export function eventOf(payload: Record<string, unknown>): WalletEvent {
  const event = payPalEvent.parse(payload);
  const resource = event.resource ?? {};
  const resourceId = typeof resource.id === 'string' ? resource.id : '';
  const base = {
    id: event.id,
    type: event.event_type,
    resourceId,
    orderId: null,
    capture: null,
    refund: null,
    payload,
  };
  if (event.event_type.startsWith('CHECKOUT.ORDER.')) return { ...base, orderId: resourceId || null };
  if (event.event_type === 'PAYMENT.CAPTURE.REFUNDED' || event.resource_type === 'refund') {
    const parsed = refund.safeParse(resource);
    if (!parsed.success) return base;
    // The refund's "up" link points at the capture it refunds: …/v2/payments/captures/{id}.
    const up = parsed.data.links?.find((l) => l.rel === 'up')?.href ?? '';
    const captureId = /\/captures\/([^/?#]+)/.exec(up)?.[1] ?? null;
    return {
      ...base,
      refund: {
        id: parsed.data.id,
        captureId,
        amount: moneyOf(parsed.data.amount),
        customId: parsed.data.custom_id ?? null,
      },
    };
  }
  if (event.event_type.startsWith('PAYMENT.CAPTURE.')) {
    const parsed = capture.safeParse(resource);
    return parsed.success ? { ...base, capture: captureOf(parsed.data, null) } : base;
  }
  return base;
}
