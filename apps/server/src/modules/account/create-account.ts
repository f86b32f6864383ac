import { randomInt } from 'node:crypto';
import type { Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { hashPassword, randomToken } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { createAccountsRepository } from './accounts.repository.js';

export interface NewAccount {
  email: string;
  /**
   * Absent for an invited sub-user: it gets the hash of a random secret nobody knows (no usable password) and no
   * password_changed_at, until it sets its password through the mailed link.
   */
  password?: string;
  isOperator?: boolean;
  registerFrom?: string;
  lang?: Language | null;
  /** A sub-user of the main account `parentId` (issue 14, docs/domain/team.md). */
  subUser?: NewSubUser;
}

export interface NewSubUser {
  parentId: number;
  role: 'sale' | 'finance';
  auditPerm: boolean;
  jobTitle: string;
  firstName: string;
  lastName: string;
  telephone: string;
}

/** The one way an account comes to be: registration, the operator's user:create and a sub-user's invitation. */
export async function createAccount(db: Executor, now: Date, input: NewAccount): Promise<AccountRow> {
  const repo = createAccountsRepository(db);
  const passwordHash = await hashPassword(input.password ?? randomToken());
  const sub = input.subUser;
  let uid: string;
  do uid = String(randomInt(10_000_000, 99_999_999));
  while (await repo.uidExists(uid));
  const row = await repo.insert({
    uid,
    email: input.email.trim().toLowerCase(),
    passwordHash,
    isOperator: input.isOperator ?? false,
    registerFrom: input.registerFrom ?? 'common',
    lang: input.lang ?? null,
    createdAt: now,
    updatedAt: now,
    passwordChangedAt: input.password === undefined ? null : now,
    ...(sub
      ? {
          parentId: sub.parentId,
          role: sub.role,
          auditPerm: sub.auditPerm,
          jobTitle: sub.jobTitle,
          contactFirstName: sub.firstName,
          contactLastName: sub.lastName,
          contactTelephone: sub.telephone,
        }
      : {}),
  });
  if (!row) {
    throw new AppError('emailTaken', 'errors.emailTaken', {}, [
      { field: 'email', message: 'errors.emailTaken' },
    ]);
  }
  return row;
}
