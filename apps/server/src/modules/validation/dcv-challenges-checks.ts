import type { DcvChallengeRow } from '../../db/schema/index.js';
import type { CheckOutcome, DcvChecker } from './dcv-checker.js';

/** Runs the look-up a challenge needs; email challenges pass only through their approval link. */
export async function checkChallenge(checker: DcvChecker, challenge: DcvChallengeRow): Promise<CheckOutcome> {
  switch (challenge.method) {
    case 'dns':
      return checker.dnsTxt(challenge.authKey, challenge.authValue);
    case 'http':
      return checker.httpFile(challenge.domain.replace(/^\*\./, ''), challenge.authPath, challenge.authValue);
    case 'email':
      return { passed: false, problem: 'dcv.emailNotApproved', vars: { email: challenge.authKey } };
  }
}
