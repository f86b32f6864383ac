// The operator console's content and settings (issue 18, docs/domain/operator-console.md "Content and settings"):
// letters, advertisements, portal settings and white-label skins under /api/ops.
import { z } from 'zod';
import { AD_LOCATIONS } from '../advertising.js';
import { blankToUndefined, emailField, idField, pageQuery } from '../fields.js';
import { skinAnswer } from './skin.js';

/** Longest letter title (the service keeps 200 characters). */
export const OPS_LETTER_TITLE_MAX = 200;
/** Longest letter body as sent (before sanitising). */
export const OPS_LETTER_HTML_MAX = 100_000;
export const OPS_SETTING_LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;

/** POST ops/letters/preview: the HTML as the customers will see it. */
export const opsLetterPreviewBody = z.object({
  html: z.string().max(OPS_LETTER_HTML_MAX, { error: `validation.maxLength:${OPS_LETTER_HTML_MAX}` }),
});
export const opsLetterPreviewAnswer = z.object({ html: z.string() });

/** POST ops/letters: public (every account) or private (the account of `email`). */
export const opsLetterBody = z
  .object({
    public: z.boolean().default(false),
    email: z.preprocess(blankToUndefined, emailField.optional()),
    title: z
      .string()
      .trim()
      .min(1, { error: 'opsContent.validation.titleRequired' })
      .max(OPS_LETTER_TITLE_MAX, { error: `validation.maxLength:${OPS_LETTER_TITLE_MAX}` }),
    html: z
      .string()
      .trim()
      .min(1, { error: 'opsContent.validation.htmlRequired' })
      .max(OPS_LETTER_HTML_MAX, { error: `validation.maxLength:${OPS_LETTER_HTML_MAX}` }),
  })
  .refine((body) => body.public === (body.email === undefined), {
    error: 'opsContent.validation.recipient',
    path: ['email'],
  });
export type OpsLetterBody = z.infer<typeof opsLetterBody>;

