// The operator console's overview (issue 18, docs/domain/operator-console.md "Overview"): GET /api/ops/overview.
import { z } from 'zod';
import { blankToUndefined } from '../fields.js';

export const OPS_OVERVIEW_DAYS_DEFAULT = 30;
export const OPS_OVERVIEW_DAYS_MAX = 366;

/** GET ops/overview?days: the last `days` UTC days (today included) of sales. */
export const opsOverviewQuery = z.object({
  days: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'opsOverview.validation.days' })
      .int({ error: 'opsOverview.validation.days' })
      .min(1, { error: 'opsOverview.validation.days' })
      .max(OPS_OVERVIEW_DAYS_MAX, { error: 'opsOverview.validation.days' })
      .default(OPS_OVERVIEW_DAYS_DEFAULT),
  ),
});
export type OpsOverviewQuery = z.infer<typeof opsOverviewQuery>;

export const opsOverviewAnswer = z.object({
  /** One entry per UTC day, oldest first, days without sales included (amount "0.00"). */
  sales: z.array(
    z.object({
      /** YYYY-MM-DD (UTC). */
      day: z.string(),
      /** US dollars, two decimals: the paid purchase payments of the day. */
      amount: z.string(),
      /** How many purchase payments were paid that day. */
      payments: z.number().int(),
    }),
  ),
  /** Orders of every account per status 0–13 (every status listed, 0 included). */
  statuses: z.array(z.object({ status: z.number().int(), orders: z.number().int() })),
  /** What the queue pages list: the same conditions as their totals. */
  queues: z.object({
    /** Orders in status 11 (GET ops/orders?status=11). */
    review: z.number().int(),
    /** Pending refund applications (GET ops/refunds). */
    refunds: z.number().int(),
    /** Payout requests requested or processing (GET ops/payouts). */
    payouts: z.number().int(),
    /** Unpaid offline payments (GET ops/payments/offline). */
    offlinePayments: z.number().int(),
    /** New (unanswered) pricing requests (GET ops/requests?state=new). */
    requests: z.number().int(),
  }),
  /** The setting opsTotpRequired (`portal settings:ops-totp`). */
  totpRequired: z.boolean(),
  /**
   * How customers can add funds online: the card wallet (PAYPAL_* configured) and the bank transfer (instructions
   * set in some language). Both false: Add funds offers nothing but the sales address, and the overview says so.
   */
  topup: z.object({ wallet: z.boolean(), offline: z.boolean() }),
});
export type OpsOverview = z.infer<typeof opsOverviewAnswer>;
