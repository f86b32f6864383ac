import { timestamp } from 'drizzle-orm/pg-core';

/** Millisecond timestamps with time zone, the same on PGlite and PostgreSQL. */
export const createdAt = () =>
  timestamp('created_at', { precision: 3, withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { precision: 3, withTimezone: true }).notNull().defaultNow();
export const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });
