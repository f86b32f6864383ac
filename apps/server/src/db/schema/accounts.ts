// Owner: modules/account (accounts; the ledger keeps balance_cents, lifecycle the expiry-notice days); see owners.ts.
import { ROLES } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, expiryNoticeDaysValid, ts, updatedAt } from './columns.js';

export const accounts = pgTable(
  'accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Public account number shown as uid (affiliate links, sub-user pages). */
    uid: text('uid').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** admin = main account; sale / finance = sub-user of parent_id. */
    role: text('role', { enum: ROLES }).notNull().default('admin'),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** A sub-user's job title (spec 001 section 3, Sub-user). */
    jobTitle: text('job_title').notNull().default(''),
    /** A sub-user's audit permission: effective = true (reads the team's audit log); main accounts ignore it. */
    auditPerm: boolean('audit_perm').notNull().default(false),
    level: integer('level').notNull().default(0),
    isOperator: boolean('is_operator').notNull().default(false),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    lang: text('lang'),
    currency: text('currency'),
    /**
     * The account's expiry notices (days before a certificate of its orders expires, 0-5 entries of 1-90, largest
     * first); null = the defaults, 30 and 7 (docs/domain/expiry-notices.md). Orders may have their own list.
     */
    expiryNoticeDays: integer('expiry_notice_days').array(),
    registerFrom: text('register_from').notNull().default('common'),
    contactFirstName: text('contact_first_name').notNull().default(''),
    contactLastName: text('contact_last_name').notNull().default(''),
    contactTelephone: text('contact_telephone').notNull().default(''),
    /** Cached sum of the account's ledger entries, in US cents; never negative. */
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    displayKeyManagerIcon: boolean('display_key_manager_icon').notNull().default(false),
    passwordChangedAt: ts('password_changed_at'),
    lastLoginAt: ts('last_login_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('accounts_email_key').on(t.email),
    uniqueIndex('accounts_uid_key').on(t.uid),
    index('accounts_parent_idx').on(t.parentId),
    check('accounts_balance_non_negative', sql`${t.balanceCents} >= 0`),
    check('accounts_email_lowercase', sql`${t.email} = lower(${t.email})`),
    check('accounts_expiry_notice_days_valid', expiryNoticeDaysValid(t.expiryNoticeDays)),
  ],
);

export type AccountRow = typeof accounts.$inferSelect;
export type NewAccountRow = typeof accounts.$inferInsert;
