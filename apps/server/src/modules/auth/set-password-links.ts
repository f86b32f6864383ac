// The auth module's public surface for mailed set-password links: password recovery and a sub-user's invitation
// (team module) both open the same page (/admin/manage-reset?token=…), which calls POST reset/{token}.
import { AUTH_PATHS } from '@portal/contract';
import type { Executor } from '../../db/client.js';
import { randomToken } from '../../lib/crypto.js';
import { createPasswordResetsRepository } from './password-resets.repository.js';

/** The web app's login page, and its recovery page (the reset page without a token asks for a reset link). */
export const LOGIN_PATH = AUTH_PATHS.login;
export const RECOVERY_PATH = AUTH_PATHS.reset;

/** The address of the set-password page for a token (the web's reset mode of the auth page). */
export function setPasswordLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RECOVERY_PATH}?token=${encodeURIComponent(token)}`;
}

/**
 * Makes a single-use set-password token for the account, valid for `ttlMs`; only its keyed hash is stored. With
 * `replace`, every link mailed earlier stops working first (an invitation sent again replaces the last one).
 */
export async function issueSetPasswordToken(
  db: Executor,
  input: {
    accountId: number;
    now: Date;
    ttlMs: number;
    hashToken: (token: string) => string;
    replace?: boolean;
  },
): Promise<string> {
  const resets = createPasswordResetsRepository(db);
  if (input.replace) await resets.invalidateForAccount(input.accountId, input.now);
  const token = randomToken();
  await resets.insert({
    tokenHash: input.hashToken(token),
    accountId: input.accountId,
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + input.ttlMs),
  });
  return token;
}

/** Ends every open set-password link of the account (a sub-user disabled by its main account). */
export function revokeSetPasswordTokens(db: Executor, accountId: number, now: Date): Promise<void> {
  return createPasswordResetsRepository(db).invalidateForAccount(accountId, now);
}