/** A letter an operator sent (GET ops/letters, newest first). */
export const opsLetterRow = z.object({
  id: z.number().int(),
  /** The main account's e-mail; null: a public letter. */
  to: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type OpsLetterRow = z.infer<typeof opsLetterRow>;
export const opsLettersQuery = pageQuery;

/** Advertisements as the operator sees them: every row, with its state now. */
export const OPS_AD_STATES = ['running', 'scheduled', 'ended', 'removed'] as const;
export const opsAdRow = z.object({
  id: z.number().int(),
  location: z.enum(AD_LOCATIONS),
  imageLink: z.string(),
  contentLink: z.string(),
  description: z.string(),
  popCountdown: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  removedAt: z.string().nullable(),
  state: z.enum(OPS_AD_STATES),
});
export type OpsAdRow = z.infer<typeof opsAdRow>;
export const opsAdsAnswer = z.object({ list: z.array(opsAdRow) });

const optionalDate = z.preprocess(
  blankToUndefined,
  z.iso.datetime({ offset: true, error: 'opsContent.validation.dateInvalid' }).optional(),
);

/** POST ops/ads: the fields of `portal ad:set` (the service checks them: links, lengths, window). */
export const opsAdBody = z.object({
  location: z.string().max(40),
  imageLink: z.string().max(2000),
  contentLink: z.string().max(2000),
  description: z.string().max(2000),
  popCountdown: z.number({ error: 'opsContent.validation.countdown' }).int({
    error: 'opsContent.validation.countdown',
  }),
  startsAt: optionalDate,
  endsAt: optionalDate,
});
export type OpsAdBody = z.infer<typeof opsAdBody>;
export const opsAdParams = z.object({ id: idField() });

/** The affiliate programme's constants (docs/domain/affiliate.md): shown, not edited (see decisions). */
export const opsAffiliateConstants = z.object({
  commissionPercent: z.number(),
  clearanceDays: z.number(),
  payoutMinimum: z.string(),
  signOnBonus: z.string(),
  trackingDays: z.number(),
});

const instructions = z.object({
  'en-US': z.string().nullable(),
  'zh-CN': z.string().nullable(),
  'zh-TW': z.string().nullable(),
});

/** GET ops/settings. */
export const opsSettingsAnswer = z.object({
  website: z.string(),
  chatScript: z.string(),
  offlineInstructions: instructions,
  /** The sales address an operator set (`settings:sales`); null: none, salesEmailDefault applies. */
  salesEmail: z.string().nullable(),
  /** SALES_EMAIL (environment): the sales address while none is set. */
  salesEmailDefault: z.string(),
  affiliate: opsAffiliateConstants,
});
export type OpsSettings = z.infer<typeof opsSettingsAnswer>;

/** PUT ops/settings: the fields given change (each its own transaction and audit row); '' / null clears. */
export const opsSettingsBody = z.object({
  website: z.string().max(1000).optional(),
  chatScript: z.string().max(3000).optional(),
  offlineInstructions: z
    .object({
      'en-US': z.string().max(10_000).nullable().optional(),
      'zh-CN': z.string().max(10_000).nullable().optional(),
      'zh-TW': z.string().max(10_000).nullable().optional(),
    })
    .optional(),
  /** An e-mail address; '' or null: back to SALES_EMAIL. */
  salesEmail: z.string().max(1000).nullable().optional(),
});
export type OpsSettingsBody = z.infer<typeof opsSettingsBody>;

/** A host's stored skin (null fields fall back to the default) and what its pages show now. */
export const opsSkinRow = z.object({
  host: z.string(),
  title: z.string().nullable(),
  copyright: z.string().nullable(),
  logo: z.string().nullable(),
  loginLogo: z.string().nullable(),
  favicon: z.string().nullable(),
  updatedAt: z.string(),
  effective: skinAnswer,
});
export type OpsSkinRow = z.infer<typeof opsSkinRow>;
export const opsSkinsAnswer = z.object({ list: z.array(opsSkinRow), fallback: skinAnswer });

/** PUT ops/skins/{host}: an absent field keeps its value, an empty one clears it (as `portal skin:set`). */
export const opsSkinBody = z.object({
  title: z.string().max(1000).optional(),
  copyright: z.string().max(1000).optional(),
  logo: z.string().max(3000).optional(),
  loginLogo: z.string().max(3000).optional(),
  favicon: z.string().max(3000).optional(),
});
export type OpsSkinBody = z.infer<typeof opsSkinBody>;
export const opsSkinParams = z.object({ host: z.string().min(1).max(300) });

/** The pricing-request inbox's tabs (docs/domain/pricing-requests.md). */
export const OPS_REQUEST_STATES = ['new', 'answered'] as const;
export const OPS_REPLY_MAX = 5000;
export const opsRequestsQuery = pageQuery.extend({
  state: z.enum(OPS_REQUEST_STATES, { error: 'opsContent.validation.stateInvalid' }).default('new'),
});
export const opsRequestRow = z.object({
  id: z.number().int(),
  kind: z.string(),
  /** Where the answer goes (the form's e-mail). */
  email: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])),
  accountEmail: z.string(),
  accountUid: z.string(),
  ip: z.string(),
  createdAt: z.string(),
  /** The switch-and-match receipt: its media type and size; null without one. */
  voucherType: z.string().nullable(),
  voucherBytes: z.number().nullable(),
  /** Whether the confirmation and the sales notice went out. */
  confirmationMailed: z.boolean(),
  salesMailed: z.boolean(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answer: z.string().nullable(),
});
export type OpsRequestRow = z.infer<typeof opsRequestRow>;
/** GET ops/requests/{id}: the row and the receipt image as a data: address (null without one). */
export const opsRequestDetail = opsRequestRow.extend({ voucher: z.string().nullable() });
export type OpsRequestDetail = z.infer<typeof opsRequestDetail>;
export const opsRequestParams = z.object({ id: idField() });
/** POST ops/requests/{id}/reply: mailed to the requester, then the request is answered. */
export const opsReplyBody = z.object({
  message: z
    .string()
    .trim()
    .min(1, { error: 'opsContent.validation.messageRequired' })
    .max(OPS_REPLY_MAX, { error: `validation.maxLength:${OPS_REPLY_MAX}` }),
});
