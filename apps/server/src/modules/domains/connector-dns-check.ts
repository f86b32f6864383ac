import { delegationRecordName } from '@portal/contract';
import { publishAndWait } from '../../integrations/dns-providers/publish-and-wait.js';
import type { ServiceDeps } from '../../services.js';
import type { DnsChallenge } from './delegated-dns-check.js';
import type { DnsConnectorsService } from './dns-connectors.service.js';

/** How long a check waits for a value published through a connector to be visible, and how often it looks. */
export interface ConnectorWait {
  timeoutMs: number;
  pollIntervalMs: number;
}
export const DEFAULT_CONNECTOR_WAIT: ConnectorWait = { timeoutMs: 30_000, pollIntervalMs: 2_000 };

/**
 * Validation through a DNS provider connector (docs/domain/dns-connectors.md "In the portal"), the DNS method's
 * hook after the delegation's: when a connector of the account has a zone holding the name, the challenge's value
 * is published at the challenge's own record (`_dnsauth.<name>`) through it, waited for with the portal's resolver,
 * checked as any TXT value is, and removed again. Answers null when no connector applies or the DNS host failed
 * (logged): the ordinary check then runs.
 */
export function createConnectorDnsChecks(
  deps: ServiceDeps,
  connectors: DnsConnectorsService,
  wait: ConnectorWait = DEFAULT_CONNECTOR_WAIT,
) {
  return {
    async check<Outcome extends { passed: boolean }>(
      accountId: number,
      challenge: DnsChallenge,
      resolve: (recordName: string, expected: string) => Promise<Outcome>,
    ): Promise<Outcome | null> {
      const base = challenge.domain.replace(/^\*\./, '').toLowerCase();
      // Only the portal's own record rule (`_dnsauth`), as the delegation.
      if (challenge.authKey.toLowerCase() !== delegationRecordName(base)) return null;
      const found = await connectors.covering(accountId, base);
      if (!found) return null;
      const value = challenge.authValue;
      let published: Awaited<ReturnType<typeof publishAndWait>>;
      try {
        published = await publishAndWait({
          connector: found.connector,
          fqdn: challenge.authKey,
          value,
          lookupTxt: async (name) => ((await resolve(name, value)).passed ? [value] : []),
          timeoutMs: wait.timeoutMs,
          pollIntervalMs: wait.pollIntervalMs,
        });
      } catch (error) {
        deps.log.error(
          { connector: found.id, challenge: challenge.id, err: String(error) },
          'DNS connector could not publish the validation value',
        );
        return null;
      }
      try {
        return await resolve(challenge.authKey, value);
      } finally {
        await published
          .remove()
          .catch((error: unknown) =>
            deps.log.error(
              { connector: found.id, challenge: challenge.id, err: String(error) },
              'DNS connector could not remove the validation value',
            ),
          );
      }
    },
  };
}
export type ConnectorDnsChecks = ReturnType<typeof createConnectorDnsChecks>;
