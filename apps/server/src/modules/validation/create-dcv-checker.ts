import { DnsLookupError } from '../../integrations/dns/dns-lookup-error.js';
import { createDnsResolver } from '../../integrations/dns/resolver.js';
import { createValidationFetcher } from '../../integrations/http/validation-fetcher.js';
import { checkCaa } from './caa.js';
import { checkDnsTxt, checkHttpFile, type DcvCheckResult } from './checks.js';
import type { CheckOutcome, DcvChecker } from './dcv-checker.js';

export interface DcvSettings {
  /** DNS_SERVERS: `ip[:port]` list; the system resolvers when absent. */
  dnsServers?: string[] | undefined;
  /** DCV_HTTP_PORT */
  httpPort: number;
  /** DCV_ALLOW_PRIVATE_ADDRESSES=1 (tests only). */
  allowPrivateAddresses: boolean;
  /** Issuer domains our CA answers to in CAA records (e.g. the portal's host name). */
  caaIssuerDomains: string[];
}

const outcome = (result: DcvCheckResult): CheckOutcome => ({
  passed: result.passed,
  ...(result.problem ? { problem: `dcv.${result.problem}` } : {}),
  vars: result.vars,
});

/** The real look-ups: DNS through DNS_SERVERS, HTTP through the guarded validation fetcher. */
export function createDcvChecker(settings: DcvSettings): DcvChecker {
  const resolver = createDnsResolver(settings.dnsServers ? { servers: settings.dnsServers } : {});
  const fetcher = createValidationFetcher({
    resolver,
    port: settings.httpPort,
    allowPrivateAddresses: settings.allowPrivateAddresses,
  });
  return {
    dnsTxt: async (recordName, expected) => outcome(await checkDnsTxt(resolver, recordName, expected)),
    httpFile: async (domain, path, expected) => outcome(await checkHttpFile(fetcher, domain, path, expected)),
    async caa(name, wildcard) {
      const result = await checkCaa(resolver, name, settings.caaIssuerDomains, wildcard);
      return {
        passed: result.allowed,
        ...(result.problem ? { problem: `dcv.${result.problem}` } : {}),
        vars: result.vars,
      };
    },
    async cname(name) {
      try {
        return { targets: await resolver.cname(name) };
      } catch (error) {
        if (!(error instanceof DnsLookupError)) throw error;
        return { targets: [], failure: error.kind };
      }
    },
  };
}
