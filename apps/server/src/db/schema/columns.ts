import { EXPIRY_NOTICE_MAX_DAYS, EXPIRY_NOTICE_MAX_ENTRIES, EXPIRY_NOTICE_MIN_DAYS } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import { timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Millisecond timestamps with time zone, the same on PGlite and PostgreSQL. */
export const createdAt = () =>
  timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { precision: 3, withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });

/** A list of expiry-notice days as the contract allows it (null, or 0-5 entries of 1-90; distinct is the API's). */
export const expiryNoticeDaysValid = (column: AnyPgColumn): SQL =>
  sql`${column} is null or (cardinality(${column}) <= ${sql.raw(String(EXPIRY_NOTICE_MAX_ENTRIES))} and ${sql.raw(String(EXPIRY_NOTICE_MIN_DAYS))} <= all(${column}) and ${sql.raw(String(EXPIRY_NOTICE_MAX_DAYS))} >= all(${column}))`;
