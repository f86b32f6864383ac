import { randomInt } from 'node:crypto';
import type { Language } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import type { AccountRow } from '../../db/schema/index.js';
import { hashPassword } from '../../lib/crypto.js';
import { AppError } from '../../lib/errors.js';
import { createAccountsRepository } from './accounts.repository.js';

export interface NewAccount {
  email: string;
  password: string;
  isOperator?: boolean;
  registerFrom?: string;
  lang?: Language | null;
}

/** The one way an account comes to be: registration and the operator's user:create both call this. */
export async function createAccount(db: Executor, now: Date, input: NewAccount): Promise<AccountRow> {
  const repo = createAccountsRepository(db);
  const passwordHash = await hashPassword(input.password);
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
    passwordChangedAt: now,
  });
  if (!row) {
    throw new AppError('emailTaken', 'errors.emailTaken', {}, [
      { field: 'email', message: 'errors.emailTaken' },
    ]);
  }
  return row;
}
