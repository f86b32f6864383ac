// The orders module's public surface for other modules over `dcv_challenges`: the reads and writes they use, each a
// thin function over the module's repository (which stays private to the module, issue 13).
import type { Executor } from '../../db/client.js';
import type { DcvChallengeRow, dcvChallenges } from '../../db/schema/index.js';
import { createDcvChallengesRepository } from './dcv-challenges.repository.js';

/** The columns of a new `dcv_challenges` row. */
export type NewDcvChallengeRow = typeof dcvChallenges.$inferInsert;

/** Writes the challenges, skipping any already there. */
export function insertChallenges(db: Executor, rows: NewDcvChallengeRow[]): Promise<void> {
  return createDcvChallengesRepository(db).insertMany(rows);
}

/** The order's own challenges (not its reissues'). */
export function challengesOfOrder(db: Executor, orderId: number): Promise<DcvChallengeRow[]> {
  return createDcvChallengesRepository(db).forOrder(orderId);
}

export function challengesOfReissue(db: Executor, reissueId: string): Promise<DcvChallengeRow[]> {
  return createDcvChallengesRepository(db).forReissue(reissueId);
}

/** The newest passed validation of a name under an order (its own or a reissue's), for reuse. */
export function lastValidatedChallenge(
  db: Executor,
  orderId: number,
  domain: string,
): Promise<DcvChallengeRow | undefined> {
  return createDcvChallengesRepository(db).lastValidated(orderId, domain);
}

/** Notes a check of a challenge not yet validated (validated now when it passed). */
export function recordChallengeCheck(
  db: Executor,
  id: number,
  passed: boolean,
  problem: { key: string; vars: Record<string, string | number> } | null,
  now: Date,
): Promise<void> {
  return createDcvChallengesRepository(db).recordCheck(id, passed, problem, now);
}

export function setChallengeEmailToken(
  db: Executor,
  id: number,
  tokenHash: string,
  approverEmail?: string,
): Promise<void> {
  return createDcvChallengesRepository(db).setEmailToken(id, tokenHash, approverEmail);
}

export function findChallengeByEmailToken(
  db: Executor,
  tokenHash: string,
): Promise<DcvChallengeRow | undefined> {
  return createDcvChallengesRepository(db).findByEmailToken(tokenHash);
}

/** Approves once: the token is cleared in the same statement, so a link works a single time. */
export function approveChallengeByEmailToken(
  db: Executor,
  tokenHash: string,
  now: Date,
): Promise<DcvChallengeRow | undefined> {
  return createDcvChallengesRepository(db).approveByEmailToken(tokenHash, now);
}

/** Switches a challenge to another method (its validation starts over). */
export function updateChallengeMethod(
  db: Executor,
  id: number,
  value: { method: 'dns' | 'http' | 'email'; authKey: string; authPath: string; authValue: string },
): Promise<void> {
  return createDcvChallengesRepository(db).updateMethod(id, value);
}

export function removeChallenge(db: Executor, id: number): Promise<void> {
  return createDcvChallengesRepository(db).remove(id);
}
