import { createHash } from 'node:crypto';
import type { Clock } from '../../lib/clock.js';
import { AppError } from '../../lib/errors.js';
import { createLocalCounts, type SharedCounts } from '../shared-state/shared-counts.js';

/** How many failed logins are allowed per window (docs/architecture.md, Sessions and security). */
export interface LoginLimits {
  /** Failed logins of one account e-mail from one client address: stops guessing one account's password. */
  failuresPerAccount: number;
  /** Failed logins from one client address whatever the account: stops credential stuffing over many accounts. */
  failuresPerAddress: number;
  windowMs: number;
}

/** What one login attempt holds while its password is checked. */
export interface LoginAttempt {
  /** The password was right: the attempt was no failure, its counts are given back. */
  succeeded(): Promise<void>;
}

const tooManyRequests = (msLeft: number) =>
  new AppError('tooManyRequests', 'errors.tooManyRequests', {
    seconds: Math.max(1, Math.ceil(msLeft / 1000)),
  });

/** The account part of a count's key: a digest, so rate_limit_hits holds no e-mail address. */
const accountKey = (email: string) =>
  createHash('sha256').update(email.trim().toLowerCase()).digest('base64url').slice(0, 22);

/**
 * Counts failed logins per (account e-mail, client address) and per client address, never successful ones.
 *
 * An attempt is counted as a failure before its password is checked and given back when the password was right:
 * the count and the check are one statement, so concurrent guesses (from one process or several) are all counted
 * and a limited caller is refused before any password is verified — a right password from a limited pair too,
 * until its window ends. The address is counted first: a limited address is refused with one statement and makes
 * no row per guessed e-mail. With `shared` (the running portal) the counts are rows of rate_limit_hits, the same
 * for every process on one PostgreSQL; without (the test harness's memory store) they are this process's.
 */
export function createLoginThrottle(limits: LoginLimits, clock: Clock, shared?: SharedCounts) {
  const counts = shared ?? createLocalCounts(clock);
  const { windowMs } = limits;
  return {
    /** Counts the attempt as a failure; throws 429 (code 1006, the seconds left) when the caller is limited. */
    async begin(email: string, ip: string): Promise<LoginAttempt> {
      const addressKey = `login|address|${ip}`;
      const pairKey = `login|account|${ip}|${accountKey(email)}`;
      const address = await counts.add(addressKey, 1, windowMs);
      if (address.hits > limits.failuresPerAddress) throw tooManyRequests(address.msLeft);
      const pair = await counts.add(pairKey, 1, windowMs);
      if (pair.hits > limits.failuresPerAccount) {
        // Refused for this account only: the address's other accounts keep their allowance.
        await counts.takeBack(addressKey, 1, windowMs);
        throw tooManyRequests(pair.msLeft);
      }
      return {
        succeeded: async () => {
          await Promise.all([
            counts.takeBack(pairKey, 1, windowMs),
            counts.takeBack(addressKey, 1, windowMs),
          ]);
        },
      };
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
