import type { DnsConnectorBody, DnsConnectorProblem, DnsConnectorRow } from '@portal/contract';
import type { DnsConnectorRecord } from '../../db/schema/index.js';
import { createDnsProviderConnector } from '../../integrations/dns-providers/create-dns-provider-connector.js';
import type {
  DnsProviderConnector,
  DnsProviderName,
} from '../../integrations/dns-providers/dns-provider-connector.js';
import { DnsProviderError } from '../../integrations/dns-providers/dns-provider-error.js';
import { findZone } from '../../integrations/dns-providers/zone-match.js';
import type { FetchLike } from '../../integrations/dns-providers/provider-http.js';
import { createPrivateKeyBox } from '../../lib/pki/index.js';
import { AppError } from '../../lib/errors.js';
import type { SessionContext } from '../../lib/session-context.js';
import type { ServiceDeps } from '../../services.js';
import { createDnsConnectorsRepository } from './dns-connectors.repository.js';

/** How the portal reaches DNS hosts: their public APIs by default; tests point them at the emulators. */
export interface DnsConnectorSettings {
  secretKey: string;
  apiBase?: Partial<Record<DnsProviderName, string>>;
  fetch?: FetchLike;
  /** One API call's time-out (ms). */
  timeoutMs?: number;
}

type Credentials = { apiToken: string } | { secretId: string; secretKey: string };
type Problem = { key: string; vars: Record<string, string> };
/** A connector as the calls answer it, its problem still a message key (the route translates). */
export type DnsConnectorView = Omit<DnsConnectorRow, 'problem'> & { problem: Problem | null };

const PROVIDER_NAMES: Record<DnsProviderName, string> = { cloudflare: 'Cloudflare', dnspod: 'DNSPod' };
const PROBLEMS = new Set<string>([
  'badCredentials',
  'noZone',
  'forbidden',
  'rateLimited',
  'unavailable',
  'rejected',
]);

const problemOf = (provider: DnsProviderName, kind: string, detail = ''): Problem => ({
  key: `domains.connectors.refused.${kind}`,
  vars: { provider: PROVIDER_NAMES[provider], detail },
});

/** A failure of a DNS host's API as a kind; anything else (a bug, a network error outside it) is `unavailable`. */
const kindOf = (error: unknown): DnsConnectorProblem =>
  error instanceof DnsProviderError ? error.kind : 'unavailable';
const detailOf = (error: unknown) =>
  error instanceof DnsProviderError
    ? [error.providerCode, error.providerMessage].filter(Boolean).join(': ')
    : '';

/**
 * DNS provider connectors (docs/domain/dns-connectors.md "In the portal"): the account's credentials for its DNS
 * host, proven (a write probe) before they are stored, sealed with SECRET_KEY and never answered.
 */
export function createDnsConnectorsService(deps: ServiceDeps, settings: DnsConnectorSettings) {
  const repo = createDnsConnectorsRepository(deps.db);
  const box = createPrivateKeyBox(settings.secretKey);

  function connect(provider: DnsProviderName, credentials: Credentials): DnsProviderConnector {
    const common = {
      ...(settings.apiBase?.[provider] ? { apiBase: settings.apiBase[provider] } : {}),
      ...(settings.fetch ? { fetch: settings.fetch } : {}),
      ...(settings.timeoutMs ? { timeoutMs: settings.timeoutMs } : {}),
    };
    return provider === 'cloudflare'
      ? createDnsProviderConnector({
          provider,
          credentials: { apiToken: (credentials as { apiToken: string }).apiToken },
          ...common,
        })
      : createDnsProviderConnector({
          provider,
          credentials: credentials as { secretId: string; secretKey: string },
          ...common,
        });
  }

  const open = (row: DnsConnectorRecord) =>
    connect(row.provider, JSON.parse(box.open(row.sealedCredentials)) as Credentials);

  const viewOf = (row: DnsConnectorRecord): DnsConnectorView => {
    const result = row.lastTestResult;
    return {
      id: row.id,
      provider: row.provider,
      label: row.label,
      zones: row.zones,
      lastTestAt: row.lastTestAt?.toISOString() ?? null,
      lastTestResult:
        result === 'ok' || (result !== null && PROBLEMS.has(result))
          ? (result as DnsConnectorView['lastTestResult'])
          : null,
      problem: result && result !== 'ok' ? problemOf(row.provider, result) : null,
      createdAt: row.createdAt.toISOString(),
    };
  };

  return {
    async list(session: SessionContext): Promise<DnsConnectorView[]> {
      return (await repo.ofAccount(session.ownerAccountId)).map(viewOf);
    },

    /** Proves the credentials (zones read, a TXT record written and removed), then stores them sealed. */
    async create(session: SessionContext, body: DnsConnectorBody): Promise<DnsConnectorView> {
      let zones: string[];
      try {
        zones = (await connect(body.provider, body.credentials).verify({ writeProbe: true })).zones;
      } catch (error) {
        const problem = problemOf(body.provider, kindOf(error), detailOf(error));
        throw new AppError('dnsConnectorRefused', problem.key, problem.vars, [
          { field: 'credentials', message: problem.key },
        ]);
      }
      const row = await repo.insert({
        accountId: session.ownerAccountId,
        provider: body.provider,
        label: body.label,
        sealedCredentials: box.seal(JSON.stringify(body.credentials)),
        zones: zones.map((zone) => zone.toLowerCase()).sort(),
        lastTestAt: deps.clock.now(),
      });
      return viewOf(row);
    },

    /** Tests the stored credentials again (the write probe too); the answer carries the result, never a 4xx. */
    async test(session: SessionContext, id: number): Promise<DnsConnectorView> {
      const row = await repo.find(session.ownerAccountId, id);
      if (!row) throw new AppError('notFound', 'domains.connectors.notFound');
      let updated: DnsConnectorRecord;
      try {
        const { zones } = await open(row).verify({ writeProbe: true });
        updated = await repo.recordTest(
          row.id,
          'ok',
          deps.clock.now(),
          zones.map((z) => z.toLowerCase()).sort(),
        );
      } catch (error) {
        deps.log.info({ connector: row.id, err: String(error) }, 'DNS connector test failed');
        updated = await repo.recordTest(row.id, kindOf(error), deps.clock.now(), undefined);
      }
      return viewOf(updated);
    },

    async remove(session: SessionContext, id: number): Promise<{ id: number; removed: boolean }> {
      if (!(await repo.remove(session.ownerAccountId, id)))
        throw new AppError('notFound', 'domains.connectors.notFound');
      return { id, removed: true };
    },

    /** The account's connector whose zones hold `name` (the longest zone wins), opened; undefined when none. */
    async covering(
      accountId: number,
      name: string,
    ): Promise<{ id: number; connector: DnsProviderConnector } | undefined> {
      const best = bestCovering(await repo.ofAccount(accountId), name);
      return best ? { id: best.id, connector: open(best) } : undefined;
    },
  };
}
export type DnsConnectorsService = ReturnType<typeof createDnsConnectorsService>;

/** Of the connectors, the one whose zones hold `name` most specifically (a wildcard's `*.` dropped). */
export function bestCovering<Row extends { zones: string[] }>(rows: Row[], name: string): Row | undefined {
  const base = name.replace(/^\*\./, '');
  let best: { row: Row; length: number } | undefined;
  for (const row of rows) {
    const found = findZone(base, row.zones);
    if (found && (!best || found.zone.length > best.length)) best = { row, length: found.zone.length };
  }
  return best?.row;
}
