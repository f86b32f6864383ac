import type { DcvChallengeRow } from '../../db/schema/index.js';
import type { ConnectorDnsChecks } from '../domains/connector-dns-check.js';
import type { DelegatedDnsChecks } from '../domains/delegated-dns-check.js';
import type { CheckOutcome, DcvChecker } from './dcv-checker.js';

/** Who the challenge's order belongs to, and the account's DCV delegations (absent: none are looked at). */
export interface ChallengeContext {
  accountId: number;
  delegated?: DelegatedDnsChecks | undefined;
  /** The account's DNS provider connectors (docs/domain/dns-connectors.md); absent: none are used. */
  connectors?: ConnectorDnsChecks | undefined;
}

/**
 * Runs the look-up a challenge needs; email challenges pass only through their approval link. A DNS challenge
 * goes through the account's delegation when one covers the name (docs/domain/dcv-delegation.md): the one place
 * every caller (order/authz, the recheck job, reissues, renewals) passes; else through the account's DNS provider
 * connector whose zones hold it (docs/domain/dns-connectors.md "In the portal"), else the ordinary look-up.
 */
export async function checkChallenge(
  checker: DcvChecker,
  challenge: DcvChallengeRow,
  context?: ChallengeContext,
): Promise<CheckOutcome> {
  switch (challenge.method) {
    case 'dns': {
      const resolve = (name: string, value: string) => checker.dnsTxt(name, value);
      const delegated = await context?.delegated?.check(context.accountId, challenge, resolve);
      if (delegated) return delegated;
      const viaConnector = await context?.connectors?.check(context.accountId, challenge, resolve);
      return viaConnector ?? checker.dnsTxt(challenge.authKey, challenge.authValue);
    }
    case 'http':
      return checker.httpFile(challenge.domain.replace(/^\*\./, ''), challenge.authPath, challenge.authValue);
    case 'email':
      return { passed: false, problem: 'dcv.emailNotApproved', vars: { email: challenge.authKey } };
  }
}
