// Owner: modules/letters (notification letters and their reads); see owners.ts.
import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { createdAt, ts } from './columns.js';

/**
 * Notification letters (issue 15, docs/domain/letters.md). A private letter belongs to one main account
 * (`account_id`) and carries its own read time; a public letter (`account_id` null) reaches every account, also
 * those registered after it was sent, and its read state per account is in `letter_reads`.
 */
export const letters = pgTable(
  'letters',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The main account of a private letter; null: public. */
    accountId: bigint('account_id', { mode: 'number' }).references(() => accounts.id, {
      onDelete: 'cascade',
    }),
    /** What wrote it: `operator` (letter:send) or the portal event (`paymentReceived`, `certificateIssued`, …). */
    kind: text('kind').notNull(),
    title: text('title').notNull().default(''),
    /** Sanitised HTML (lib/sanitize-html allow-list), never the raw input. */
    content: text('content').notNull().default(''),
    /** When a private letter was first opened; null: unread. Public letters use `letter_reads`. */
    readAt: ts('read_at'),
    /**
     * What makes an event's letter the same letter (`lifecycle:trialReminder:42`): a job that retries a step after
     * its mail failed writes it once. Null: no such guard (operator letters, events that happen once anyway).
     */
    dedupeKey: text('dedupe_key'),
    /**
     * The portal event a letter was written from: its kind names the message (`letters.events.<kind>Title` /
     * `…Body`) and its other fields are the message's parameters, so the letter is composed again in each reader's
     * language when it is read. Null: operator letters, notices (texts made by the caller) and letters written
     * before this column, which are shown as stored (`title`, `content` keep the text of the time either way).
     */
    event: jsonb('event').$type<{ kind: string } & Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('letters_account_idx').on(t.accountId, t.id.desc().nullsFirst()),
    index('letters_public_idx')
      .on(t.id.desc().nullsFirst())
      .where(sql`${t.accountId} is null`),
    uniqueIndex('letters_dedupe_key_idx')
      .on(t.accountId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
  ],
);
export type LetterRow = typeof letters.$inferSelect;

/** Which (main) account has read which public letter. */
export const letterReads = pgTable(
  'letter_reads',
  {
    letterId: bigint('letter_id', { mode: 'number' })
      .notNull()
      .references(() => letters.id, { onDelete: 'cascade' }),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    readAt: ts('read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.letterId] })],
);
