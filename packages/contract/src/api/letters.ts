// Notification letters (spec 001 sections 3 and 7; issue 15; docs/domain/letters.md).
import { z } from 'zod';
import { idField, pageQuery } from '../fields.js';

/** The two tabs: private (Reply, News and Updates: the account's own letters) and public (Notice: everyone's). */
export const LETTER_TAGS = ['private', 'public'] as const;
export type LetterTag = (typeof LETTER_TAGS)[number];
export const LETTER_STATUSES = ['read', 'unread'] as const;
export type LetterStatus = (typeof LETTER_STATUSES)[number];

/** GET letters?tag&page&pageSize (the banner asks page 1, pageSize 999). */
export const lettersQuery = pageQuery.extend({
  tag: z.enum(LETTER_TAGS, { error: 'letters.validation.tagInvalid' }).default('private'),
});
export type LettersQuery = z.infer<typeof lettersQuery>;

export const letterRow = z.object({
  id: z.number().int(),
  /** May be empty: the page shows "No title". */
  title: z.string(),
  /** HTML, sanitised by the server before it was stored (the browser sanitises it again before showing it). */
  content: z.string(),
  status: z.enum(LETTER_STATUSES),
  /** ISO 8601. */
  createdAt: z.string(),
});
export type LetterRow = z.infer<typeof letterRow>;

/** PUT letters/modify/{id} (form status=read). */
export const letterModifyParams = z.object({ id: idField('letters.validation.idInvalid') });
export const letterModifyBody = z.object({
  status: z.enum(['read'], { error: 'letters.validation.statusInvalid' }),
});
export type LetterModifyBody = z.infer<typeof letterModifyBody>;
