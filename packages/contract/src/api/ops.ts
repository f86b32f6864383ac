// The operator console (issue 18, docs/domain/operator-console.md): the calls under /api/ops.
import { z } from 'zod';
import { blankToUndefined, idField, optionalOrderId, pageQuery } from '../fields.js';
import { amountToCents } from '../format.js';

/** The largest credit in one booking: the same typo guard as `portal funds:credit`. */
export const OPS_CREDIT_MAX_CENTS = 100_000_000;
/** How long the operator's password confirmation lets money actions through. */
export const OPS_CONFIRM_WINDOW_MS = 10 * 60 * 1000;
export const OPS_NOTE_MAX = 500;

const optionalText = (max: number) =>
  z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(max, { error: `validation.maxLength:${max}` })
      .optional(),
  );

/** GET ops/orders: orders of every account; status 11 is the review queue. */
export const opsOrdersQuery = pageQuery.extend({
  status: z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: 'ops.validation.statusInvalid' })
      .int({ error: 'ops.validation.statusInvalid' })
      .min(0, { error: 'ops.validation.statusInvalid' })
      .max(13, { error: 'ops.validation.statusInvalid' })
      .optional(),
  ),
  id: optionalOrderId,
  /** Part of the account's e-mail address. */
  email: optionalText(254),
  /** Part of any of the order's names. */
  domain: optionalText(253),
});
export type OpsOrdersQuery = z.infer<typeof opsOrdersQuery>;

export const opsOrderRow = z.object({
  id: z.number().int(),
  accountUid: z.string(),
  email: z.string(),
  product: z.string(),
  auditType: z.string(),
  domain: z.string(),
  dnsNames: z.array(z.string()),
  organization: z.string(),
  status: z.number().int(),
  paid: z.boolean(),
  /** US dollars, two decimals. */
  total: z.string(),
  lastProblem: z.string().nullable(),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OpsOrderRow = z.infer<typeof opsOrderRow>;

export const opsOrderParams = z.object({ id: idField('validation.orderIdInvalid') });
export const opsApproveBody = z.object({ note: optionalText(OPS_NOTE_MAX).default('') });
export const opsRejectBody = z.object({
  reason: z
    .string({ error: 'ops.validation.reasonRequired' })
    .trim()
    .min(1, { error: 'ops.validation.reasonRequired' })
    .max(OPS_NOTE_MAX, { error: `validation.maxLength:${OPS_NOTE_MAX}` }),
});
/** What a decision did: the order's status afterwards and, for a rejection, what went back to the balance. */
export const opsDecisionAnswer = z.object({
  id: z.number().int(),
  status: z.number().int(),
  refunded: z.string(),
});

const CREDIT_PATTERN = /^\d{1,12}(\.\d{1,2})?$/;

/** POST ops/users/{uid}/credit {amount, note}: a positive USD amount with two decimals at most. */
export const opsCreditParams = z.object({
  uid: z
    .string({ error: 'ops.validation.uidInvalid' })
    .trim()
    .regex(/^\d{1,20}$/, { error: 'ops.validation.uidInvalid' }),
});
export const opsCreditBody = z.object({
  amount: z.preprocess(
    (value) => (typeof value === 'number' && Number.isFinite(value) ? String(value) : value),
    z
      .string({ error: 'ops.validation.amountRequired' })
      .trim()
      .min(1, { error: 'ops.validation.amountRequired' })
      .regex(CREDIT_PATTERN, { error: 'ops.validation.amountInvalid' })
      .refine((v) => (amountToCents(v) ?? 0) > 0, { error: 'ops.validation.amountInvalid' })
      .refine((v) => (amountToCents(v) ?? 0) <= OPS_CREDIT_MAX_CENTS, { error: 'ops.validation.amountMax' }),
  ),
  note: z
    .string({ error: 'ops.validation.noteRequired' })
    .trim()
    .min(1, { error: 'ops.validation.noteRequired' })
    .max(OPS_NOTE_MAX, { error: `validation.maxLength:${OPS_NOTE_MAX}` }),
});
export type OpsCreditBody = z.infer<typeof opsCreditBody>;
export const opsCreditAnswer = z.object({
  uid: z.string(),
  email: z.string(),
  /** US dollars, two decimals. */
  amount: z.string(),
  balanceBefore: z.string(),
  balanceAfter: z.string(),
});

/** POST ops/confirm {password}: money actions are allowed for OPS_CONFIRM_WINDOW_MS afterwards. */
export const opsConfirmBody = z.object({
  password: z
    .string({ error: 'validation.passwordRequired' })
    .min(1, { error: 'validation.passwordRequired' })
    .max(128, { error: 'validation.maxLength:128' }),
});
/** ISO 8601: until when money actions need no new confirmation. */
export const opsConfirmAnswer = z.object({ validUntil: z.string() });

/** GET ops/audit: newest first; `q` matches the action, the operator's e-mail or the target. */
export const opsAuditQuery = pageQuery.extend({ q: optionalText(200) });
export const opsAuditRow = z.object({
  id: z.number().int(),
  operatorEmail: z.string(),
  ip: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  details: z.record(z.string(), z.unknown()),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type OpsAuditRow = z.infer<typeof opsAuditRow>;
