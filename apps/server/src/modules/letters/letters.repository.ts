import { and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts, letterReads, letters } from '../../db/schema/index.js';

/** A letter as a reader sees it: read or not for the (main) account that reads it. */
export interface ReaderLetter {
  id: number;
  title: string;
  content: string;
  createdAt: Date;
  read: boolean;
  /** The stored event of an event's letter (null: shown as stored). */
  event: unknown;
}

/** Whether `accountId` has read the public letter in the row (correlated, so it works in a select and a where). */
const publicRead = (accountId: number) =>
  sql<boolean>`exists (select 1 from ${letterReads} where ${letterReads.letterId} = ${letters.id} and ${letterReads.accountId} = ${accountId})`;

/** The letters and their read state; the only place that touches `letters` and `letter_reads`. */
export function createLettersRepository(db: Executor) {
  return {
    async insert(values: typeof letters.$inferInsert): Promise<number> {
      const [row] = await db.insert(letters).values(values).returning({ id: letters.id });
      return row!.id;
    },
    /** Inserts unless the account has a letter with the same dedupe key already (the unique index decides). */
    async insertOnce(values: typeof letters.$inferInsert & { dedupeKey: string }): Promise<void> {
      await db.insert(letters).values(values).onConflictDoNothing();
    },

    /** One page of the account's private letters, newest first. */
    privatePage(accountId: number, limit: number, offset: number): Promise<ReaderLetter[]> {
      return db
        .select({
          id: letters.id,
          title: letters.title,
          content: letters.content,
          createdAt: letters.createdAt,
          read: sql<boolean>`${letters.readAt} is not null`,
          event: letters.event,
        })
        .from(letters)
        .where(eq(letters.accountId, accountId))
        .orderBy(desc(letters.id))
        .limit(limit)
        .offset(offset);
    },

    /** One page of the public letters (all of them, also those sent before the account registered). */
    publicPage(accountId: number, limit: number, offset: number): Promise<ReaderLetter[]> {
      return db
        .select({
          id: letters.id,
          title: letters.title,
          content: letters.content,
          createdAt: letters.createdAt,
          read: publicRead(accountId),
          event: letters.event,
        })
        .from(letters)
        .where(isNull(letters.accountId))
        .orderBy(desc(letters.id))
        .limit(limit)
        .offset(offset);
    },

    async total(accountId: number | null): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(letters)
        .where(accountId === null ? isNull(letters.accountId) : eq(letters.accountId, accountId));
      return row?.n ?? 0;
    },

    /** The letters operators wrote (kind `operator`), newest first, with the main account's e-mail. */
    async operatorPage(limit: number, offset: number) {
      const where = eq(letters.kind, 'operator');
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: letters.id,
            to: accounts.email,
            title: letters.title,
            content: letters.content,
            createdAt: letters.createdAt,
          })
          .from(letters)
          .leftJoin(accounts, eq(accounts.id, letters.accountId))
          .where(where)
          .orderBy(desc(letters.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(letters).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Private letters not opened yet plus public letters the account has not read. */
    async unreadCount(accountId: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(letters)
        .where(
          or(
            and(eq(letters.accountId, accountId), isNull(letters.readAt)),
            and(isNull(letters.accountId), sql`not ${publicRead(accountId)}`),
          ),
        );
      return row?.n ?? 0;
    },

    /** The letter if the account may read it (its own private letter, or a public one). */
    async findVisible(id: number, accountId: number): Promise<{ id: number; public: boolean } | undefined> {
      const [row] = await db
        .select({ id: letters.id, accountId: letters.accountId })
        .from(letters)
        .where(and(eq(letters.id, id), or(eq(letters.accountId, accountId), isNull(letters.accountId))))
        .limit(1);
      return row ? { id: row.id, public: row.accountId === null } : undefined;
    },

    /** First opening only: a letter read once keeps its first read time. */
    async markPrivateRead(id: number, accountId: number, now: Date): Promise<void> {
      await db
        .update(letters)
        .set({ readAt: now })
        .where(and(eq(letters.id, id), eq(letters.accountId, accountId), isNull(letters.readAt)));
    },

    async markPublicRead(id: number, accountId: number, now: Date): Promise<void> {
      await db.insert(letterReads).values({ letterId: id, accountId, readAt: now }).onConflictDoNothing();
    },
  };
}
